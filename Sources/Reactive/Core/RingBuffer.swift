/// A first-in first-out buffer of elements in a circular array.
///
/// Appending and removing at either end are O(1) and allocate only when the buffer grows beyond
/// its capacity, so a queue of events or a bounded replay buffer costs nothing per element in the
/// steady state. Removed elements are released at once. A value type with no locking of its own:
/// each owner guards it with its own lock.
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

  /// Whether the buffer holds no element.
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

  /// Appends `element`, dropping the oldest element if the buffer already holds `limit`; pass the
  /// same `limit` on every call.
  ///
  /// A `limit` of zero keeps nothing.
  ///
  /// - Returns: The element dropped to make room (`element` itself for a zero limit), so that the
  ///   caller can release it after leaving its lock.
  @inlinable
  @discardableResult
  mutating func append(_ element: Element, limit: Int) -> Element? {
    if limit <= 0 { return element }
    if count < limit {
      append(element)
      return nil
    }
    // Full: the newest element takes the oldest one's place; when every slot is in use, that is
    // the same slot.
    var tail = head &+ count
    if tail >= slots.count { tail &-= slots.count }
    var displaced: Element? = element
    swap(&slots[head], &displaced)
    if tail != head { slots.swapAt(head, tail) }
    head &+= 1
    if head == slots.count { head = 0 }
    return displaced
  }

  /// Removes and returns the oldest element, or `nil` if the buffer is empty.
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

  /// The elements, oldest first.
  @inlinable
  var elements: ContiguousArray<Element> {
    var result = ContiguousArray<Element>()
    result.reserveCapacity(count)
    var index = head
    for _ in 0..<count {
      if let element = slots[index] { result.append(element) }
      index &+= 1
      if index == slots.count { index = 0 }
    }
    return result
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
