/// A state machine with an input for the disposal of its subscription, which returns what to
/// cancel (scheduled work), so that its sink can be the subscription's resource itself.
@usableFromInline
protocol DisposableStateMachine {
  /// The subscription was disposed: returns the work to cancel, if any.
  mutating func disposed() -> (any Disposable)?
}

extension Sink: Disposable where Machine: DisposableStateMachine {
  /// Feeds the disposal to the machine under the gate, then cancels what it returns.
  @usableFromInline
  func dispose() {
    let cancelled = exclusively { machine.disposed() }
    cancelled?.dispose()
  }
}
