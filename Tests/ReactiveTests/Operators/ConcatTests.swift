import Reactive
import ReactiveTest
import XCTest

final class ConcatTests: ReactiveTestCase {
  func testNeverFirstSourceKeepsTheSecondUnsubscribed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let res = scheduler.start { xs.concat(ys) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testEmptySourcesComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.completed(30)] as [Recorded<Event<Int>>])
    let ys = scheduler.createColdObservable([.completed(20)] as [Recorded<Event<Int>>])
    let res = scheduler.start { xs.concat(ys) }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
  }

  func testTheSecondSourceIsSubscribedToWhenTheFirstCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
    let res = scheduler.start { xs.concat(ys) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
  }

  func testErrorOfTheFirstSourceEndsTheSequenceBeforeTheSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(30, testError)])
    let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
    let res = scheduler.start { xs.concat(ys) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testErrorOfTheSecondSourceIsSent() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(30)])
    let ys = scheduler.createColdObservable([.next(10, 3), .error(20, testError)])
    let res = scheduler.start { xs.concat(ys) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(240, 3), .error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
  }

  func testDisposingEarlyDisposesTheRunningSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(30)])
    let ys = scheduler.createColdObservable([.next(10, 3), .next(50, 4), .completed(60)])
    let res = scheduler.start(disposed: 260) { xs.concat(ys) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(240, 3)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(230, 260)])
  }

  func testStaticConcatOfACollectionRunsEverySourceInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = [
      scheduler.createColdObservable([.next(10, 1), .completed(20)]),
      scheduler.createColdObservable([.next(5, 2), .completed(10)]),
      scheduler.createColdObservable([.next(5, 3), .completed(10)]),
    ]
    let res = scheduler.start { Observable.concat(sources.map { $0.asObservable() }) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(225, 2), .next(235, 3), .completed(240)])
    XCTAssertEqual(sources[0].subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(sources[1].subscriptions, [Subscription(220, 230)])
    XCTAssertEqual(sources[2].subscriptions, [Subscription(230, 240)])
  }

  func testVariadicConcatRunsEverySourceInOrder() {
    var received: [Event<Int>] = []
    _ = Observable.concat(Observable.of(1, 2), Observable.empty(), Observable.just(3))
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(2), .next(3), .completed])
  }

  func testConcatOfNoSourcesCompletesAtOnce() {
    var received: [Event<Int>] = []
    _ = Observable.concat([Observable<Int>]()).subscribe { received.append($0) }
    XCTAssertEqual(received, [.completed])
  }

  func testASequenceOfSourcesIsIteratedOnlyAsFarAsNeeded() {
    let gate = PublishSubject<Int>()
    var pulled = 0
    let sources = (0...).lazy.map { index -> Observable<Int> in
      pulled += 1
      return index == 1 ? gate.asObservable() : Observable.just(index)
    }
    var received: [Int] = []
    let subscription = Observable.concat(sources)
      .subscribe(onNext: { received.append($0) }, onError: { _ in })
    XCTAssertEqual(received, [0])
    XCTAssertEqual(pulled, 2)
    gate.onError(testError)
    XCTAssertEqual(pulled, 2)
    subscription.dispose()
  }

  func testHundredThousandSynchronousSourcesRunWithoutDeepeningTheStack() {
    var count = 0
    var completed = false
    _ = Observable.concat((0..<100_000).map { Observable.just($0) })
      .subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
    XCTAssertEqual(count, 100_000)
    XCTAssertTrue(completed)
  }

  func testConcatOfInnerSequencesRunsThemOneAfterTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = [
      scheduler.createColdObservable([.next(10, 1), .completed(30)]),
      scheduler.createColdObservable([.next(10, 2), .completed(20)]),
    ]
    let xs = scheduler.createHotObservable([.next(210, ys[0]), .next(220, ys[1]), .completed(230)])
    let res = scheduler.start { xs.concat() }
    XCTAssertEqual(res.events, [.next(220, 1), .next(250, 2), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 240)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(240, 260)])
  }

  func testElementsTheObserverSendsBackToEachSourceAreForwardedNested() {
    assertFeedbackLoop(
      inputs: [[.next(210, 1), .completed(220)], [.next(230, 10)]],
      sends: [.next(210, 1), .next(210, 2), .next(230, 10), .next(230, 11)],
      { sources, _ in Observable.concat(sources[0], sources[1]) },
      feedback: { element, subjects in
        switch element {
        case 1: subjects[0].onNext(2)
        case 10: subjects[1].onNext(11)
        default: break
        }
      })
  }

  func testConcatOfHundredThousandSourcesRunsInBoundedStack() {
    assertDeepChain(sends: [.next(deepChainDepth * (deepChainDepth - 1) / 2), .completed]) {
      Observable.concat((0..<deepChainDepth).map { Observable.just($0) }).reduce(0, accumulator: +)
    }
  }
}
