/// The latest elements of a sequence, up to a limit, oldest first.
///
/// A ring buffer: once full, each append overwrites the oldest element in place, so a bounded
/// buffer allocates nothing after it has filled up. Iterating a copy while the original keeps
/// appending is safe (copy on write).
///
/// - Complexity: `append` is O(1), amortized for an unbounded buffer.
@usableFromInline
struct ReplayBuffer<Element>: Sequence {
  @usableFromInline
  var storage: ContiguousArray<Element> = []

  /// The index of the oldest element once the buffer is full; 0 until then.
  @usableFromInline
  var oldest = 0

  /// The most elements kept, or `nil` for no limit.
  @usableFromInline
  let limit: Int?

  /// Creates an empty buffer that keeps at most `limit` elements (none if `limit` is zero or
  /// negative), or every element if `limit` is `nil`.
  @inlinable
  init(limit: Int?) {
    self.limit = limit.map { Swift.max($0, 0) }
  }

  /// The number of elements kept.
  @inlinable
  var count: Int {
    storage.count
  }

  /// Appends `element`, dropping the oldest element if the buffer is full.
  ///
  /// - Returns: The element dropped to make room (`element` itself if the buffer keeps none).
  @inlinable
  @discardableResult
  mutating func append(_ element: Element) -> Element? {
    guard let limit, storage.count == limit else {
      storage.append(element)
      return nil
    }
    guard limit > 0 else { return element }
    var displaced = element
    swap(&storage[oldest], &displaced)
    oldest = oldest + 1 == limit ? 0 : oldest + 1
    return displaced
  }

  /// Removes every element, keeping the limit.
  @inlinable
  mutating func removeAll() {
    storage = []
    oldest = 0
  }

  @inlinable
  var underestimatedCount: Int {
    storage.count
  }

  @inlinable
  func makeIterator() -> Iterator {
    Iterator(storage: storage, start: oldest)
  }

  /// Iterates the elements oldest first.
  @usableFromInline
  struct Iterator: IteratorProtocol {
    @usableFromInline
    let storage: ContiguousArray<Element>

    @usableFromInline
    let start: Int

    @usableFromInline
    var offset = 0

    @inlinable
    init(storage: ContiguousArray<Element>, start: Int) {
      self.storage = storage
      self.start = start
    }

    @inlinable
    mutating func next() -> Element? {
      guard offset < storage.count else { return nil }
      defer { offset += 1 }
      let index = start + offset
      return storage[index < storage.count ? index : index - storage.count]
    }
  }
}
