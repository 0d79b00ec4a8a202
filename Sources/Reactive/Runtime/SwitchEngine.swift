import Synchronization

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
  // @unchecked Sendable: `state` is guarded by `gate`, `spare` by `spareLock`; the rest is atomic
  @exclusivity(unchecked) @usableFromInline
  var state = SwitchStateMachine<Lifetime>()

  /// A child lifetime that an inner sequence completed on, unused and not disposed: the lifetime
  /// of the next inner sequence.
  @exclusivity(unchecked) @usableFromInline
  var spare: Lifetime?

  /// Guards ``spare``, which the outer sequence's thread keeps after a subscription without
  /// taking the gate.
  @usableFromInline
  let spareLock = Lock()

  /// The number of the inner sequence being subscribed to, negated once it has completed on the
  /// subscribing thread with nothing registered on its lifetime (its disposal is then left to
  /// ``outerNext(_:_:)``), or 0.
  ///
  /// Neither this nor ``spare`` is guarded by the gate: after the subscription returns, the outer
  /// sequence's thread must not wait for the gate, which another thread may hold while it delivers
  /// an element of an inner sequence into code that waits for the outer sequence's thread.
  @usableFromInline
  let subscribing = Atomic<Int>(0)

  /// The thread that subscribes to the inner sequence ``subscribing`` names.
  @usableFromInline
  let subscribingThread = Atomic<UInt>(0)

  @inlinable
  func outerNext<Value>(_ value: Value, _ selector: @escaping (Value) throws -> Observable<Element>)
  {
    let started: (source: Observable<Element>, inner: Lifetime, id: Int, previous: Lifetime?)? =
      gate.exclusively {
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
        return (source, inner, id, previous)
      }
    guard let started else { return }
    started.previous?.dispose()
    // An inner sequence's element can make the outer sequence send another one, whose inner
    // sequence is subscribed to inside this one's subscription: `enclosing` is restored after.
    let enclosing = subscribing.exchange(started.id, ordering: .relaxed)
    let enclosingThread = subscribingThread.exchange(currentThreadID(), ordering: .relaxed)
    started.source.run(innerObserver(started.inner, started.id), started.inner)
    subscribingThread.store(enclosingThread, ordering: .relaxed)
    if subscribing.exchange(enclosing, ordering: .relaxed) == -started.id {
      completedWhileSubscribing(started.inner)
    }
  }

  /// The inner sequence that ran on `inner` completed on this thread during its subscription,
  /// with nothing registered on `inner`; the state machine has let go of it, having handled the
  /// completion on this thread. Keeps `inner` as ``spare`` if it is still unused, disposes it
  /// otherwise.
  @inlinable
  func completedWhileSubscribing(_ inner: Lifetime) {
    let kept: Bool = spareLock.locked {
      guard spare == nil, !lifetime.isDisposed, !inner.isDisposed, inner.hasNeverHeldResources
      else { return false }
      spare = inner
      return true
    }
    if !kept { inner.dispose() }
  }

  /// Takes the spare lifetime, if there is one that is not disposed.
  @inlinable
  func takeSpare() -> Lifetime? {
    let taken: Lifetime? = spareLock.locked {
      let taken = spare
      spare = nil
      return taken
    }
    guard let taken, !taken.isDisposed else { return nil }
    return taken
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

  /// Inner sequence number `id` completes: returns whether that happens on the subscribing thread
  /// during its subscription with nothing registered on `inner`, and if so, leaves the disposal of
  /// `inner` to ``outerNext(_:_:)``, which may keep it as ``spare``. A lifetime that holds
  /// resources is disposed at once, as it is when the sequence completes later or elsewhere.
  @inlinable
  func completesWhileSubscribing(_ inner: Lifetime, _ id: Int) -> Bool {
    // Only this thread writes either atomic while it subscribes, so the loads see its own values.
    guard subscribingThread.load(ordering: .relaxed) == currentThreadID(),
      subscribing.load(ordering: .relaxed) == id, inner.hasNeverHeldResources
    else { return false }
    subscribing.store(-id, ordering: .relaxed)
    return true
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
