import Reactive
import ReactiveTest
import XCTest

final class ObservableConvertibleTypeSignalTests: ReactiveTestCase {
  func testJustReturnOfNeverSendsNothing() {
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.asSignal(onErrorJustReturn: -1).asObservable() }
  }

  func testJustReturnPassesElementsAndCompletion() {
    assertOperator(
      hot: [.next(150, 1), .next(210, 2), .completed(250)],
      sends: [.next(210, 2), .completed(250)], subscriptions: [Subscription(200, 250)]
    ) { $0.asSignal(onErrorJustReturn: -1).asObservable() }
  }

  func testJustReturnReplacesTheErrorWithTheElementAndCompletion() {
    assertOperator(
      hot: [.next(210, 2), .error(250, testError)],
      sends: [.next(210, 2), .next(250, -1), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asSignal(onErrorJustReturn: -1).asObservable() }
  }

  func testJustReturnDisposedEarlyUnsubscribes() {
    assertOperator(
      hot: [.next(210, 2), .error(300, testError)], disposed: 250, sends: [.next(210, 2)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asSignal(onErrorJustReturn: -1).asObservable() }
  }

  func testSignalWithSubscribesTheFallbackSignalOnError() {
    assertMarbles { m in
      let xs = m.hot("           ^2---#")
      let ys = m.cold("          -8|")
      let fallback = ys.asSignal(onErrorJustReturn: -1)
      m.expect("                 -2----8|") { xs.asSignal(onErrorSignalWith: fallback) }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "-----^-!")
    }
  }

  func testRecoverMakesTheFallbackFromTheError() {
    assertMarbles { m in
      let xs = m.hot("           ^a---#", of: String.self)
      m.expect("                 -a---('recovered from test error'|)") {
        xs.asSignal(onErrorRecover: { error in Signal.just("recovered from \(error)") })
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testInfallibleAsSignalKeepsItsEvents() {
    assertMarbles { m in
      let xs = m.hot("           ^1---|")
      m.expect("                 -1---|") { xs.asInfallible(onErrorJustReturn: -1).asSignal() }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testPublishRelayAsSignalSendsOnlyLaterValuesToLateSubscribers() {
    let relay = PublishRelay<Int>()
    let signal = relay.asSignal()
    var first: [Int] = []
    var second: [Int] = []
    let a = signal.emit(onNext: { first.append($0) })
    relay.accept(1)
    let b = signal.emit(onNext: { second.append($0) })
    relay.accept(2)
    XCTAssertEqual(first, [1, 2])
    XCTAssertEqual(second, [2])
    a.dispose()
    b.dispose()
  }

  func testASignalEmittedInsideAnotherSignalsObserverDeliversAtOnceInOrder() {
    assertNestedSubscriptionDeliversAtOnceInOrder { source, onNext in
      source.asSignal(onErrorJustReturn: -1).emit(onNext: onNext)
    }
  }
}
