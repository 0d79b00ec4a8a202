import Reactive
import ReactiveTest
import XCTest

final class InfallibleTakeTests: ReactiveTestCase {
  func testTakeSendsTheFirstElementsThenCompletesAndUnsubscribes() {
    assertOperator(
      hot: [.next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(250)],
      sends: [.next(210, 1), .next(220, 2), .completed(220)],
      subscriptions: [Subscription(200, 220)]
    ) { $0.asInfallible(onErrorJustReturn: -1).take(2).asObservable() }
  }

  func testTakeOfNeverEmptyAndDisposedEarly() {
    assertOperator(hot: [.next(150, 0)], sends: [], subscriptions: [Subscription(200, 1000)]) {
      $0.asInfallible(onErrorJustReturn: -1).take(2).asObservable()
    }
    assertOperator(
      hot: [.completed(250)], sends: [.completed(250)], subscriptions: [Subscription(200, 250)]
    ) { $0.asInfallible(onErrorJustReturn: -1).take(2).asObservable() }
    assertOperator(
      hot: [.next(210, 1), .next(260, 2)], disposed: 250, sends: [.next(210, 1)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asInfallible(onErrorJustReturn: -1).take(2).asObservable() }
  }

  func testTakeForADurationCompletesWhenItEnds() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-1---2-------------|")
      m.expect("                 --1--|") {
        xs.asInfallible(onErrorJustReturn: -1).take(for: .seconds(25), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testTakeUntilAnInfallibleSendsUntilItsFirstElement() {
    assertOperator(
      hot: [.next(210, 1), .next(230, 2), .completed(300)],
      other: [.next(220, "stop"), .completed(240)],
      sends: [.next(210, 1), .completed(220)],
      sourceSubscriptions: [Subscription(200, 220)], otherSubscriptions: [Subscription(200, 220)]
    ) { xs, ys in
      xs.asInfallible(onErrorJustReturn: -1).take(until: ys.asInfallible(onErrorJustReturn: ""))
        .asObservable()
    }
  }

  func testTakeUntilAnInfallibleThatCompletesEmptyChangesNothing() {
    assertOperator(
      hot: [.next(210, 1), .next(230, 2), .completed(300)], other: [.completed(220)],
      sends: [.next(210, 1), .next(230, 2), .completed(300)],
      sourceSubscriptions: [Subscription(200, 300)], otherSubscriptions: [Subscription(200, 220)]
    ) { xs, ys in
      xs.asInfallible(onErrorJustReturn: -1).take(until: ys.asInfallible(onErrorJustReturn: ""))
        .asObservable()
    }
  }

  func testTakeUntilAnObservableSendsItsErrorAsRxSwiftDoes() {
    assertOperator(
      hot: [.next(210, 1), .next(230, 2), .completed(300)],
      other: [Recorded<Event<String>>.error(220, testError)],
      sends: [.next(210, 1), .error(220, testError)],
      sourceSubscriptions: [Subscription(200, 220)], otherSubscriptions: [Subscription(200, 220)]
    ) { xs, ys in xs.asInfallible(onErrorJustReturn: -1).take(until: ys).asObservable() }
  }

  func testTakeUntilAPredicateStopsAtTheFirstMatchExclusiveOrInclusive() {
    let source: [Recorded<Event<Int>>] = [
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(250),
    ]
    assertOperator(
      hot: source, sends: [.next(210, 1), .completed(220)],
      subscriptions: [Subscription(200, 220)]
    ) { $0.asInfallible(onErrorJustReturn: -1).take(until: { $0 == 2 }).asObservable() }
    assertOperator(
      hot: source, sends: [.next(210, 1), .next(220, 2), .completed(220)],
      subscriptions: [Subscription(200, 220)]
    ) {
      $0.asInfallible(onErrorJustReturn: -1).take(until: { $0 == 2 }, behavior: .inclusive)
        .asObservable()
    }
  }

  func testTakeWhileStopsAtTheFirstFailureExclusiveOrInclusive() {
    let source: [Recorded<Event<Int>>] = [
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(250),
    ]
    assertOperator(
      hot: source, sends: [.next(210, 1), .completed(220)],
      subscriptions: [Subscription(200, 220)]
    ) { $0.asInfallible(onErrorJustReturn: -1).take(while: { $0 < 2 }).asObservable() }
    assertOperator(
      hot: source, sends: [.next(210, 1), .next(220, 2), .completed(220)],
      subscriptions: [Subscription(200, 220)]
    ) {
      $0.asInfallible(onErrorJustReturn: -1).take(while: { $0 < 2 }, behavior: .inclusive)
        .asObservable()
    }
  }

  func testThrowingPredicatesSendTheErrorAndUnsubscribeAsRxSwiftDoes() {
    let source: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(250)]
    func throwing(_ element: Int) throws -> Bool {
      if element == 2 { throw testError }
      return false
    }
    assertOperator(
      hot: source, sends: [.next(210, 1), .error(220, testError)],
      subscriptions: [Subscription(200, 220)]
    ) { $0.asInfallible(onErrorJustReturn: -1).take(until: throwing).asObservable() }
    assertOperator(
      hot: source, sends: [.error(210, testError)], subscriptions: [Subscription(200, 210)]
    ) {
      $0.asInfallible(onErrorJustReturn: -1).take(while: { _ in throw testError }).asObservable()
    }
  }
}
