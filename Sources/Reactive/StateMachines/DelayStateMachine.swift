/// The events of one subscription to `delay` that wait to be sent, and where their delivery is.
///
/// One send at a time: a scheduled send delivers the oldest waiting event, then schedules the
/// next. An error is sent as soon as it arrives and drops what waits, unless a send is delivering
/// an event at that moment: it then follows that event, once the observer has returned.
@usableFromInline
enum DelayStateMachine<Element> {
  /// Waiting events, oldest first, with their arrival times.
  @usableFromInline
  typealias Waiting = FIFO<(arrival: RxTime, event: Event<Element>)>

  /// Nothing waits.
  case idle
  /// Events wait; the send of the oldest is scheduled in `send`.
  case scheduled(Waiting, send: SingleAssignmentDisposable)
  /// A send is delivering an event; these arrived after it.
  case sending(Waiting)
  /// A send is delivering an event and this error arrived meanwhile: it is sent next.
  case failing(any Error)
  /// A terminal event was sent or the subscription was disposed: nothing more is sent.
  case finished

  @usableFromInline
  enum Action {
    /// Schedule the next send into `slot`, `dueTime` after `arrival` (after now if `nil`); its
    /// start is reported with ``sendStarted()``.
    case scheduleSend(SingleAssignmentDisposable, arrival: RxTime?)
    /// Send `error` now, then cancel the scheduled send, if any.
    case fail(any Error, cancelling: SingleAssignmentDisposable?)
    /// Do nothing.
    case ignore
  }

  @usableFromInline
  enum SendAction {
    /// Deliver `event`, then report it with ``sendFinished(_:)``.
    case deliver(Event<Element>)
    /// Deliver nothing: the subscription ended before the send.
    case ignore
  }

  @inlinable
  init() {
    self = .idle
  }

  /// The source sent `event` at `now`.
  @inlinable
  mutating func eventArrived(_ event: Event<Element>, at now: RxTime) -> Action {
    if case .error(let error) = event { return errorArrived(error) }
    switch self {
    case .idle:
      var waiting = Waiting()
      waiting.append((now, event))
      let send = SingleAssignmentDisposable()
      self = .scheduled(waiting, send: send)
      return .scheduleSend(send, arrival: nil)
    case .scheduled(var waiting, let send):
      // Moved out first, so that appending does not copy the queue.
      self = .finished
      waiting.append((now, event))
      self = .scheduled(waiting, send: send)
      return .ignore
    case .sending(var waiting):
      self = .finished
      waiting.append((now, event))
      self = .sending(waiting)
      return .ignore
    case .failing, .finished:
      return .ignore
    }
  }

  @inlinable
  mutating func errorArrived(_ error: any Error) -> Action {
    switch self {
    case .idle:
      self = .finished
      return .fail(error, cancelling: nil)
    case .scheduled(_, let send):
      self = .finished
      return .fail(error, cancelling: send)
    case .sending:
      self = .failing(error)
      return .ignore
    case .failing, .finished:
      return .ignore
    }
  }

  /// A scheduled send starts: it delivers the oldest waiting event.
  @inlinable
  mutating func sendStarted() -> SendAction {
    guard case .scheduled(var waiting, _) = self else { return .ignore }
    self = .finished
    guard let (_, event) = waiting.popFirst() else {
      preconditionFailure(
        "DelayStateMachine.sendStarted: a send was scheduled with nothing waiting")
    }
    self = .sending(waiting)
    return .deliver(event)
  }

  /// The send has delivered `sent`.
  @inlinable
  mutating func sendFinished(_ sent: Event<Element>) -> Action {
    switch self {
    case .failing(let error):
      self = .finished
      return .fail(error, cancelling: nil)
    case .sending(let waiting):
      if sent.isStopEvent {
        self = .finished
        return .ignore
      }
      guard let (arrival, _) = waiting.first else {
        self = .idle
        return .ignore
      }
      let send = SingleAssignmentDisposable()
      self = .scheduled(waiting, send: send)
      return .scheduleSend(send, arrival: arrival)
    case .finished:
      return .ignore
    case .idle, .scheduled:
      preconditionFailure("DelayStateMachine.sendFinished: no send was delivering")
    }
  }

}

extension DelayStateMachine: DisposableStateMachine {
  /// The subscription was disposed: returns the scheduled send to cancel, if any.
  @inlinable
  mutating func disposed() -> (any Disposable)? {
    defer { self = .finished }
    guard case .scheduled(_, let send) = self else { return nil }
    return send
  }
}
