/// The elements one source of a combining operator has sent and not yet used, of its own type.
///
/// Used only under the gate of the sink it belongs to. Zip's queue is a ring of its own rather
/// than a ``FIFO``: a value type checks its storage's uniqueness on every append and removal,
/// which a queue owned by one object and touched under one gate does not need.
@usableFromInline
final class CombiningSlot<Value> {
  @usableFromInline
  let mode: CombiningMode

  @exclusivity(unchecked) @usableFromInline
  var latest: Value?

  /// Zip's queue: `count` elements from `head` in a ring of `capacity` places, a power of two
  /// so that positions wrap with a mask; allocated by the first element queued.
  @exclusivity(unchecked) @usableFromInline
  var ring: UnsafeMutablePointer<Value>?

  @exclusivity(unchecked) @usableFromInline
  var capacity = 0

  @exclusivity(unchecked) @usableFromInline
  var head = 0

  @exclusivity(unchecked) @usableFromInline
  var count = 0

  @inlinable
  init(_ mode: CombiningMode) {
    self.mode = mode
  }

  deinit {
    guard let ring else { return }
    for offset in 0..<count { (ring + ((head + offset) & (capacity - 1))).deinitialize(count: 1) }
    ring.deallocate()
  }

  /// Keeps `value` as the latest element, or queues it for zipping.
  @inlinable
  func store(_ value: Value) {
    if mode.queues {
      if count == capacity { grow() }
      (ring.unsafelyUnwrapped + ((head + count) & (capacity - 1))).initialize(to: value)
      count += 1
    } else {
      latest = value
    }
  }

  /// The element to combine: the latest one, or the oldest queued one, which is removed.
  ///
  /// The sink calls this only when every slot holds an element.
  @inlinable @inline(__always)
  func take() -> Value {
    guard mode.queues else { return latest.unsafelyUnwrapped }
    let value = (ring.unsafelyUnwrapped + head).move()
    head = (head + 1) & (capacity - 1)
    count -= 1
    return value
  }

  /// Doubles the ring, keeping the order.
  @usableFromInline
  func grow() {
    let largerCapacity = Swift.max(4, capacity * 2)
    let larger = UnsafeMutablePointer<Value>.allocate(capacity: largerCapacity)
    if let ring {
      for offset in 0..<count {
        (larger + offset).moveInitialize(from: ring + ((head + offset) & (capacity - 1)), count: 1)
      }
      ring.deallocate()
    }
    ring = larger
    capacity = largerCapacity
    head = 0
  }
}

// One subscription to `combineLatest` or `zip`, whatever the number and the types of the
// sources. Each source stores its elements in a typed `CombiningSlot` that the typed operator
// made, and `makeResult`, also made by the operator, takes one element from every slot and
// applies the result selector. Deliveries happen inside the gate, so the state is consistent
// before each one, and an element the observer sends back into a source is handled at once,
// nested. Every source runs on a child lifetime, disposed when it completes; disposing the
// subscription disposes them all.
extension Sink where Machine == CombiningStateMachine {
  /// Subscribes to the source at `index` on a child lifetime, storing its elements in `slot`;
  /// `makeResult` takes one element from every slot and combines them, under the gate.
  @inlinable
  func subscribe<Value>(
    _ source: Observable<Value>, at index: Int, into slot: CombiningSlot<Value>,
    _ makeResult: @escaping () throws -> Element
  ) {
    // Subscribed even once the result has ended, and disposed at once, as RxSwift subscribes every
    // source of its combining operators.
    let child = lifetime.makeChild()
    source.run(
      { event in
        switch event {
        case .next(let value):
          self.exclusively {
            if self.lifetime.isDisposed || self.machine.isFinished { return }
            slot.store(value)
            switch self.machine.elementStored(at: index) {
            case .ignore: break
            case .combine: self.combineAndSend(makeResult)
            case .complete: self.finish(.completed)
            }
          }
        case .error(let error):
          self.exclusively {
            if self.machine.failed() == .finish { self.finish(.error(error)) }
          }
        case .completed:
          child.dispose()
          self.exclusively {
            if self.machine.completed(at: index) == .finish { self.finish(.completed) }
          }
        }
      }, child)
  }

  /// Under the gate: takes an element from every slot and sends their combination, or the error
  /// the result selector throws.
  @inlinable
  func combineAndSend(_ makeResult: () throws -> Element) {
    let result: Element
    do {
      result = try makeResult()
    } catch {
      if machine.failed() == .finish { finish(.error(error)) }
      return
    }
    send(result)
  }

  /// Finishes a subscription to no sources at all, as RxSwift does: `combineLatest` sends the
  /// combination of no elements and completes, `zip` just completes.
  @inlinable
  func finishWithoutSources(_ makeResult: () throws -> Element) {
    exclusively {
      if case .latest = machine.mode { combineAndSend(makeResult) }
      if machine.failed() == .finish, !lifetime.isDisposed { observer(.completed) }
    }
  }
}

// The producers for two to eight sources of their own types are generated, in
// `Generated/ObservableType+Combining.swift`.
extension ObservableType {
  /// Makes a `Producer` that runs a combining sink in `mode` over the sources of a
  /// collection.
  @inlinable
  static func combining<Sources: Collection>(
    _ mode: CombiningMode, _ sources: Sources,
    _ resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
  ) -> Observable<Element> where Sources.Element: ObservableType {
    let sources = sources.map { $0.asObservable() }
    return Producer { observer, lifetime in
      let slots = sources.map { _ in CombiningSlot<Sources.Element.Element>(mode) }
      let sink = Sink(
        CombiningStateMachine(mode, arity: sources.count), observer: observer, lifetime: lifetime)
      let makeResult = { try resultSelector(slots.map { $0.take() }) }
      if sources.isEmpty { sink.finishWithoutSources(makeResult) }
      for (index, source) in sources.enumerated() {
        sink.subscribe(source, at: index, into: slots[index], makeResult)
      }
    }
  }
}
