import Reactive
import ReactiveTest
import XCTest

final class TakeWhileTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.take(while: { $0 < 4 }) }
  }

  func testEmptySourceCompletes() {
    assertOperator(
      hot: [.next(150, 1), .completed(250)], sends: [Recorded<Event<Int>>.completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.take(while: { $0 < 4 }) }
  }

  func testCompletesAtTheFirstFailingElementWithoutSendingIt() {
    assertOperator(
      hot: [
        .next(150, 9), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 1), .completed(250),
      ],
      sends: [.next(210, 2), .next(220, 3), .completed(230)],
      subscriptions: [Subscription(200, 230)]
    ) { $0.take(while: { $0 < 4 }) }
  }

  func testInclusiveSendsTheFirstFailingElementThenCompletes() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 1), .completed(250)],
      sends: [.next(210, 2), .next(220, 3), .next(230, 4), .completed(230)],
      subscriptions: [Subscription(200, 230)]
    ) { $0.take(while: { $0 < 4 }, behavior: .inclusive) }
  }

  func testAlwaysTruePredicateSendsEverything() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .completed(250)],
      sends: [.next(210, 2), .next(220, 3), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.take(while: { _ in true }) }
  }

  func testSourceErrorIsForwarded() {
    assertOperator(
      hot: [.next(210, 2), .error(230, testError)],
      sends: [.next(210, 2), .error(230, testError)],
      subscriptions: [Subscription(200, 230)]
    ) { $0.take(while: { $0 < 4 }) }
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    assertOperator(
      hot: [.next(210, 2), .next(260, 3), .completed(300)], disposed: 250,
      sends: [.next(210, 2)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.take(while: { $0 < 4 }) }
  }

  func testThrowingPredicateSendsErrorAndUnsubscribes() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .next(230, 1), .completed(250)],
      sends: [.next(210, 2), .error(220, testError)],
      subscriptions: [Subscription(200, 220)]
    ) {
      $0.take(while: { value in
        if value == 3 { throw testError }
        return true
      })
    }
  }

  func testPredicateIsNotCalledAfterItFails() {
    var tested: [Int] = []
    let subject = PublishSubject<Int>()
    let subscription = subject.take(while: { value in
      tested.append(value)
      return value < 2
    }).subscribe()
    for value in 1...4 { subject.onNext(value) }
    subscription.dispose()
    XCTAssertEqual(tested, [1, 2])
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    assertReleasesResources { $0.take(while: { _ in true }) }
  }
}
