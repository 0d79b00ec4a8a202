import Reactive
import ReactiveTest
import XCTest

final class NeverTests: ReactiveTestCase {
  func testSendsNothing() {
    assertMarbles { m in
      m.expect("-") { Observable<Int>.never() }
    }
  }

  func testSubscriptionEndsOnlyWhenDisposed() {
    var disposals = 0
    let subscription = Observable<Int>.never().subscribe(onDisposed: { disposals += 1 })
    XCTAssertEqual(disposals, 0)
    subscription.dispose()
    XCTAssertEqual(disposals, 1)
  }
}
