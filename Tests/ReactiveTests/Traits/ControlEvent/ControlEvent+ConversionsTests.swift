import Reactive
import ReactiveTest
import XCTest

final class ControlEventConversionsTests: ReactiveTestCase {
  func testAsDriverSharesAndReplaysTheLatestEvent() {
    assertSharesOneConnection(replaysTheLatest: true) {
      ControlEvent(events: $0).asDriver().asObservable()
    }
  }

  func testAsSignalSharesAndReplaysNothing() {
    assertSharesOneConnection(replaysTheLatest: false) {
      ControlEvent(events: $0).asSignal().asObservable()
    }
  }

  func testAsInfallibleKeepsTheEvents() {
    assertOperator(
      hot: [.next(210, 1), .next(260, 2)], disposed: 250, sends: [.next(210, 1)],
      subscriptions: [Subscription(200, 250)]
    ) { ControlEvent(events: $0).asInfallible().asObservable() }
  }
}
