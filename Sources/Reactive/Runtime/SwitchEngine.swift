/// One subscription to `flatMapLatest` or `switchLatest`: the shell that runs a
/// ``SwitchStateMachine``.
///
/// Each inner sequence runs on a child lifetime, which the engine disposes when the next one
/// arrives (outside the gate, before subscribing to the next) or when it completes. At each event
/// the engine takes its ``DeliveryGate``, asks the state machine what to do and does it;
/// deliveries happen inside the gate, which serializes them.
///
/// An inner sequence that completes during its own subscription without having registered
/// anything on its lifetime (`just`, `from`, `empty`, a completed subject…) leaves that lifetime
/// as good as new: nothing holds resources on it and it is still a child of the subscription's
/// lifetime. The engine keeps it as ``spare`` and runs the next inner sequence on it, instead of
/// disposing it and making another child for every element.
@usableFromInline
final class SwitchEngine<Element>: EngineShell<Element>, FlatteningEngine, @unchecked Sendable {
  // @unchecked Sendable: `state`, `spare` and `subscribing` are guarded by `gate`
  @exclusivity(unchecked) @usableFromInline
  var state = SwitchStateMachine<Lifetime>()

  /// A child lifetime that an inner sequence completed on, unused and not disposed: the lifetime
  /// of the next inner sequence.
  @exclusivity(unchecked) @usableFromInline
  var spare: Lifetime?

  /// The inner sequence being subscribed to (0 when none is), and whether it has completed, in
  /// which case the engine, not the inner observer, decides after the subscription whether to
  /// dispose its lifetime or keep it as ``spare``.
  @exclusivity(unchecked) @usableFromInline
  var subscribing = Subscribing(id: 0, completed: false)

  /// See ``subscribing``.
  @usableFromInline
  struct Subscribing {
    @usableFromInline
    var id: Int

    @usableFromInline
    var completed: Bool

    @inlinable
    init(id: Int, completed: Bool) {
      self.id = id
      self.completed = completed
    }
  }

  @inlinable
  func outerNext<Value>(_ value: Value, _ selector: @escaping (Value) throws -> Observable<Element>)
  {
    typealias Started = (
      source: Observable<Element>, inner: Lifetime, id: Int, previous: Lifetime?,
      enclosing: Subscribing
    )
    let started: Started? = gate.exclusively {
      if lifetime.isDisposed || state.isFinished { return nil }
      let source: Observable<Element>
      do {
        source = try selector(value)
      } catch {
        fail(error)
        return nil
      }
      let inner = takeSpare() ?? lifetime.makeChild()
      guard let (id, previous) = state.innerStarted(inner) else { return nil }
      // An inner sequence's element can make the outer sequence send another one, whose inner
      // sequence is subscribed to inside this one's subscription: `enclosing` is restored after.
      let enclosing = subscribing
      subscribing = Subscribing(id: id, completed: false)
      return (source, inner, id, previous, enclosing)
    }
    guard let started else { return }
    started.previous?.dispose()
    started.source.run(innerObserver(started.inner, started.id), started.inner)
    let disposeInner: Bool = gate.exclusively {
      let completed = subscribing.completed
      subscribing = started.enclosing
      guard completed else { return false }
      if spare == nil && !lifetime.isDisposed && !started.inner.isDisposed
        && started.inner.hasNeverHeldResources
      {
        spare = started.inner
        return false
      }
      return true
    }
    if disposeInner { started.inner.dispose() }
  }

  /// Under the gate: the spare lifetime, if there is one that is not disposed.
  @inlinable
  func takeSpare() -> Lifetime? {
    guard let taken = spare else { return nil }
    spare = nil
    return taken.isDisposed ? nil : taken
  }

  @inlinable
  func innerObserver(_ inner: Lifetime, _ id: Int) -> EventHandler<Element> {
    { event in
      if event.isCompleted && !self.completesWhileSubscribing(inner, id) { inner.dispose() }
      self.gate.exclusively {
        if self.lifetime.isDisposed { return }
        switch self.state.innerSent(event, from: id) {
        case .ignore, .wait: break
        case .deliver: self.observer(event)
        case .complete: self.observer(.completed)
        }
      }
    }
  }

  /// Inner sequence number `id` completes: returns whether that happens during its subscription
  /// with nothing registered on `inner`, and if so, leaves the disposal of `inner` to
  /// ``outerNext(_:_:)``, which may keep it as ``spare``. A lifetime that holds resources is
  /// disposed at once, as it is when the sequence completes later.
  @inlinable
  func completesWhileSubscribing(_ inner: Lifetime, _ id: Int) -> Bool {
    gate.exclusively {
      guard subscribing.id == id, inner.hasNeverHeldResources else { return false }
      subscribing.completed = true
      return true
    }
  }

  @inlinable
  func outerFailed(_ error: Swift.Error) {
    gate.exclusively { fail(error) }
  }

  @inlinable
  func outerCompleted() {
    gate.exclusively {
      if state.outerCompleted() { emit(.completed) }
    }
  }

  /// Under the gate: sends `error` unless a terminal event was sent.
  @inlinable
  func fail(_ error: Swift.Error) {
    if state.fail() { emit(.error(error)) }
  }
}
