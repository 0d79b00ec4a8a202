import Reactive
import ReactiveTest
import XCTest

final class ObservableConvertibleTypeDriverTests: ReactiveTestCase {
  func testJustReturnOfNeverSendsNothing() {
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.asDriver(onErrorJustReturn: -1).asObservable() }
  }

  func testJustReturnPassesElementsAndCompletion() {
    assertOperator(
      hot: [.next(150, 1), .next(210, 2), .completed(250)],
      sends: [.next(210, 2), .completed(250)], subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).asObservable() }
  }

  func testJustReturnReplacesTheErrorWithTheElementAndCompletion() {
    assertOperator(
      hot: [.next(210, 2), .error(250, testError)],
      sends: [.next(210, 2), .next(250, -1), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).asObservable() }
  }

  func testJustReturnDisposedEarlyUnsubscribes() {
    assertOperator(
      hot: [.next(210, 2), .error(300, testError)], disposed: 250, sends: [.next(210, 2)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).asObservable() }
  }

  func testDriveWithSubscribesTheFallbackDriverOnError() {
    assertMarbles { m in
      let xs = m.hot("           ^2---#")
      let ys = m.cold("          -8|")
      let fallback = ys.asDriver(onErrorJustReturn: -1)
      m.expect("                 -2----8|") { xs.asDriver(onErrorDriveWith: fallback) }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "-----^-!")
    }
  }

  func testDriveWithIsNotSubscribedWhenTheSourceCompletes() {
    assertMarbles { m in
      let xs = m.hot("           ^2---|")
      let ys = m.cold("          -8|")
      let fallback = ys.asDriver(onErrorJustReturn: -1)
      m.expect("                 -2---|") { xs.asDriver(onErrorDriveWith: fallback) }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys)
    }
  }

  func testRecoverMakesTheFallbackFromTheError() {
    assertMarbles { m in
      let xs = m.hot("           ^a---#", of: String.self)
      m.expect("                 -a---('recovered from test error'|)") {
        xs.asDriver(onErrorRecover: { error in Driver.just("recovered from \(error)") })
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testRecoverDisposedEarlyNeverCallsTheHandler() {
    var calls = 0
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^1--------#")
      m.expect("                 -1") {
        xs.asDriver(onErrorRecover: { _ in
          calls += 1
          return .empty()
        })
      }
      m.expectSubscriptions(xs, "^----!")
    }
    XCTAssertEqual(calls, 0)
  }

  func testInfallibleAsDriverKeepsItsEvents() {
    assertMarbles { m in
      let xs = m.hot("           ^1---|")
      m.expect("                 -1---|") { xs.asInfallible(onErrorJustReturn: -1).asDriver() }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testBehaviorRelayAsDriverStartsWithTheCurrentValueAndReplaysIt() {
    let relay = BehaviorRelay(value: 1)
    let driver = relay.asDriver()
    var first: [Int] = []
    var second: [Int] = []
    let a = driver.drive(onNext: { first.append($0) })
    relay.accept(2)
    let b = driver.drive(onNext: { second.append($0) })
    relay.accept(3)
    XCTAssertEqual(first, [1, 2, 3])
    XCTAssertEqual(second, [2, 3])
    a.dispose()
    b.dispose()
  }

  func testADriverDrivenInsideAnotherDriversObserverDeliversAtOnceInOrder() {
    assertNestedSubscriptionDeliversAtOnceInOrder { source, onNext in
      source.asDriver(onErrorJustReturn: -1).drive(onNext: onNext)
    }
  }
}
