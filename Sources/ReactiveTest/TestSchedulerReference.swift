/// The reference from a test observable or a recording observer to the ``TestScheduler`` that
/// made it: weak, so that it never keeps the scheduler alive.
///
/// The scheduler holds a hot observable until its events have been sent, and through it every
/// observer subscribed to it. Were the reference back strong, a scheduler that is never started or
/// that stops before its last event would form a cycle with them that outlives the test.
struct TestSchedulerReference {
  private weak var reference: TestScheduler?

  init(_ scheduler: TestScheduler) {
    reference = scheduler
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
