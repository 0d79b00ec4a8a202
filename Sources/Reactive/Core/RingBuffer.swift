/// A first-in first-out queue of elements in a circular array.
///
/// Appending and removing are O(1) and allocate only when the queue grows beyond its capacity, so
/// a queue of events costs nothing per element in the steady state. Removed elements are released
/// at once. A value type with no locking of its own: each owner guards it with its own lock.
///
/// - Complexity: `append` is amortized O(1); `removeFirst` is O(1).
@usableFromInline
struct RingBuffer<Element> {
  @usableFromInline
  var slots: ContiguousArray<Element?> = []

  @usableFromInline
  var head = 0

  @usableFromInline
  var count = 0

  @inlinable
  init() {}

  /// Whether the queue holds no element.
  @inlinable
  var isEmpty: Bool {
    count == 0
  }

  /// Appends `element` after the newest one.
  @inlinable
  mutating func append(_ element: Element) {
    if count == slots.count { grow() }
    var tail = head &+ count
    if tail >= slots.count { tail &-= slots.count }
    slots[tail] = element
    count &+= 1
  }

  /// Removes and returns the oldest element, or `nil` if the queue is empty.
  @inlinable
  mutating func removeFirst() -> Element? {
    if count == 0 { return nil }
    let element = slots[head]
    slots[head] = nil
    head &+= 1
    if head == slots.count { head = 0 }
    count &-= 1
    return element
  }

  @usableFromInline
  mutating func grow() {
    var grown = ContiguousArray<Element?>(repeating: nil, count: Swift.max(4, slots.count * 2))
    var index = head
    for position in 0..<count {
      grown[position] = slots[index]
      index += 1
      if index == slots.count { index = 0 }
    }
    slots = grown
    head = 0
  }
}
