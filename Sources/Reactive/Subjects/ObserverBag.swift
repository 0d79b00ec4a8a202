/// The observers of a subject, in subscription order, with a cached snapshot for delivery.
///
/// A value type with no locking of its own: the owning subject guards it with its lock and
/// delivers to a snapshot outside that lock. Removals hand back what the bag let go of, so that the
/// owner releases it after leaving its lock: releasing an observer can run deinitializers that
/// call back into the subject, and the lock is not recursive.
@usableFromInline
struct ObserverBag<Element> {
  /// One subscribed observer and the lifetime that says whether it still wants events.
  @usableFromInline
  struct Entry {
    @usableFromInline
    let observer: EventHandler<Element>

    @usableFromInline
    let lifetime: Lifetime

    @inlinable
    init(observer: @escaping EventHandler<Element>, lifetime: Lifetime) {
      self.observer = observer
      self.lifetime = lifetime
    }
  }

  @usableFromInline
  var entries: [Int: Entry] = [:]

  @usableFromInline
  var nextKey = 0

  @usableFromInline
  var cachedSnapshot: ContiguousArray<Entry>? = ContiguousArray()

  @inlinable
  init() {}

  /// Whether no observer is subscribed.
  @inlinable
  var isEmpty: Bool {
    entries.isEmpty
  }

  /// Adds an observer and returns the key that removes it.
  @inlinable
  mutating func insert(_ observer: @escaping EventHandler<Element>, _ lifetime: Lifetime) -> Int {
    let key = nextKey
    nextKey += 1
    entries[key] = Entry(observer: observer, lifetime: lifetime)
    cachedSnapshot = nil
    return key
  }

  /// Removes the observer stored under `key`, if it is still there.
  ///
  /// - Returns: The removed observer and the snapshot that listed it, to release after unlocking.
  @inlinable
  mutating func remove(_ key: Int) -> (Entry?, ContiguousArray<Entry>?) {
    guard let removed = entries.removeValue(forKey: key) else { return (nil, nil) }
    defer { cachedSnapshot = nil }
    return (removed, cachedSnapshot)
  }

  /// Removes every observer.
  ///
  /// - Returns: The removed observers and their snapshot, to release after unlocking.
  @usableFromInline
  mutating func removeAll() -> ([Int: Entry], ContiguousArray<Entry>?) {
    defer {
      entries = [:]
      cachedSnapshot = ContiguousArray()
    }
    return (entries, cachedSnapshot)
  }

  /// The observers in subscription order; rebuilt only after a change.
  @inlinable
  mutating func snapshot() -> ContiguousArray<Entry> {
    if let cachedSnapshot { return cachedSnapshot }
    let ordered = ContiguousArray(entries.sorted { $0.key < $1.key }.lazy.map(\.value))
    cachedSnapshot = ordered
    return ordered
  }
}

extension ObserverBag {
  /// Sends `event` to every observer of `snapshot` that has not been disposed.
  @inlinable
  static func deliver(_ event: Event<Element>, to snapshot: ContiguousArray<Entry>) {
    for entry in snapshot where !entry.lifetime.isDisposed {
      entry.observer(event)
    }
  }
}

/// A subject that can forget one of its observers.
@usableFromInline
protocol ObserverRemoving: AnyObject {
  /// Forgets the observer stored under `key`.
  func removeObserver(_ key: Int)
}

/// The resource a subject subscription holds: disposing it unsubscribes the observer.
@usableFromInline
final class ObserverRemoval: Disposable {
  @usableFromInline
  weak var owner: (any ObserverRemoving)?

  @usableFromInline
  let key: Int

  @inlinable
  init(owner: any ObserverRemoving, key: Int) {
    self.owner = owner
    self.key = key
  }

  @usableFromInline
  func dispose() {
    owner?.removeObserver(key)
  }
}
