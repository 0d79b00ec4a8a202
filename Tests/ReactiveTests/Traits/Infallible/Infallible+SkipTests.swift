import Reactive
import ReactiveTest
import XCTest

final class InfallibleSkipTests: ReactiveTestCase {
  func testSkipDropsTheFirstElements() {
    assertOperator(
      hot: [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)],
      sends: [.next(230, 3), .completed(250)], subscriptions: [Subscription(200, 250)]
    ) { $0.asInfallible(onErrorJustReturn: -1).skip(2).asObservable() }
    assertOperator(
      hot: [.next(210, 1), .next(220, 2), .next(260, 3)], disposed: 250, sends: [.next(220, 2)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asInfallible(onErrorJustReturn: -1).skip(1).asObservable() }
  }

  func testSkipWhileDropsUntilTheFirstFailure() {
    assertOperator(
      hot: [.next(210, 1), .next(220, 3), .next(230, 1), .completed(250)],
      sends: [.next(220, 3), .next(230, 1), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asInfallible(onErrorJustReturn: -1).skip(while: { $0 < 3 }).asObservable() }
  }

  func testThrowingSkipWhileSendsTheErrorAndUnsubscribesAsRxSwiftDoes() {
    assertOperator(
      hot: [.next(210, 1), .next(220, 3), .completed(250)],
      sends: [.error(210, testError)], subscriptions: [Subscription(200, 210)]
    ) {
      $0.asInfallible(onErrorJustReturn: -1).skip(while: { _ in throw testError }).asObservable()
    }
  }

  func testSkipUntilAnInfallibleSendsFromItsFirstElement() {
    assertOperator(
      hot: [.next(210, 1), .next(230, 2), .completed(300)],
      other: [.next(220, "go"), .completed(240)],
      sends: [.next(230, 2), .completed(300)],
      sourceSubscriptions: [Subscription(200, 300)], otherSubscriptions: [Subscription(200, 220)]
    ) { xs, ys in
      xs.asInfallible(onErrorJustReturn: -1).skip(until: ys.asInfallible(onErrorJustReturn: ""))
        .asObservable()
    }
  }

  func testSkipUntilAnObservableSendsItsErrorAsRxSwiftDoes() {
    assertOperator(
      hot: [.next(210, 1), .next(230, 2), .completed(300)],
      other: [Recorded<Event<String>>.error(220, testError)],
      sends: [.error(220, testError)],
      sourceSubscriptions: [Subscription(200, 220)], otherSubscriptions: [Subscription(200, 220)]
    ) { xs, ys in xs.asInfallible(onErrorJustReturn: -1).skip(until: ys).asObservable() }
  }
}
