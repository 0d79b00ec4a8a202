import Synchronization

/// Runs an action again and again on request without ever nesting one run inside another.
///
/// Operators that resubscribe (`retry`, `retry(when:)`) request a new subscription from the
/// error handler of the previous one. With a source that fails synchronously, running the request
/// at once would recurse once per attempt and overflow the stack; instead, a request made while a
/// run is in progress, on any thread, is remembered and carried out by the running thread as soon
/// as the current run returns. Requests made while one is already pending are merged into it.
@usableFromInline
final class IterativeRunner: Sendable {
  /// No run is in progress.
  @usableFromInline
  static let idle = 0

  /// A run is in progress and nothing was requested during it.
  @usableFromInline
  static let running = 1

  /// A run is in progress and the action must run once more after it.
  @usableFromInline
  static let runAgain = 2

  @usableFromInline
  let phase = Atomic<Int>(IterativeRunner.idle)

  @inlinable
  init() {}

  /// Runs `action` now, or, if a run is already in progress, once more right after it.
  @inlinable
  func run(_ action: () -> Void) {
    var expected = Self.idle
    while true {
      let desired = expected == Self.idle ? Self.running : Self.runAgain
      let (exchanged, current) = phase.compareExchange(
        expected: expected, desired: desired, ordering: .acquiringAndReleasing)
      if exchanged {
        if expected == Self.idle { break }
        return
      }
      if current == Self.runAgain { return }
      expected = current
    }
    repeat {
      action()
    } while !finishRun()
  }

  /// Ends a run; returns `false` when a request arrived meanwhile and the action must run again.
  @inlinable
  func finishRun() -> Bool {
    let (exchanged, _) = phase.compareExchange(
      expected: Self.running, desired: Self.idle, ordering: .acquiringAndReleasing)
    if exchanged { return true }
    // Only the running thread leaves `runAgain`, so a plain store cannot lose a request.
    phase.store(Self.running, ordering: .releasing)
    return false
  }
}
