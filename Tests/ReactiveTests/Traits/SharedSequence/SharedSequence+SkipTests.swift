import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceSkipTests: ReactiveTestCase {
  func testTheFirstElementsAreDropped() {
    assertOperator(
      hot: [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)],
      sends: [.next(230, 3), .completed(250)], subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).skip(2).asObservable() }
  }

  func testNeverEmptyAndDisposedEarly() {
    assertOperator(hot: [.next(210, 1)], sends: [], subscriptions: [Subscription(200, 1000)]) {
      $0.asSignal(onErrorJustReturn: -1).skip(1).asObservable()
    }
    assertOperator(
      hot: [.completed(250)], sends: [.completed(250)], subscriptions: [Subscription(200, 250)]
    ) { $0.asSignal(onErrorJustReturn: -1).skip(1).asObservable() }
    assertOperator(
      hot: [.next(210, 1), .next(220, 2), .next(260, 3)], disposed: 250, sends: [.next(220, 2)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).skip(1).asObservable() }
  }

  func testTheInitialValueOfARelayCanBeSkipped() {
    let relay = BehaviorRelay(value: "")
    var edits: [String] = []
    let subscription = relay.asDriver().skip(1).drive(onNext: { edits.append($0) })
    relay.accept("P")
    relay.accept("Pa")
    XCTAssertEqual(edits, ["P", "Pa"])
    subscription.dispose()
  }
}
