import Reactive
import ReactiveTest
import XCTest

final class ObservableConvertibleTypeSharedSequenceTests: ReactiveTestCase {
  func testJustReturnReplacesTheErrorForAnyStrategy() {
    assertOperator(
      hot: [.next(210, 2), .error(250, testError)],
      sends: [.next(210, 2), .next(250, -1), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) {
      $0.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1)
        .asObservable()
    }
    assertOperator(
      hot: [.next(210, 2), .next(260, 3)], disposed: 250, sends: [.next(210, 2)],
      subscriptions: [Subscription(200, 250)]
    ) {
      let signal: Signal<Int> = $0.asSharedSequence(onErrorJustReturn: -1)
      return signal.asObservable()
    }
  }

  func testDriveWithContinuesWithTheFallback() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-----#")
      let ys = m.cold("          -7-9-|")
      m.expect("                 -------7-9-|") {
        xs.asSharedSequence(
          sharingStrategy: SignalSharingStrategy.self,
          onErrorDriveWith: ys.asSignal(onErrorJustReturn: -1))
      }
      m.expectSubscriptions(ys, "------^----!")
    }
  }

  func testRecoverMakesTheFallbackFromTheError() {
    assertMarbles { m in
      let xs = m.hot("^a---#", of: String.self)
      m.expect("      -a---('recovered from test error'|)") {
        xs.asSharedSequence(
          sharingStrategy: DriverSharingStrategy.self,
          onErrorRecover: { Driver.just("recovered from \($0)") })
      }
    }
  }

  func testACustomStrategyDeliversOnItsSchedulerAndSharesItsWay() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    SharingScheduler.mock(scheduler: scheduler) {
      let replaying: SharedSequence<ReplayTwoStrategy, Int> = xs.asSharedSequence(
        onErrorJustReturn: -1)
      let first = scheduler.record(replaying.asObservable(), from: 200, until: 1000)
      let second = scheduler.record(replaying.asObservable(), from: 250, until: 1000)
      scheduler.start()
      XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2), .completed(301)])
      XCTAssertEqual(second.events, [.next(250, 1), .next(250, 2), .completed(301)])
    }
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }
}

/// A sharing strategy of the tests' own: delivers on the sharing scheduler and replays the last
/// two elements.
private enum ReplayTwoStrategy: SharingStrategyProtocol {
  static var scheduler: any SchedulerType { SharingScheduler.make() }

  static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 2)
  }
}
