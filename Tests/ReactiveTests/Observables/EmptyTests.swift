import Reactive
import ReactiveTest
import XCTest

final class EmptyTests: ReactiveTestCase {
  func testCompletesWhileSubscribing() {
    assertMarbles { m in
      m.expect("|") { Observable<Int>.empty() }
    }
  }

  func testEverySubscriptionCompletes() {
    let empty = Observable<Int>.empty()
    var completions = 0
    _ = empty.subscribe(onCompleted: { completions += 1 })
    _ = empty.subscribe(onCompleted: { completions += 1 })
    XCTAssertEqual(completions, 2)
  }

  func testCompletionEndsTheSubscription() {
    var disposals = 0
    _ = Observable<Int>.empty().subscribe(onDisposed: { disposals += 1 })
    XCTAssertEqual(disposals, 1)
  }
}
