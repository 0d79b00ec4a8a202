/// The events of one subscription to `observe(on:)` that wait for their delivery on the
/// scheduler, and the delivery action that sends them, one event per action, one action at a
/// time.
@usableFromInline
enum ObserveOnStateMachine<Element> {
  /// No delivery action is under way; `drain` is the latest one, kept to cancel at disposal.
  case idle(drain: (any Disposable)?)
  /// A delivery action is scheduled or running; `waiting` are the events it has yet to send,
  /// oldest first.
  case delivering(FIFO<Event<Element>>, drain: (any Disposable)?)
  /// The subscription was disposed: the waiting events are dropped and nothing more is sent.
  case disposed

  @usableFromInline
  enum EventAction {
    /// Schedule a delivery action; report it with ``deliveryScheduled(_:)``.
    case scheduleDelivery
    /// Nothing: the action under way sends the event, or the subscription was disposed.
    case ignore
  }

  @usableFromInline
  enum DeliveryAction {
    /// Deliver `event`, then report it with ``eventDelivered(_:)``.
    case deliver(Event<Element>)
    /// Deliver nothing: no event waits, or the subscription was disposed.
    case ignore
  }

  @usableFromInline
  enum NextAction {
    /// Let the delivery action run again for the next waiting event.
    case deliverNext
    /// Stop: nothing waits, or the delivered event was terminal.
    case stop
  }

  @inlinable
  init() {
    self = .idle(drain: nil)
  }

  /// The source sent `event`.
  @inlinable
  mutating func eventArrived(_ event: Event<Element>) -> EventAction {
    switch self {
    case .idle(let drain):
      var waiting = FIFO<Event<Element>>()
      waiting.append(event)
      self = .delivering(waiting, drain: drain)
      return .scheduleDelivery
    case .delivering(var waiting, let drain):
      // Moved out first, so that appending does not copy the queue.
      self = .disposed
      waiting.append(event)
      self = .delivering(waiting, drain: drain)
      return .ignore
    case .disposed:
      return .ignore
    }
  }

  /// A delivery action was scheduled: returns the one it replaces, or itself if the
  /// subscription was disposed meanwhile, to dispose.
  @inlinable
  mutating func deliveryScheduled(_ drain: any Disposable) -> (any Disposable)? {
    switch self {
    case .idle(let previous):
      self = .idle(drain: drain)
      return previous
    case .delivering(let waiting, let previous):
      self = .delivering(waiting, drain: drain)
      return previous
    case .disposed:
      return drain
    }
  }

  /// The delivery action runs: it delivers the oldest waiting event.
  @inlinable
  mutating func deliveryStarted() -> DeliveryAction {
    guard case .delivering(var waiting, let drain) = self else { return .ignore }
    self = .disposed
    guard let event = waiting.popFirst() else {
      self = .idle(drain: drain)
      return .ignore
    }
    self = .delivering(waiting, drain: drain)
    return .deliver(event)
  }

  /// The delivery action has delivered `event`.
  @inlinable
  mutating func eventDelivered(_ event: Event<Element>) -> NextAction {
    // After a terminal event nothing more arrives: the machine stays delivering, and idle.
    if event.isStopEvent { return .stop }
    guard case .delivering(let waiting, let drain) = self else { return .stop }
    if !waiting.isEmpty { return .deliverNext }
    self = .idle(drain: drain)
    return .stop
  }
}

extension ObserveOnStateMachine: DisposableStateMachine {
  /// The subscription was disposed: returns the delivery action to cancel.
  @inlinable
  mutating func disposed() -> (any Disposable)? {
    defer { self = .disposed }
    switch self {
    case .idle(let drain), .delivering(_, let drain): return drain
    case .disposed: return nil
    }
  }
}
