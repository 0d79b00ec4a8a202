import Reactive
import ReactiveTest
import XCTest

final class InfallibleDoTests: ReactiveTestCase {
  func testHandlersRunInRxSwiftsOrderAroundTheEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    var log: [String] = []
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: -1)
        .do(
          onNext: { log.append("onNext \($0) at \(scheduler.clock)") },
          afterNext: { log.append("afterNext \($0)") },
          onCompleted: { log.append("onCompleted at \(scheduler.clock)") },
          afterCompleted: { log.append("afterCompleted") },
          onSubscribe: { log.append("onSubscribe at \(scheduler.clock)") },
          onSubscribed: { log.append("onSubscribed") },
          onDispose: { log.append("onDispose at \(scheduler.clock)") }
        )
        .do(onNext: { log.append("downstream \($0)") })
    }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
    XCTAssertEqual(
      log,
      [
        "onSubscribe at 200", "onSubscribed", "onNext 1 at 210", "downstream 1", "afterNext 1",
        "onCompleted at 250", "afterCompleted", "onDispose at 250",
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDisposingEarlyRunsOnDisposeAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
    var disposedAt: TestTime?
    let res = scheduler.start(disposed: 250) {
      xs.asInfallible(onErrorJustReturn: -1).do(onDispose: { disposedAt = scheduler.clock })
    }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(disposedAt, 250)
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testThrowingHandlersSendTheErrorAsRxSwiftDoes() {
    assertOperator(
      hot: [.next(210, 1), .next(220, 2), .completed(250)],
      sends: [.next(210, 1), .error(220, testError)], subscriptions: [Subscription(200, 220)]
    ) {
      $0.asInfallible(onErrorJustReturn: -1)
        .do(onNext: { if $0 == 2 { throw testError } })
        .asObservable()
    }
    assertOperator(
      hot: [.next(210, 1), .completed(250)],
      sends: [.next(210, 1), .error(210, testError)], subscriptions: [Subscription(200, 210)]
    ) {
      $0.asInfallible(onErrorJustReturn: -1).do(afterNext: { _ in throw testError })
        .asObservable()
    }
    assertOperator(
      hot: [.next(210, 1), .completed(250)],
      sends: [.next(210, 1), .error(250, testError)], subscriptions: [Subscription(200, 250)]
    ) {
      $0.asInfallible(onErrorJustReturn: -1).do(onCompleted: { throw testError })
        .asObservable()
    }
  }
}
