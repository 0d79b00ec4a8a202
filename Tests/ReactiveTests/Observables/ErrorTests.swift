import Reactive
import ReactiveTest
import XCTest

final class ErrorTests: ReactiveTestCase {
  func testFailsWhileSubscribing() {
    assertMarbles { m in
      m.expect("#") { Observable<Int>.error(testError) }
    }
  }

  func testEverySubscriptionFails() {
    let failing = Observable<Int>.error(testError)
    var errors: [String] = []
    _ = failing.subscribe(onError: { errors.append("\($0)") })
    _ = failing.subscribe(onError: { errors.append("\($0)") })
    XCTAssertEqual(errors, ["test error", "test error"])
  }

  func testErrorEndsTheSubscription() {
    var disposals = 0
    _ = Observable<Int>.error(testError).subscribe(
      onError: { _ in }, onDisposed: { disposals += 1 })
    XCTAssertEqual(disposals, 1)
  }
}
