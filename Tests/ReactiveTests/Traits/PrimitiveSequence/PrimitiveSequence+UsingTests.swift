import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceUsingTests: ReactiveTestCase {
  func testSingleDisposesTheResourceAfterItsSubscriptionOnSuccess() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = UsingLog(scheduler)
    var xs: TestableObservable<Int>!
    let res = scheduler.start {
      Single.using(log.makeResource) { resource -> Single<Int> in
        xs = scheduler.createColdObservable([.next(100, 1), .completed(100)])
        return log.recordingDisposal(of: xs).asSingle()
      }
    }
    XCTAssertEqual(res.events, [.next(300, 1), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(
      log.entries, ["200: resource 1 made", "300: source disposed", "300: resource 1 disposed"])
  }

  func testMaybeDisposesTheResourceOnEmptyCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = UsingLog(scheduler)
    let res = scheduler.start {
      Maybe.using(log.makeResource) { _ -> Maybe<Int> in
        Maybe.empty().delaySubscription(.seconds(50), scheduler: scheduler)
      }
    }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(log.entries, ["200: resource 1 made", "250: resource 1 disposed"])
  }

  func testCompletableDisposesTheResourceOnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = UsingLog(scheduler)
    let res = scheduler.start {
      Completable.using(log.makeResource) { _ in Completable.error(testError) }
    }
    XCTAssertEqual(res.events, [.error(200, testError)])
    XCTAssertEqual(log.entries, ["200: resource 1 made", "200: resource 1 disposed"])
  }

  func testDisposingEarlyDisposesTheResource() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = UsingLog(scheduler)
    let res = scheduler.start(disposed: 400) {
      Single.using(log.makeResource) { _ in Single<Int>.never() }
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(log.entries, ["200: resource 1 made", "400: resource 1 disposed"])
  }

  func testThrowingFactoriesFail() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = UsingLog(scheduler)
    let throwingResource = scheduler.start(created: 100, subscribed: 200, disposed: 300) {
      Single.using({ () throws -> LoggedResource in throw testError }) { _ in Single.just(1) }
    }
    let throwingSequence = scheduler.start(created: 300, subscribed: 400, disposed: 500) {
      Single.using(log.makeResource) { _ -> Single<Int> in throw testError }
    }
    XCTAssertEqual(throwingResource.events, [.error(200, testError)])
    XCTAssertEqual(throwingSequence.events, [.error(400, testError)])
    XCTAssertEqual(log.entries, ["400: resource 1 made", "400: resource 1 disposed"])
  }
}
