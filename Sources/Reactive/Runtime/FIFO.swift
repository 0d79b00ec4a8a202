/// A first-in, first-out queue on a ring buffer.
///
/// A value type with no locking of its own: each owner guards it with its own lock. A dequeued
/// slot is cleared at once, so the queue never keeps an element alive after handing it out.
///
/// - Complexity: `append` and `popFirst` are amortized O(1).
@usableFromInline
struct FIFO<Element> {
  @usableFromInline
  var storage: ContiguousArray<Element?> = []

  @usableFromInline
  var head = 0

  /// The number of queued elements.
  @usableFromInline
  var count = 0

  @inlinable
  init() {}

  /// Whether the queue is empty.
  @inlinable
  var isEmpty: Bool {
    count == 0
  }

  /// The element at the front, or `nil` if the queue is empty.
  @inlinable
  var first: Element? {
    count > 0 ? storage[head] : nil
  }

  /// Adds `element` at the back.
  @inlinable
  mutating func append(_ element: Element) {
    if count == storage.count { grow() }
    let position = (head + count) & (storage.count - 1)
    // Through a buffer pointer: one uniqueness check and no bounds check; the mask keeps the
    // position in bounds.
    storage.withUnsafeMutableBufferPointer { $0[position] = element }
    count += 1
  }

  /// Removes and returns the element at the front, or `nil` if the queue is empty.
  @inlinable
  mutating func popFirst() -> Element? {
    guard count > 0 else { return nil }
    let position = head
    let element = storage.withUnsafeMutableBufferPointer { $0[position].take() }
    head = (position + 1) & (storage.count - 1)
    count -= 1
    return element
  }

  /// Doubles the capacity (a power of two, so positions wrap with a mask), keeping the order.
  @usableFromInline
  mutating func grow() {
    var larger = ContiguousArray<Element?>(repeating: nil, count: Swift.max(4, storage.count * 2))
    for offset in 0..<count {
      larger[offset] = storage[(head + offset) & (storage.count - 1)]
    }
    storage = larger
    head = 0
  }
}
