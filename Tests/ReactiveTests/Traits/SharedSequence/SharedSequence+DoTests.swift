import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceDoTests: ReactiveTestCase {
  func testHandlersRunOncePerEventHoweverManySubscribers() {
    var calls: [String: [TestTime]] = [:]
    assertMarbles { m in
      let xs = m.hot("           ^1---|")
      func note(_ handler: String) { calls[handler, default: []].append(m.scheduler.clock) }
      let driver = xs.asDriver(onErrorJustReturn: -1)
        .do(
          onNext: { _ in note("onNext") }, afterNext: { _ in note("afterNext") },
          onCompleted: { note("onCompleted") }, afterCompleted: { note("afterCompleted") },
          onSubscribe: { note("onSubscribe") }, onSubscribed: { note("onSubscribed") },
          onDispose: { note("onDispose") })
      m.expect("                 -1---|") { driver }
      m.expect("                 -1---|", subscribed: 205) { driver }
      m.expectSubscriptions(xs, "^----!")
    }
    XCTAssertEqual(
      calls,
      [
        "onSubscribe": [200], "onSubscribed": [200], "onNext": [210], "afterNext": [210],
        "onCompleted": [250], "afterCompleted": [250], "onDispose": [250],
      ])
  }

  func testOnDisposeRunsWhenTheLastSubscriberLeaves() {
    var disposals: [TestTime] = []
    assertMarbles { m in
      let xs = m.hot("           ^1----2")
      let signal = xs.asSignal(onErrorJustReturn: -1)
        .do(onDispose: { disposals.append(m.scheduler.clock) })
      m.expect("                 -1", disposed: 230) { signal }
      m.expect("                 -1", subscribed: 205, disposed: 240) { signal }
      m.expectSubscriptions(xs, "^---!")
    }
    XCTAssertEqual(disposals, [240])
  }
}
