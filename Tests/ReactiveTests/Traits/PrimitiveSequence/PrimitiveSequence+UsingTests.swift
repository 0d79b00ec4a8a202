import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceUsingTests: ReactiveTestCase {
  func testSingleDisposesTheResourceAfterItsSubscriptionOnSuccess() {
    var xs: TestableObservable<Int>!
    let log = assertMarbles { m in
      let log = UsingLog(m.scheduler)
      m.expect("----------(1|)") {
        Single.using(log.makeResource) { resource -> Single<Int> in
          xs = m.scheduler.createColdObservable([.next(100, 1), .completed(100)])
          return log.recordingDisposal(of: xs).asSingle()
        }
      }
      return log
    }
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(
      log.entries, ["200: resource 1 made", "300: source disposed", "300: resource 1 disposed"])
  }

  func testMaybeDisposesTheResourceOnEmptyCompletion() {
    let log = assertMarbles { m in
      let log = UsingLog(m.scheduler)
      m.expect("-----|") {
        Maybe.using(log.makeResource) { _ -> Maybe<Int> in
          Maybe.empty().delaySubscription(.seconds(50), scheduler: m.scheduler)
        }
      }
      return log
    }
    XCTAssertEqual(log.entries, ["200: resource 1 made", "250: resource 1 disposed"])
  }

  func testCompletableDisposesTheResourceOnError() {
    let log = assertMarbles { m in
      let log = UsingLog(m.scheduler)
      m.expect("#") {
        Completable.using(log.makeResource) { _ in Completable.error(testError) }
      }
      return log
    }
    XCTAssertEqual(log.entries, ["200: resource 1 made", "200: resource 1 disposed"])
  }

  func testDisposingEarlyDisposesTheResource() {
    let log = assertMarbles(disposed: 400) { m in
      let log = UsingLog(m.scheduler)
      m.expect("-") {
        Single.using(log.makeResource) { _ in Single<Int>.never() }
      }
      return log
    }
    XCTAssertEqual(log.entries, ["200: resource 1 made", "400: resource 1 disposed"])
  }

  func testThrowingFactoriesFail() {
    assertMarbles(disposed: 300) { m in
      m.expect("#") {
        Single.using({ () throws -> LoggedResource in throw testError }) { _ in Single.just(1) }
      }
    }
    let log = assertMarbles(created: 300, subscribed: 400, disposed: 500) { m in
      let log = UsingLog(m.scheduler)
      m.expect("#") { Single.using(log.makeResource) { _ -> Single<Int> in throw testError } }
      return log
    }
    XCTAssertEqual(log.entries, ["400: resource 1 made", "400: resource 1 disposed"])
  }
}
