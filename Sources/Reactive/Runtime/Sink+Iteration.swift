extension Sink where Machine == IterationStateMachine {
  /// Performs `action` now, or, if an iteration is already in progress, once more right after it,
  /// on the thread performing that one.
  ///
  /// Operators that resubscribe (`retry`, `retry(when:)`, `catch(sequence:)`) request a new
  /// subscription from the error handler of the previous one. With a source that fails
  /// synchronously, performing the request at once would recurse once per attempt and overflow
  /// the stack; instead, a request made while an iteration is in progress, on any thread, is
  /// remembered and carried out by the iterating thread as soon as the current iteration
  /// returns. Requests made while one is already pending are merged into it.
  ///
  /// The gate is held only to feed the state machine, never while `action` runs: a request made
  /// from inside a delivery on another thread must not wait for this one.
  @inlinable
  func iterate(_ action: () -> Void) {
    guard exclusively({ machine.requested() }) == .iterate else { return }
    repeat {
      action()
    } while exclusively({ machine.iterationReturned() }) == .iterate
  }
}
