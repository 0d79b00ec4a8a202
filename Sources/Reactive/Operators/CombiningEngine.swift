/// Which elements a combining operator pairs up.
@usableFromInline
enum CombiningMode {
  /// The latest element of every source (`combineLatest`).
  case latest
  /// The oldest unused element of every source (`zip`).
  case zip
}

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
    switch mode {
    case .latest: latest = value
    case .zip: buffer.append(value)
    }
  }

  /// The element to combine: the latest one, or the oldest queued one, which is removed.
  ///
  /// The engine calls this only when every slot holds an element.
  @inlinable
  func take() -> Value {
    switch mode {
    case .latest: return latest.unsafelyUnwrapped
    case .zip: return buffer.popFirst().unsafelyUnwrapped
    }
  }
}

/// The state of one subscription to `combineLatest` or `zip`, whatever the number and the types
/// of the sources.
///
/// The engine knows the sources only by index: each one stores its elements in a typed
/// ``CombiningSlot`` that the typed operator made, and `makeResult`, also made by the operator,
/// takes one element from every slot and applies the result selector. The engine counts what each
/// slot holds and decides when to combine and when to complete:
///
/// - It combines when every source holds an element: with `.latest`, once every source has sent
///   something, then on every element; with `.zip`, whenever every queue is non-empty.
/// - It completes when every source has completed, or, as RxSwift's sinks do, when a source sends
///   an element that cannot be combined yet while every other source has completed. A source
///   that completes holding nothing does not end it by itself.
/// - The first error, from a source or the result selector, ends everything.
///
/// Every source runs on a child lifetime, disposed when it completes; disposing the subscription
/// disposes them all. Events are delivered one at a time through the gate of ``SerialSink``.
@usableFromInline
final class CombiningEngine<Result>: SerialSink<Result>, @unchecked Sendable {
  // @unchecked Sendable: `held`, `holding`, `done`, `doneCount` and the slots read by `makeResult`
  // are guarded by `gate`
  @usableFromInline
  let mode: CombiningMode

  /// Takes one element from every slot and combines them; called under the gate.
  @usableFromInline
  let makeResult: () throws -> Result

  /// The number of elements each source's slot holds (at most 1 with `.latest`).
  @exclusivity(unchecked) @usableFromInline
  var held: [Int]

  /// The number of sources whose slot holds an element.
  @exclusivity(unchecked) @usableFromInline
  var holding = 0

  @exclusivity(unchecked) @usableFromInline
  var done: [Bool]

  @exclusivity(unchecked) @usableFromInline
  var doneCount = 0

  @inlinable
  init(
    _ mode: CombiningMode, arity: Int, observer: @escaping Sink<Result>, lifetime: Lifetime,
    makeResult: @escaping () throws -> Result
  ) {
    self.mode = mode
    self.makeResult = makeResult
    held = Array(repeating: 0, count: arity)
    done = Array(repeating: false, count: arity)
    super.init(observer: observer, lifetime: lifetime)
  }

  /// Subscribes to the source at `index` on a child lifetime, storing its elements in `slot`.
  @inlinable
  func subscribe<Value>(_ source: Observable<Value>, at index: Int, into slot: CombiningSlot<Value>)
  {
    if lifetime.isDisposed { return }
    let child = lifetime.makeChild()
    source.run(
      { event in
        switch event {
        case .next(let value):
          self.gate.run {
            if !self.isActive { return }
            slot.store(value)
            self.received(at: index)
          }
        case .error(let error):
          self.forward(.error(error))
        case .completed:
          child.dispose()
          self.gate.run { self.completed(at: index) }
        }
      }, child)
  }

  /// Under the gate, after the source at `index` stored an element: combines if every source
  /// holds one.
  @inlinable
  func received(at index: Int) {
    if held[index] == 0 { holding += 1 }
    switch mode {
    case .latest: held[index] = 1
    case .zip: held[index] += 1
    }
    if holding < held.count {
      // No combination can ever include this element once every other source has completed.
      if doneCount - (done[index] ? 1 : 0) == held.count - 1 { stop(.completed) }
      return
    }
    // Counts drop before `makeResult` runs: the selector may re-enter with another element.
    if case .zip = mode {
      for source in held.indices {
        held[source] -= 1
        if held[source] == 0 { holding -= 1 }
      }
    }
    let result: Result
    do {
      result = try makeResult()
    } catch {
      stop(.error(error))
      return
    }
    send(result)
  }

  /// Under the gate, after the source at `index` completed: completes once every source has.
  @inlinable
  func completed(at index: Int) {
    if stopped || done[index] { return }
    done[index] = true
    doneCount += 1
    if doneCount == done.count { stop(.completed) }
  }

  /// Finishes a subscription to no sources at all, as RxSwift does: `combineLatest` sends the
  /// combination of no elements and completes, `zip` just completes.
  @inlinable
  func finishWithoutSources() {
    gate.run {
      if case .latest = mode {
        do {
          send(try makeResult())
        } catch {
          stop(.error(error))
          return
        }
      }
      stop(.completed)
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
