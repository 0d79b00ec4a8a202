/// The elements one source of a combining operator has sent and not yet used, of its own type.
///
/// Used only under the gate of the ``CombiningEngine`` it belongs to.
@usableFromInline
final class CombiningSlot<Value> {
  @usableFromInline
  let mode: CombiningMode

  @exclusivity(unchecked) @usableFromInline
  var latest: Value?

  @exclusivity(unchecked) @usableFromInline
  var buffer = FIFO<Value>()

  @inlinable
  init(_ mode: CombiningMode) {
    self.mode = mode
  }

  /// Keeps `value` as the latest element, or queues it for zipping.
  @inlinable
  func store(_ value: Value) {
    if mode.queues {
      buffer.append(value)
    } else {
      latest = value
    }
  }

  /// The element to combine: the latest one, or the oldest queued one, which is removed.
  ///
  /// The engine calls this only when every slot holds an element.
  @inlinable
  func take() -> Value {
    mode.queues ? buffer.popFirst().unsafelyUnwrapped : latest.unsafelyUnwrapped
  }
}

/// One subscription to `combineLatest` or `zip`, whatever the number and the types of the
/// sources: the shell that runs a ``CombiningStateMachine``.
///
/// Each source stores its elements in a typed ``CombiningSlot`` that the typed operator made, and
/// `makeResult`, also made by the operator, takes one element from every slot and applies the
/// result selector. At each event the engine takes its ``DeliveryGate``, asks the state machine
/// what to do, and does it: combines and sends, completes or fails. Deliveries happen inside the
/// gate, which serializes them; so the state is consistent before each one, and an element the
/// observer sends back into a source is handled at once, nested.
///
/// Every source runs on a child lifetime, disposed when it completes; disposing the subscription
/// disposes them all.
@usableFromInline
final class CombiningEngine<Result>: EngineShell<Result>, @unchecked Sendable {
  // @unchecked Sendable: `state` and the slots read by `makeResult` are guarded by `gate`
  /// Takes one element from every slot and combines them; called under the gate.
  @usableFromInline
  let makeResult: () throws -> Result

  @exclusivity(unchecked) @usableFromInline
  var state: CombiningStateMachine

  @inlinable
  init(
    _ mode: CombiningMode, arity: Int, observer: @escaping EventHandler<Result>, lifetime: Lifetime,
    makeResult: @escaping () throws -> Result
  ) {
    self.makeResult = makeResult
    state = CombiningStateMachine(mode, arity: arity)
    super.init(observer: observer, lifetime: lifetime)
  }

  /// Subscribes to the source at `index` on a child lifetime, storing its elements in `slot`.
  @inlinable
  func subscribe<Value>(_ source: Observable<Value>, at index: Int, into slot: CombiningSlot<Value>)
  {
    // Subscribed even once the result has ended, and disposed at once, as RxSwift subscribes every
    // source of its combining operators.
    let child = lifetime.makeChild()
    source.run(
      { event in
        switch event {
        case .next(let value):
          self.gate.exclusively {
            if self.lifetime.isDisposed || self.state.isFinished { return }
            slot.store(value)
            switch self.state.elementStored(at: index) {
            case .none: break
            case .combine: self.combineAndSend()
            case .complete: self.end(.completed)
            }
          }
        case .error(let error):
          self.gate.exclusively {
            if self.state.finish() { self.end(.error(error)) }
          }
        case .completed:
          child.dispose()
          self.gate.exclusively {
            if self.state.completed(at: index) { self.end(.completed) }
          }
        }
      }, child)
  }

  /// Under the gate: takes an element from every slot and sends their combination, or the error
  /// the result selector throws.
  @inlinable
  func combineAndSend() {
    let result: Result
    do {
      result = try makeResult()
    } catch {
      if state.finish() { end(.error(error)) }
      return
    }
    emit(.next(result))
  }

  /// Finishes a subscription to no sources at all, as RxSwift does: `combineLatest` sends the
  /// combination of no elements and completes, `zip` just completes.
  @inlinable
  func finishWithoutSources() {
    gate.exclusively {
      if case .latest = state.mode { combineAndSend() }
      if state.finish() { emit(.completed) }
    }
  }
}

// The producers for two to eight sources of their own types are generated, in
// `Generated/ObservableType+Combining.swift`.
extension ObservableType {
  /// Makes a `Producer` that runs a ``CombiningEngine`` in `mode` over the sources of a
  /// collection.
  @inlinable
  static func combining<Sources: Collection>(
    _ mode: CombiningMode, _ sources: Sources,
    _ resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
  ) -> Observable<Element> where Sources.Element: ObservableType {
    let sources = sources.map { $0.asObservable() }
    return Producer { observer, lifetime in
      let slots = sources.map { _ in CombiningSlot<Sources.Element.Element>(mode) }
      let engine = CombiningEngine(
        mode, arity: sources.count, observer: observer, lifetime: lifetime
      ) {
        try resultSelector(slots.map { $0.take() })
      }
      if sources.isEmpty { engine.finishWithoutSources() }
      for (index, source) in sources.enumerated() {
        engine.subscribe(source, at: index, into: slots[index])
      }
    }
  }
}
