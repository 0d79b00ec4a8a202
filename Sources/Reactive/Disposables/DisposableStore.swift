/// Keyed storage for disposables that are disposed together, in insertion order.
///
/// A value type with no locking of its own: each owner guards it with its own lock. The first two
/// entries are stored inline, so the common cases allocate and hash nothing: one resource, or
/// a source's subscription and the child lifetime of the inner sequence that `flatMapLatest`
/// replaces at every element.
@usableFromInline
struct DisposableStore {
  private var nextKey = 0
  private var firstKey = -1
  private var first: (any Disposable)?
  private var secondKey = -1
  private var second: (any Disposable)?
  // `Dictionary()` takes the shared empty storage inline; `[:]` calls the literal initializer.
  private var rest: [Int: any Disposable] = Dictionary()

  @usableFromInline
  init() {}

  /// Whether nothing is stored.
  ///
  /// A mutating getter, so that reading it from a class's stored property accesses the store in
  /// place: a plain getter made the owning `Lifetime` copy the whole store out, and destroy the
  /// copy, through value witnesses. It tests the keys rather than the slots, whose tests would
  /// copy the optional existentials out.
  @usableFromInline
  var isEmpty: Bool {
    mutating get {
      firstKey < 0 && secondKey < 0 && rest.isEmpty
    }
  }

  /// The number of stored disposables.
  var count: Int {
    (first == nil ? 0 : 1) + (second == nil ? 0 : 1) + rest.count
  }

  /// Stores `disposable` and returns the key that removes it.
  @usableFromInline
  mutating func insert(_ disposable: any Disposable) -> Int {
    let key = nextKey
    nextKey += 1
    if first == nil {
      first = disposable
      firstKey = key
    } else if second == nil {
      second = disposable
      secondKey = key
    } else {
      rest[key] = disposable
    }
    return key
  }

  /// Removes and returns the disposable stored under `key`, if it is still there.
  @usableFromInline
  mutating func remove(_ key: Int) -> (any Disposable)? {
    if key == firstKey, let removed = first {
      first = nil
      firstKey = -1
      return removed
    }
    if key == secondKey, let removed = second {
      second = nil
      secondKey = -1
      return removed
    }
    return rest.removeValue(forKey: key)
  }

  /// Empties the store and returns what it held, in insertion order.
  @usableFromInline
  mutating func removeAll() -> DisposableStore {
    let all = self
    self = DisposableStore()
    // Keys are never handed out twice, so a key from before cannot remove a later entry.
    nextKey = all.nextKey
    return all
  }

  /// Disposes every stored disposable, in insertion order.
  @usableFromInline
  func disposeAll() {
    guard !rest.isEmpty else {
      // An empty slot's key is -1. Testing the keys rather than the slots copies no existential
      // out of an empty slot.
      if secondKey >= 0 && secondKey < firstKey {
        second?.dispose()
        first?.dispose()
        return
      }
      if firstKey >= 0 { first?.dispose() }
      if secondKey >= 0 { second?.dispose() }
      return
    }
    var all = rest.map { (key: $0.key, disposable: $0.value) }
    if let first { all.append((firstKey, first)) }
    if let second { all.append((secondKey, second)) }
    all.sort { $0.key < $1.key }
    for entry in all {
      entry.disposable.dispose()
    }
  }
}
