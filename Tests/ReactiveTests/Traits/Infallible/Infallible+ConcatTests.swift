import Reactive
import ReactiveTest
import XCTest

final class InfallibleConcatTests: ReactiveTestCase {
  func testConcatSubscribesToTheSecondWhenTheFirstCompletes() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.cold("          --1-|")
      let ys = m.cold("          -2-|")
      m.expect("                 --1--2-|") {
        xs.asInfallible(onErrorJustReturn: -1).concat(ys.asInfallible(onErrorJustReturn: -1))
      }
      m.expectSubscriptions(xs, "^---!")
      m.expectSubscriptions(ys, "----^--!")
    }
  }

  func testConcatOfANeverFirstNeverSubscribesTheSecond() {
    assertMarbles(ticksPerFrame: 5, disposed: 300) { m in
      let xs = m.cold("          --1")
      let ys = m.cold("          -2-|")
      m.expect("                 --1") {
        xs.asInfallible(onErrorJustReturn: -1).concat(ys.asInfallible(onErrorJustReturn: -1))
      }
      m.expectSubscriptions(xs, "^-------------------!")
      m.expectSubscriptions(ys)
    }
  }

  func testConcatDisposedDuringTheSecondUnsubscribesIt() {
    assertMarbles(ticksPerFrame: 5, disposed: 250) { m in
      let xs = m.cold("          ----|")
      let ys = m.cold("          -2--------3-|")
      m.expect("                 -----2") {
        xs.asInfallible(onErrorJustReturn: -1).concat(ys.asInfallible(onErrorJustReturn: -1))
      }
      m.expectSubscriptions(ys, "----^-----!")
    }
  }

  func testConcatWithAFallibleSecondSendsItsErrorAsRxSwiftDoes() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.cold("          --1-|")
      let ys = m.cold("          -#")
      m.expect("                 --1--#") { xs.asInfallible(onErrorJustReturn: -1).concat(ys) }
      m.expectSubscriptions(ys, "----^!")
    }
  }

  func testStaticConcatRunsTheSequencesOneAfterTheOtherInEachForm() {
    let forms: [(String, ([Infallible<Int>]) -> Infallible<Int>)] = [
      ("variadic", { Infallible.concat($0[0], $0[1]) }),
      ("collection", { Infallible.concat($0) }),
      ("sequence", { Infallible.concat(AnySequence($0)) }),
    ]
    for (form, concat) in forms {
      let scheduler = TestScheduler(initialClock: 0)
      let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
      let ys = scheduler.createColdObservable([.next(5, 2), .completed(15)])
      let res = scheduler.start {
        concat([xs.asInfallible(onErrorJustReturn: -1), ys.asInfallible(onErrorJustReturn: -1)])
      }
      XCTAssertEqual(res.events, [.next(210, 1), .next(225, 2), .completed(235)], form)
      XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)], form)
      XCTAssertEqual(ys.subscriptions, [Subscription(220, 235)], form)
    }
  }

  func testStaticConcatOfNothingCompletesAtOnce() {
    assertMarbles { m in
      m.expect("|") { Infallible<Int>.concat([]) }
    }
  }
}
