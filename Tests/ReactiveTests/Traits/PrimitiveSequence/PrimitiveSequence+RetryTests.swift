import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceRetryTests: ReactiveTestCase {
  func testRetryOfNeverStaysSubscribed() {
    assertMarbles { m in
      let xs = m.cold("          -")
      m.expect("                 -") { xs.asSingle().retry(3) }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testRetryOfASuccessfulSingleSubscribesOnce() {
    assertMarbles { m in
      let xs = m.cold("          -(1|)")
      m.expect("                 -(1|)") { xs.asSingle().retry(3) }
      m.expectSubscriptions(xs, "^!")
    }
  }

  func testRetrySendsTheLastErrorAfterTheLastAttempt() {
    assertMarbles { m in
      let xs = m.cold(
        "--#")
      m.expect(
        "------#"
      ) {
        xs.asSingle().retry(3)
      }
      m.expectSubscriptions(
        xs,
        "^-!",
        "--^-!",
        "----^-!")
    }
  }

  func testRetryForeverDisposedEarlyUnsubscribesTheCurrentAttempt() {
    assertMarbles(disposed: 250) { m in
      let xs = m.cold(
        "--#", values: [String: Never]())
      m.expect(
        "-"
      ) {
        xs.asCompletable().retry()
      }
      m.expectSubscriptions(
        xs,
        "^-!",
        "--^-!",
        "----^!")
    }
  }

  func testRetryForeverSucceedsOnceAnAttemptSucceeds() {
    var attempts = 0
    let flaky = Single<String>.deferred {
      attempts += 1
      return attempts < 3 ? .error(testError) : .just("ok after \(attempts)")
    }
    var received: [String] = []
    _ = flaky.retry().subscribe(onSuccess: { received.append($0) })
    XCTAssertEqual(received, ["ok after 3"])
  }

  func testRetryWhenResubscribesOnEachTrigger() {
    assertMarbles(disposed: 300) { m in
      let xs = m.cold(
        "--#")
      m.expect(
        "-"
      ) {
        xs.asMaybe().retry { (errors: Observable<TestError>) in
          errors.delay(.seconds(10), scheduler: m.scheduler)
        }
      }
      m.expectSubscriptions(
        xs,
        "^-!",
        "---^-!",
        "------^-!",
        "---------^!")
    }
  }

  func testRetryWhenForwardsAnErrorOfAnotherTypeAtOnce() {
    struct OtherError: Error {}
    assertMarbles { m in
      let xs = m.cold("          --#", error: OtherError())
      m.expect("                 --#", error: OtherError()) {
        xs.asSingle().retry { (errors: Observable<TestError>) in errors }
      }
      m.expectSubscriptions(xs, "^-!")
    }
  }

  func testRetryWhenOfAnyErrorEndsWhenTheTriggerFails() {
    assertMarbles { m in
      let xs = m.cold("          --#", error: TestError("first"))
      m.expect("                 --#") {
        xs.asSingle().retry { errors in errors.map { _ -> Void in throw testError } }
      }
      m.expectSubscriptions(xs, "^-!")
    }
  }
}
