import Reactive
import ReactiveTest
import XCTest

final class FlatMapLatestTests: ReactiveTestCase {
  func testNeverOuterSendsNothingAndIsDisposedAtTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0)])
    let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start { xs.flatMapLatest { _ in ys } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testEmptyOuterCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .completed(250)])
    let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start { xs.flatMapLatest { _ in ys } }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testEachElementSwitchesToItsInnerAndDisposesThePreviousOne() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 0), .next(240, 1), .next(300, 2), .completed(320),
    ])
    let ys = [
      scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(40, 3), .completed(50)]),
      scheduler.createColdObservable([.next(10, 10), .completed(20)]),
      scheduler.createColdObservable([.next(10, 20), .next(30, 21), .completed(40)]),
    ]
    let res = scheduler.start { xs.flatMapLatest { ys[$0] } }
    XCTAssertEqual(
      res.events,
      [
        .next(220, 1), .next(230, 2), .next(250, 10), .next(310, 20), .next(330, 21),
        .completed(340),
      ]
    )
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 240)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(240, 260)])
    XCTAssertEqual(ys[2].subscriptions, [Subscription(300, 340)])
  }

  func testThePreviousInnerIsDisposedBeforeTheNextIsSubscribedTo() {
    var log: [String] = []
    func inner(_ name: String) -> Observable<Int> {
      Observable.create { _ in
        log.append("subscribe \(name)")
        return Disposables.create { log.append("dispose \(name)") }
      }
    }
    let outer = PublishSubject<String>()
    let subscription = outer.flatMapLatest { name -> Observable<Int> in
      log.append("select \(name)")
      return inner(name)
    }.subscribe()
    outer.onNext("a")
    outer.onNext("b")
    subscription.dispose()
    XCTAssertEqual(
      log, ["select a", "subscribe a", "select b", "dispose a", "subscribe b", "dispose b"])
  }

  func testCompletionWaitsForTheLatestInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 0), .completed(220)])
    let ys = scheduler.createColdObservable([.next(30, 1), .completed(50)])
    let res = scheduler.start { xs.flatMapLatest { _ in ys } }
    XCTAssertEqual(res.events, [.next(240, 1), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 260)])
  }

  func testOuterErrorIsSentAndDisposesTheInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 0), .error(240, testError)])
    let ys = scheduler.createColdObservable([.next(15, 1), .next(50, 2), .completed(100)])
    let res = scheduler.start { xs.flatMapLatest { _ in ys } }
    XCTAssertEqual(res.events, [.next(225, 1), .error(240, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 240)])
  }

  func testInnerErrorIsSentAndDisposesTheOuter() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 0), .completed(400)])
    let ys = scheduler.createColdObservable([.next(15, 1), .error(30, testError)])
    let res = scheduler.start { xs.flatMapLatest { _ in ys } }
    XCTAssertEqual(res.events, [.next(225, 1), .error(240, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 240)])
  }

  func testDisposingEarlyDisposesTheOuterAndTheInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 0), .completed(400)])
    let ys = scheduler.createColdObservable([.next(15, 1), .next(100, 2), .completed(150)])
    let res = scheduler.start(disposed: 250) { xs.flatMapLatest { _ in ys } }
    XCTAssertEqual(res.events, [.next(225, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
  }

  func testThrowingSelectorSendsErrorAndDisposesEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 0), .next(230, 1), .completed(400)])
    let ys = scheduler.createColdObservable([.next(15, 1), .next(100, 2), .completed(150)])
    let res = scheduler.start {
      xs.flatMapLatest { value -> TestableObservable<Int> in
        if value == 1 { throw testError }
        return ys
      }
    }
    XCTAssertEqual(res.events, [.next(225, 1), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
  }

  func testEventsOfASupersededInnerAreIgnored() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let outer = PublishSubject<PublishSubject<Int>>()
    var received: [Event<Int>] = []
    let subscription = outer.flatMapLatest { $0 }.subscribe { received.append($0) }
    outer.onNext(first)
    first.onNext(1)
    outer.onNext(second)
    first.onNext(2)
    first.onError(testError)
    second.onNext(3)
    outer.onCompleted()
    second.onCompleted()
    XCTAssertEqual(received, [.next(1), .next(3), .completed])
    XCTAssertFalse(first.hasObservers)
    subscription.dispose()
  }
}
