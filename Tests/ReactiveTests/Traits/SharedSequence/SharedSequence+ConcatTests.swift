import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceConcatTests: ReactiveTestCase {
  func testConcatRunsTheDriversOneAfterTheOtherInBothForms() {
    let forms: [(String, ([Driver<Int>]) -> Driver<Int>)] = [
      ("collection", { Driver.concat($0) }),
      ("sequence", { Driver.concat(AnySequence($0)) }),
    ]
    for (form, concat) in forms {
      let scheduler = TestScheduler(initialClock: 0)
      let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
      let ys = scheduler.createColdObservable([.next(5, 2), .completed(15)])
      let res = scheduler.start {
        concat([xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)])
      }
      XCTAssertEqual(res.events, [.next(210, 1), .next(225, 2), .completed(235)], form)
      XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)], form)
      XCTAssertEqual(ys.subscriptions, [Subscription(220, 235)], form)
    }
  }

  func testConcatDisposedDuringTheFirstNeverSubscribesTheSecond() {
    assertMarbles(ticksPerFrame: 5, disposed: 250) { m in
      let xs = m.cold("          --1-----------------|")
      let ys = m.cold("          -2-|")
      m.expect("                 --1") {
        Signal.concat([xs.asSignal(onErrorJustReturn: -1), ys.asSignal(onErrorJustReturn: -1)])
      }
      m.expectSubscriptions(xs, "^---------!")
      m.expectSubscriptions(ys)
    }
  }
}
