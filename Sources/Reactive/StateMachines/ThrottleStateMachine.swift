import Dispatch

/// The decisions of one subscription to `throttle`: when the last element was sent, and the
/// element held for the end of the window.
///
/// A window opens when the delivery of an element returns (``sent(at:)``), so a slow observer
/// does not eat into it; an element the observer sends back from inside `onNext` is judged by the
/// previous window.
@usableFromInline
struct ThrottleStateMachine<Element> {
  @usableFromInline
  enum State {
    /// No element is held; `lastSent` is when the last element was sent, if any was.
    case open(lastSent: RxTime?)
    /// `element` is held for the end of the window, whose end is scheduled.
    case holding(Element, lastSent: RxTime?)
    /// The source completed while `element` was held: it is sent at the end of the window, then
    /// the completion.
    case completing(Element)
    /// A terminal event has been delivered.
    case finished
  }

  @usableFromInline
  enum Action {
    /// Deliver `element`, then report when the delivery returned with ``sent(at:)``.
    case send(Element)
    /// Schedule the end of the window after `delay`; report it with ``windowEnded()``.
    case scheduleWindowEnd(after: RxTimeInterval)
    /// Deliver `element`, then `.completed`.
    case complete(sending: Element)
    /// Finish with `.completed`.
    case finishCompleted
    /// Finish with the source's error; the held element is dropped.
    case fail
    /// Do nothing.
    case ignore
  }

  /// The length of a window.
  @usableFromInline
  let dueTime: RxTimeInterval

  /// Whether the last element of a window is sent when the window ends.
  @usableFromInline
  let latest: Bool

  @usableFromInline
  var state = State.open(lastSent: nil)

  @inlinable
  init(dueTime: RxTimeInterval, latest: Bool) {
    self.dueTime = dueTime
    self.latest = latest
  }

  /// The source sent `element` at `now`.
  @inlinable
  mutating func elementArrived(_ element: Element, now: RxTime) -> Action {
    let lastSent: RxTime?
    let isWindowEndScheduled: Bool
    switch state {
    case .open(let sent):
      lastSent = sent
      isWindowEndScheduled = false
    case .holding(_, let sent):
      lastSent = sent
      isWindowEndScheduled = true
    case .completing:
      preconditionFailure("ThrottleStateMachine.elementArrived: the source has completed")
    case .finished:
      return .ignore
    }
    let wait = lastSent.map { dueTime.remaining(since: $0, now: now) } ?? .nanoseconds(0)
    if wait == .nanoseconds(0) {
      state = .open(lastSent: lastSent)
      return .send(element)
    }
    guard latest else { return .ignore }
    state = .holding(element, lastSent: lastSent)
    return isWindowEndScheduled ? .ignore : .scheduleWindowEnd(after: wait)
  }

  /// The delivery of an element returned at `now`: a window opens.
  @inlinable
  mutating func sent(at now: RxTime) {
    switch state {
    case .open: state = .open(lastSent: now)
    case .holding(let element, _): state = .holding(element, lastSent: now)
    case .completing, .finished: return
    }
  }

  /// The window ended.
  @inlinable
  mutating func windowEnded() -> Action {
    switch state {
    case .holding(let element, let lastSent):
      state = .open(lastSent: lastSent)
      return .send(element)
    case .completing(let element):
      state = .finished
      return .complete(sending: element)
    case .open, .finished:
      return .ignore
    }
  }

  /// The source failed.
  @inlinable
  mutating func sourceFailed() -> Action {
    if case .finished = state { return .ignore }
    state = .finished
    return .fail
  }

  /// The source completed: the completion waits for the held element, if any.
  @inlinable
  mutating func sourceCompleted() -> Action {
    switch state {
    case .open:
      state = .finished
      return .finishCompleted
    case .holding(let element, _):
      state = .completing(element)
      return .ignore
    case .completing:
      preconditionFailure("ThrottleStateMachine.sourceCompleted: the source has completed")
    case .finished:
      return .ignore
    }
  }
}
