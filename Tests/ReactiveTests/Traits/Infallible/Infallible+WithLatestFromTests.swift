import Reactive
import ReactiveTest
import XCTest

final class InfallibleWithLatestFromTests: ReactiveTestCase {
  func testElementsCombineWithTheLatestOfTheOther() {
    assertCombinesWithTheLatestOfTheOther { xs, ys in
      xs.asInfallible(onErrorJustReturn: -1).withLatestFrom(ys.asInfallible(onErrorJustReturn: ""))
      { "\($0)\($1)" }
      .asObservable()
    }
  }

  func testWithoutASelectorSendsTheLatestOfTheOther() {
    assertSendsTheLatestOfTheOther { xs, ys in
      xs.asInfallible(onErrorJustReturn: -1).withLatestFrom(ys.asInfallible(onErrorJustReturn: ""))
        .asObservable()
    }
  }

  func testThrowingResultSelectorSendsTheErrorAndUnsubscribesBothAsRxSwiftDoes() {
    assertOperator(
      hot: [.next(210, 1), .next(230, 2), .completed(260)], other: [.next(220, "a")],
      sends: [Recorded<Event<String>>.error(230, testError)],
      sourceSubscriptions: [Subscription(200, 230)], otherSubscriptions: [Subscription(200, 230)]
    ) { xs, ys in
      xs.asInfallible(onErrorJustReturn: -1)
        .withLatestFrom(ys.asInfallible(onErrorJustReturn: "")) { _, _ -> String in
          throw testError
        }
        .asObservable()
    }
  }
}
