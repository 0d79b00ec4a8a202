import Reactive
import ReactiveTest
import XCTest

final class EmptyTests: ReactiveTestCase {
  func testCompletesWhileSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.empty() }
    XCTAssertEqual(res.events, [.completed(200)])
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
