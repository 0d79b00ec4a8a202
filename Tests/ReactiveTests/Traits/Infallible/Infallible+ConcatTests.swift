import Reactive
import ReactiveTest
import XCTest

final class InfallibleConcatTests: ReactiveTestCase {
  func testConcatSubscribesToTheSecondWhenTheFirstCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let ys = scheduler.createColdObservable([.next(5, 2), .completed(15)])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: -1).concat(ys.asInfallible(onErrorJustReturn: -1))
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(225, 2), .completed(235)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(220, 235)])
  }

  func testConcatOfANeverFirstNeverSubscribesTheSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1)])
    let ys = scheduler.createColdObservable([.next(5, 2), .completed(15)])
    let res = scheduler.start(disposed: 300) {
      xs.asInfallible(onErrorJustReturn: -1).concat(ys.asInfallible(onErrorJustReturn: -1))
    }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testConcatDisposedDuringTheSecondUnsubscribesIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([Recorded<Event<Int>>.completed(20)])
    let ys = scheduler.createColdObservable([.next(5, 2), .next(50, 3), .completed(60)])
    let res = scheduler.start(disposed: 250) {
      xs.asInfallible(onErrorJustReturn: -1).concat(ys.asInfallible(onErrorJustReturn: -1))
    }
    XCTAssertEqual(res.events, [.next(225, 2)])
    XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])
  }

  func testConcatWithAFallibleSecondSendsItsErrorAsRxSwiftDoes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let ys = scheduler.createColdObservable([Recorded<Event<Int>>.error(5, testError)])
    let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).concat(ys) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(225, testError)])
    XCTAssertEqual(ys.subscriptions, [Subscription(220, 225)])
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
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Infallible<Int>.concat([]) }
    XCTAssertEqual(res.events, [.completed(200)])
  }
}
