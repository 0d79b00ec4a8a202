import Reactive
import ReactiveTest
import XCTest

final class DematerializeTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertOperator(
      hot: [.next(150, Event.next(1))], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.dematerialize() }
  }

  func testEmptySourceCompletes() {
    assertOperator(
      hot: [.next(150, Event.next(1)), .completed(250)],
      sends: [Recorded<Event<Int>>.completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.dematerialize() }
  }

  func testNextElementsBecomeElements() {
    assertOperator(
      hot: [.next(210, Event.next(2)), .next(220, .next(3)), .completed(250)],
      sends: [.next(210, 2), .next(220, 3), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.dematerialize() }
  }

  func testCompletedElementCompletesAndUnsubscribes() {
    assertOperator(
      hot: [
        .next(210, Event.next(2)), .next(220, .completed), .next(230, .next(3)), .completed(250),
      ],
      sends: [.next(210, 2), .completed(220)],
      subscriptions: [Subscription(200, 220)]
    ) { $0.dematerialize() }
  }

  func testErrorElementFailsAndUnsubscribes() {
    assertOperator(
      hot: [.next(210, Event.next(2)), .next(220, .error(testError)), .completed(250)],
      sends: [.next(210, 2), .error(220, testError)],
      subscriptions: [Subscription(200, 220)]
    ) { $0.dematerialize() }
  }

  func testSourceErrorIsForwarded() {
    assertOperator(
      hot: [.next(210, Event.next(2)), .error(230, testError)],
      sends: [.next(210, 2), .error(230, testError)],
      subscriptions: [Subscription(200, 230)]
    ) { $0.dematerialize() }
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    assertOperator(
      hot: [.next(210, Event.next(2)), .completed(300)], disposed: 250, sends: [.next(210, 2)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.dematerialize() }
  }

  func testDematerializeUndoesMaterialize() {
    var received: [Event<Int>] = []
    let failing = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onNext(2)
      observer.onError(testError)
      return Disposables.create()
    }
    _ = failing.materialize().dematerialize().subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(2), .error(testError)])
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    assertReleasesResources { $0.map { Event.next($0) }.dematerialize() }
  }
}
