/// The observers of a subject, in RxSwift's delivery order, with a cached snapshot for delivery.
///
/// RxSwift's bag keeps its first observer in a slot of its own, which the next subscriber takes
/// once it is free, and delivers to it first, then to the others in subscription order: subscribe
/// A and B, dispose A, subscribe C, and C receives before B. The bag keeps that order. (Beyond
/// 31 observers held at once, RxSwift's order is a dictionary's; any order then matches it.)
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

  /// A place in ``slots``: an observer, or a free place waiting for the next one.
  @usableFromInline
  struct Slot {
    @usableFromInline
    var entry: Entry?

    /// The key the observer was registered under; a removal must name it.
    @usableFromInline
    var key = -1

    /// The neighbours in subscription order while occupied; `next` links the free places.
    @usableFromInline
    var previous: Int32 = -1

    @usableFromInline
    var next: Int32 = -1

    @inlinable
    init() {}
  }

  /// What ``removeAll()`` lets go of.
  @usableFromInline
  typealias Removed = ContiguousArray<Slot>

  /// The observers, each where its key says, linked in subscription order; freed places are
  /// reused. A removal finds its observer by the key alone, without hashing, and unlinks it.
  @usableFromInline
  var slots = ContiguousArray<Slot>()

  @usableFromInline
  var first: Int32 = -1

  @usableFromInline
  var last: Int32 = -1

  @usableFromInline
  var firstFree: Int32 = -1

  /// The place of the observer in RxSwift's first slot, delivered to first; -1 while it is free.
  @usableFromInline
  var zeroth: Int32 = -1

  @usableFromInline
  var count = 0

  /// Counts insertions; with the slot's index in the low 32 bits of a key, 31 bits of the count
  /// in the high ones make every key distinct from the 2³¹ keys before it, so a
  /// stale removal finds its place taken by another key and changes nothing.
  @usableFromInline
  var insertions: UInt32 = 0

  @usableFromInline
  var cachedSnapshot: ContiguousArray<Entry>? = ContiguousArray()

  @inlinable
  init() {}

  /// Whether no observer is subscribed.
  @inlinable
  var isEmpty: Bool {
    count == 0
  }

  /// Adds an observer and returns the key that removes it.
  @inlinable
  mutating func insert(
    _ observer: consuming @escaping EventHandler<Element>, _ lifetime: Lifetime
  ) -> Int {
    let index: Int32
    if firstFree >= 0 {
      index = firstFree
      firstFree = slots[Int(index)].next
    } else {
      index = Int32(truncatingIfNeeded: slots.count)
      precondition(index >= 0, "too many observers")
      slots.append(Slot())
    }
    insertions &+= 1
    // Never negative: a subscription's lifetime takes a negative key for "no registration".
    let key = Int(insertions & 0x7FFF_FFFF) << 32 | Int(index)
    // Stored outside the closure below, which would capture the observer and copy it.
    slots[Int(index)].entry = Entry(observer: observer, lifetime: lifetime)
    slots.withUnsafeMutableBufferPointer { slots in
      slots[Int(index)].key = key
      if zeroth < 0 {
        // The first slot is free: the newcomer takes it, at the head of the order.
        slots[Int(index)].previous = -1
        slots[Int(index)].next = first
        if first >= 0 { slots[Int(first)].previous = index } else { last = index }
        first = index
        zeroth = index
      } else {
        slots[Int(index)].previous = last
        slots[Int(index)].next = -1
        slots[Int(last)].next = index
        last = index
      }
    }
    count += 1
    cachedSnapshot = nil
    return key
  }

  /// Removes the observer stored under `key`, if it is still there.
  ///
  /// - Returns: The removed observer and the snapshot that listed it, to release after unlocking.
  @inlinable
  mutating func remove(_ key: Int) -> (Entry?, ContiguousArray<Entry>?) {
    let index = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: key))
    guard index < slots.count, slots[index].key == key else { return (nil, nil) }
    let removed = slots.withUnsafeMutableBufferPointer { slots in
      let (previous, next) = (slots[index].previous, slots[index].next)
      if previous >= 0 { slots[Int(previous)].next = next } else { first = next }
      if next >= 0 { slots[Int(next)].previous = previous } else { last = previous }
      slots[index].key = -1
      slots[index].next = firstFree
      if zeroth == Int32(truncatingIfNeeded: index) { zeroth = -1 }
      defer { slots[index].entry = nil }
      return slots[index].entry
    }
    firstFree = Int32(truncatingIfNeeded: index)
    count -= 1
    defer { cachedSnapshot = nil }
    return (removed, cachedSnapshot)
  }

  /// Removes every observer.
  ///
  /// - Returns: The removed observers and their snapshot, to release after unlocking.
  @usableFromInline
  mutating func removeAll() -> (Removed, ContiguousArray<Entry>?) {
    defer {
      slots = []
      first = -1
      last = -1
      firstFree = -1
      zeroth = -1
      count = 0
      cachedSnapshot = ContiguousArray()
    }
    return (slots, cachedSnapshot)
  }

  /// The observers in subscription order; rebuilt only after a change.
  @inlinable
  mutating func snapshot() -> ContiguousArray<Entry> {
    if let cachedSnapshot { return cachedSnapshot }
    var ordered = ContiguousArray<Entry>()
    ordered.reserveCapacity(count)
    slots.withUnsafeBufferPointer { slots in
      var index = first
      while index >= 0 {
        if let entry = slots[Int(index)].entry { ordered.append(entry) }
        index = slots[Int(index)].next
      }
    }
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

  /// Makes `lifetime` remove the observer stored under `key` when it is disposed.
  func registerRemoval(of key: Int, in lifetime: Lifetime)
}

/// An owner of observers that lets go of them itself (when it terminates, is disposed or is
/// deinitialized by whoever owns it), and so may be held strongly by its subscriptions' lifetimes
/// until they are disposed, as their attachment. A shared sequence is one that nobody else need
/// hold: it lives as long as the subscriptions registered with it, so, as in RxSwift, a
/// subscription to one that never ends and is never disposed keeps it.
@usableFromInline
class ObserverRegistrar: LifetimeAttachment, ObserverRemoving, @unchecked Sendable {
  // @unchecked Sendable: no state; subclasses guard theirs with their own lock

  /// Forgets the observer stored under `key`: the entry a disposed lifetime detaches.
  @usableFromInline
  final func removeObserver(_ key: Int) {
    detach(key)
  }

  /// Attaches the registration to the lifetime, which holds this owner until it is disposed;
  /// in a removal token of its own, which holds this owner as strongly, when the lifetime's
  /// attachment slot cannot take it.
  @usableFromInline
  func registerRemoval(of key: Int, in lifetime: Lifetime) {
    if !lifetime.attach(self, key: key) {
      lifetime.add(HeldObserverRemoval(owner: self, key: key))
    }
  }
}

/// The removal of an observer registered with an ``ObserverRegistrar``, kept in a lifetime's
/// resources: it holds the owner until the lifetime, which disposes it once, lets go of it, as the
/// lifetime's attachment slot does.
@usableFromInline
final class HeldObserverRemoval: Disposable, Sendable {
  private let owner: ObserverRegistrar
  private let key: Int

  @usableFromInline
  init(owner: ObserverRegistrar, key: Int) {
    self.owner = owner
    self.key = key
  }

  @usableFromInline
  func dispose() {
    owner.removeObserver(key)
  }
}
