/// The way back from what a ``TestScheduler`` makes (test observables, recording observers) to
/// the scheduler: it never keeps the scheduler alive, and it knows when the scheduler is gone.
///
/// The scheduler holds a hot observable until its events have been sent, and through it every
/// observer subscribed to it. Were the way back a strong reference, a scheduler that is never
/// started or that stops before its last event would form a cycle with them that outlives the
/// test. Nor is it a weak reference: Swift keeps a weakly referenced object's side table where
/// LeakSanitizer does not see it, so the suppression the address-sanitizer run needs for side
/// tables would also hide every leaked cycle through the scheduler.
///
/// Not thread-safe: used from the scheduler's thread, as the scheduler is.
final class TestSchedulerReference {
  // The scheduler sets this when it is made and clears it in its deinitializer, before it lets go
  // of anything it holds, so it is never read after the scheduler is gone.
  private unowned(unsafe) var reference: TestScheduler?

  /// Points at `scheduler`, which clears it with ``detach()`` as it goes.
  func attach(_ scheduler: TestScheduler) {
    reference = scheduler
  }

  /// Forgets the scheduler, which is going away.
  func detach() {
    reference = nil
  }

  /// The scheduler, or `nil` once it has been released.
  var ifAlive: TestScheduler? {
    reference
  }

  /// The scheduler; `user` names what needs it in the message if it has been released.
  func scheduler(for user: @autoclosure () -> String) -> TestScheduler {
    guard let reference else {
      preconditionFailure(
        "\(user()) was used after the TestScheduler that made it was released: keep the "
          + "scheduler for as long as the test uses what it made")
    }
    return reference
  }
}
