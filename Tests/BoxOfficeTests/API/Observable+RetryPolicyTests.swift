import BoxOfficeTestSupport
import Reactive
import ReactiveTest
import TestSupport
import XCTest

@testable import BoxOffice

/// The retry-with-backoff operator in virtual time: one tick is a millisecond, so the default
/// policy waits 500 ticks before the first retry and 1000 before the second.
final class ObservableRetryPolicyTests: BoxOfficeTestCase {
  private let classify: (any Error) -> BoxOfficeError = {
    $0 as? BoxOfficeError ?? .transportFailure("the request failed")
  }

  private func makeScheduler() -> TestScheduler {
    TestScheduler(initialClock: 0, resolution: 0.001)
  }

  func testNeverSourceSendsNothingAndIsDisposedAtTheEnd() {
    let scheduler = makeScheduler()
    let xs = scheduler.createColdObservable([Recorded<Event<Int>>]())
    let res = scheduler.start { xs.retry(.default, scheduler: scheduler, classify: self.classify) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptySourceCompletes() {
    let scheduler = makeScheduler()
    let xs = scheduler.createColdObservable([.completed(30)] as [Recorded<Event<Int>>])
    let res = scheduler.start { xs.retry(.default, scheduler: scheduler, classify: self.classify) }
    XCTAssertEqual(res.events, [.completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testValuesPassThroughUnchanged() {
    let scheduler = makeScheduler()
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let res = scheduler.start { xs.retry(.default, scheduler: scheduler, classify: self.classify) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testTransientFailuresAreRetriedAfterGrowingWaitsThenTheLastErrorIsSent() {
    let scheduler = makeScheduler()
    let xs = scheduler.createColdObservable([
      .next(5, 1), .error(10, BoxOfficeError.httpStatus(503)),
    ])
    let res = scheduler.start(disposed: 5000) {
      xs.retry(.default, scheduler: scheduler, classify: self.classify)
    }
    XCTAssertEqual(
      res.events,
      [
        .next(205, 1), .next(715, 1), .next(1725, 1),
        .error(1730, BoxOfficeError.httpStatus(503)),
      ])
    XCTAssertEqual(
      xs.subscriptions,
      [Subscription(200, 210), Subscription(710, 720), Subscription(1720, 1730)])
  }

  func testATimeoutThatOutlastsTheRetriesSaysHowManyAttemptsAndHowLongInAll() {
    let scheduler = makeScheduler()
    let xs = scheduler.createColdObservable([
      .error(200, BoxOfficeError.timedOut(seconds: 0.2)) as Recorded<Event<Int>>
    ])
    var waits: [String] = []
    let res = scheduler.start(disposed: 5000) {
      xs.retry(.default, scheduler: scheduler, classify: self.classify) { attempt, wait in
        waits.append("\(attempt) after \(wait)")
      }
    }
    // Attempts of 0.2 s at 200, 900 and 2100 (ticks are milliseconds), waits of 0.5 s and 1 s.
    XCTAssertEqual(
      res.events,
      [.error(2300, BoxOfficeError.timedOut(seconds: 0.2, attempts: 3, elapsed: 2.1))])
    XCTAssertEqual(
      xs.subscriptions,
      [Subscription(200, 400), Subscription(900, 1100), Subscription(2100, 2300)])
    XCTAssertEqual(waits, ["2 after milliseconds(500)", "3 after milliseconds(1000)"])
  }

  func testOnlyATimeoutIsToldTheAttempts() {
    XCTAssertEqual(
      BoxOfficeError.httpStatus(503).afterAttempts(3, elapsed: 2), .httpStatus(503))
    XCTAssertEqual(
      BoxOfficeError.timedOut(seconds: 1).afterAttempts(3, elapsed: 4.56789),
      .timedOut(seconds: 1, attempts: 3, elapsed: 4.568))
  }

  func testARetryThatSucceedsEndsTheRetries() {
    let scheduler = makeScheduler()
    let attempts = LockedValue(0)
    // Safe: the virtual-time test runs on this thread only.
    nonisolated(unsafe) let failing = scheduler.createColdObservable([
      .error(10, BoxOfficeError.timedOut(seconds: 10)) as Recorded<Event<String>>
    ])
    nonisolated(unsafe) let answering = scheduler.createColdObservable([
      .next(10, "chart"), .completed(10),
    ])
    let source = Observable<String>.deferred {
      let attempt = attempts.withLock { count in
        count += 1
        return count
      }
      return attempt == 1 ? failing.asObservable() : answering.asObservable()
    }
    let res = scheduler.start(disposed: 5000) {
      source.retry(.default, scheduler: scheduler, classify: self.classify)
    }
    XCTAssertEqual(res.events, [.next(720, "chart"), .completed(720)])
    XCTAssertEqual(failing.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(answering.subscriptions, [Subscription(710, 720)])
  }

  func testAnswersAreNeverRetried() {
    let answers: [BoxOfficeError] = [
      .httpStatus(404), .httpStatus(400), .kobisFault(code: "320010", message: "유효하지않은 키값입니다."),
      .undecodableBody(at: "body", reason: "it is not JSON"), .missingAPIKey,
      .invalidQuery("the number of entries must be between 1 and 10, not 11"),
    ]
    for answer in answers {
      let scheduler = makeScheduler()
      let xs = scheduler.createColdObservable([.error(10, answer)] as [Recorded<Event<Int>>])
      let res = scheduler.start(disposed: 5000) {
        xs.retry(.default, scheduler: scheduler, classify: self.classify)
      }
      XCTAssertEqual(res.events, [.error(210, answer)], "\(answer)")
      XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)], "\(answer)")
    }
  }

  func testForeignErrorsAreClassifiedBeforeTheDecision() {
    struct Foreign: Error {}
    let scheduler = makeScheduler()
    let xs = scheduler.createColdObservable([.error(10, Foreign())] as [Recorded<Event<Int>>])
    let res = scheduler.start(disposed: 5000) {
      xs.retry(RetryPolicy(maxRetries: 1), scheduler: scheduler, classify: self.classify)
    }
    XCTAssertEqual(res.events, [.error(720, BoxOfficeError.transportFailure("the request failed"))])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(710, 720)])
  }

  func testNoRetriesMeansTheFirstFailureIsFinal() {
    let scheduler = makeScheduler()
    let xs = scheduler.createColdObservable([
      .error(10, BoxOfficeError.httpStatus(500)) as Recorded<Event<Int>>
    ])
    let res = scheduler.start { xs.retry(.none, scheduler: scheduler, classify: self.classify) }
    XCTAssertEqual(res.events, [.error(210, BoxOfficeError.httpStatus(500))])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func testDisposingDuringAWaitCancelsTheRetry() {
    let scheduler = makeScheduler()
    let xs = scheduler.createColdObservable([
      .error(10, BoxOfficeError.httpStatus(502)) as Recorded<Event<Int>>
    ])
    let res = scheduler.start(disposed: 600) {
      xs.retry(.default, scheduler: scheduler, classify: self.classify)
    }
    scheduler.advanceTo(5000)
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func testDisposingDuringAnAttemptUnsubscribesIt() {
    let scheduler = makeScheduler()
    let xs = scheduler.createColdObservable([
      .error(10, BoxOfficeError.httpStatus(502)) as Recorded<Event<Int>>
    ])
    let res = scheduler.start(disposed: 715) {
      xs.retry(.default, scheduler: scheduler, classify: self.classify)
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(710, 715)])
  }

  func testRetriesAcrossThreadsDeliverTheLastErrorOnce() {
    let policy = RetryPolicy(maxRetries: 3, initialDelay: .milliseconds(1))
    let attempts = LockedValue(0)
    let source = Observable<Int>.deferred {
      attempts.withLock { $0 += 1 }
      return Observable<Int>.timer(
        .milliseconds(1), scheduler: ConcurrentDispatchQueueScheduler(qos: .default)
      )
      .flatMap { _ in Observable<Int>.error(BoxOfficeError.timedOut(seconds: 1)) }
    }
    let events = self.events(
      of: source.retry(
        policy, scheduler: ConcurrentDispatchQueueScheduler(qos: .default), classify: classify))
    XCTAssertEqual(events.count, 1)
    guard case .error(let error)? = events.first,
      case .timedOut(1, 4, let elapsed?)? = error as? BoxOfficeError
    else { return XCTFail("\(events)") }
    XCTAssertGreaterThanOrEqual(elapsed, 0.006, "three waits of 1, 2 and 4 ms at least")
    XCTAssertEqual(attempts.value, 4)
  }
}
