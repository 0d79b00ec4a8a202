/// Runs an action again and again on request without ever nesting one run inside another: the
/// shell that runs an ``IterationStateMachine``.
///
/// Operators that resubscribe (`retry`, `retry(when:)`, `catch(sequence:)`) request a new
/// subscription from the error handler of the previous one. With a source that fails
/// synchronously, running the request at once would recurse once per attempt and overflow the
/// stack; instead, a request made while a run is in progress, on any thread, is remembered and
/// carried out by the running thread as soon as the current run returns. Requests made while one
/// is already pending are merged into it. The action runs outside the lock.
@usableFromInline
final class IterativeRunner: @unchecked Sendable {
  // @unchecked Sendable: `state` is guarded by `lock`
  @usableFromInline
  let lock = Lock()

  @exclusivity(unchecked) @usableFromInline
  var state = IterationStateMachine()

  @inlinable
  init() {}

  /// Runs `action` now, or, if a run is already in progress, once more right after it.
  @inlinable
  func iterate(_ action: () -> Void) {
    guard lock.locked({ state.requested() }) else { return }
    repeat {
      action()
    } while lock.locked { state.iterationReturned() }
  }
}
