import Reactive
import ReactiveTest
import XCTest

final class InfallibleDoTests: ReactiveTestCase {
  func testHandlersRunInRxSwiftsOrderAroundTheEvents() {
    var log: [String] = []
    assertMarbles { m in
      let xs = m.hot("           ^1---|")
      m.expect("                 -1---|") {
        xs.asInfallible(onErrorJustReturn: -1)
          .do(
            onNext: { log.append("onNext \($0) at \(m.scheduler.clock)") },
            afterNext: { log.append("afterNext \($0)") },
            onCompleted: { log.append("onCompleted at \(m.scheduler.clock)") },
            afterCompleted: { log.append("afterCompleted") },
            onSubscribe: { log.append("onSubscribe at \(m.scheduler.clock)") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose at \(m.scheduler.clock)") }
          )
          .do(onNext: { log.append("downstream \($0)") })
      }
      m.expectSubscriptions(xs, "^----!")
    }
    XCTAssertEqual(
      log,
      [
        "onSubscribe at 200", "onSubscribed", "onNext 1 at 210", "downstream 1", "afterNext 1",
        "onCompleted at 250", "afterCompleted", "onDispose at 250",
      ])
  }

  func testDisposingEarlyRunsOnDisposeAndUnsubscribes() {
    var disposedAt: TestTime?
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^1----2")
      m.expect("                 -1") {
        xs.asInfallible(onErrorJustReturn: -1).do(onDispose: { disposedAt = m.scheduler.clock })
      }
      m.expectSubscriptions(xs, "^----!")
    }
    XCTAssertEqual(disposedAt, 250)
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
