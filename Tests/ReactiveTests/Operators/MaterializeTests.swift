import Reactive
import ReactiveTest
import XCTest

final class MaterializeTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Event<Int>>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.materialize() }
  }

  func testEmptySourceSendsTheCompletionAsAnElementThenCompletes() {
    assertOperator(
      hot: [.next(150, 1), .completed(250)],
      sends: [.next(250, Event<Int>.completed), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.materialize() }
  }

  func testElementsBecomeNextEvents() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .completed(250)],
      sends: [
        .next(210, Event.next(2)), .next(220, .next(3)), .next(250, .completed), .completed(250),
      ],
      subscriptions: [Subscription(200, 250)]
    ) { $0.materialize() }
  }

  func testSourceErrorBecomesAnElementAndTheResultCompletes() {
    assertOperator(
      hot: [.next(210, 2), .error(230, testError)],
      sends: [.next(210, Event.next(2)), .next(230, .error(testError)), .completed(230)],
      subscriptions: [Subscription(200, 230)]
    ) { $0.materialize() }
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    assertOperator(
      hot: [.next(210, 2), .completed(300)], disposed: 250, sends: [.next(210, Event.next(2))],
      subscriptions: [Subscription(200, 250)]
    ) { $0.materialize() }
  }

  func testDisposalByTheTerminalElementStopsBeforeTheCompletion() {
    var received: [Event<Event<Int>>] = []
    _ = Observable<Int>.empty().materialize().take(1).subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(.completed), .completed])
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    assertReleasesResources { $0.materialize() }
  }
}
