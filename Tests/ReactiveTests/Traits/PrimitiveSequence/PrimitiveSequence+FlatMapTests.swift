import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceFlatMapTests: ReactiveTestCase {
  // MARK: Single.flatMap

  func testSingleFlatMapOfNeverNeverSubscribesTheInnerSingle() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let ys = scheduler.createColdObservable([.next(10, "a"), .completed(10)])
    let res = scheduler.start { xs.asSingle().flatMap { _ in ys.asSingle() } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testSingleFlatMapSubscribesTheInnerSingleWhenTheElementArrives() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
    let ys = scheduler.createColdObservable([.next(10, "a"), .completed(10)])
    var selected: [Int] = []
    let res = scheduler.start {
      xs.asSingle().flatMap { element -> Single<String> in
        selected.append(element)
        return ys.asSingle()
      }
    }
    XCTAssertEqual(res.events, [.next(260, "a"), .completed(260)])
    XCTAssertEqual(selected, [2])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 260)])
  }

  func testSingleFlatMapForwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, testError)] as [Recorded<Event<Int>>])
    let ys = scheduler.createColdObservable([.next(10, "a"), .completed(10)])
    let res = scheduler.start { xs.asSingle().flatMap { _ in ys.asSingle() } }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testSingleFlatMapForwardsTheInnerError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
    let ys = scheduler.createColdObservable([.error(10, testError)] as [Recorded<Event<String>>])
    let res = scheduler.start { xs.asSingle().flatMap { _ in ys.asSingle() } }
    XCTAssertEqual(res.events, [.error(260, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 260)])
  }

  func testSingleFlatMapDisposedDuringTheInnerSingleUnsubscribesIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
    let ys = scheduler.createColdObservable([.next(100, "a"), .completed(100)])
    let res = scheduler.start(disposed: 300) { xs.asSingle().flatMap { _ in ys.asSingle() } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 300)])
  }

  func testSingleFlatMapDisposedEarlyUnsubscribesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(300)])
    let ys = scheduler.createColdObservable([.next(10, "a"), .completed(10)])
    let res = scheduler.start(disposed: 250) { xs.asSingle().flatMap { _ in ys.asSingle() } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testSingleFlatMapSelectorThatThrowsFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
    let res = scheduler.start {
      xs.asSingle().flatMap { _ -> Single<String> in throw testError }
    }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testSingleFlatMapChainsSynchronousSingles() {
    var received: [String] = []
    _ = Single.just(2).flatMap { Single.just("movie \($0)") }
      .subscribe(onSuccess: { received.append($0) })
    XCTAssertEqual(received, ["movie 2"])
  }

  // MARK: Single.flatMapMaybe

  func testSingleFlatMapMaybeCompletesWhenTheMaybeIsEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
    let ys = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<String>>])
    let res = scheduler.start { xs.asSingle().flatMapMaybe { _ in ys.asMaybe() } }
    XCTAssertEqual(res.events, [.completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 260)])
  }

  func testSingleFlatMapMaybeSendsTheElementOfTheMaybe() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
    let ys = scheduler.createColdObservable([.next(10, "a"), .completed(10)])
    let res = scheduler.start { xs.asSingle().flatMapMaybe { _ in ys.asMaybe() } }
    XCTAssertEqual(res.events, [.next(260, "a"), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 260)])
  }

  func testSingleFlatMapMaybeSelectorThatThrowsFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
    let res = scheduler.start {
      xs.asSingle().flatMapMaybe { _ -> Maybe<String> in throw testError }
    }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  // MARK: Single.flatMapCompletable

  func testSingleFlatMapCompletableCompletesWithTheCompletable() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
    let ys = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
    let res = scheduler.start { xs.asSingle().flatMapCompletable { _ in ys.asCompletable() } }
    XCTAssertEqual(res.events, [.completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 260)])
  }

  func testSingleFlatMapCompletableForwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, testError)] as [Recorded<Event<Int>>])
    let ys = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
    let res = scheduler.start { xs.asSingle().flatMapCompletable { _ in ys.asCompletable() } }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testSingleFlatMapCompletableSelectorThatThrowsFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
    let res = scheduler.start {
      xs.asSingle().flatMapCompletable { _ -> Completable in throw testError }
    }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  // MARK: Maybe.flatMap

  func testMaybeFlatMapOfNeverSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let ys = scheduler.createColdObservable([.next(10, "a"), .completed(10)])
    let res = scheduler.start { xs.asMaybe().flatMap { _ in ys.asMaybe() } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testMaybeFlatMapOfEmptyCompletesWithoutSubscribingTheInnerMaybe() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
    let ys = scheduler.createColdObservable([.next(10, "a"), .completed(10)])
    let res = scheduler.start { xs.asMaybe().flatMap { _ in ys.asMaybe() } }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testMaybeFlatMapSendsTheElementOfTheInnerMaybe() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
    let ys = scheduler.createColdObservable([.next(10, "a"), .completed(10)])
    let res = scheduler.start { xs.asMaybe().flatMap { _ in ys.asMaybe() } }
    XCTAssertEqual(res.events, [.next(260, "a"), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 260)])
  }

  func testMaybeFlatMapForwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, testError)] as [Recorded<Event<Int>>])
    let ys = scheduler.createColdObservable([.next(10, "a"), .completed(10)])
    let res = scheduler.start { xs.asMaybe().flatMap { _ in ys.asMaybe() } }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testMaybeFlatMapDisposedEarlyUnsubscribesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(300)])
    let ys = scheduler.createColdObservable([.next(10, "a"), .completed(10)])
    let res = scheduler.start(disposed: 250) { xs.asMaybe().flatMap { _ in ys.asMaybe() } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testMaybeFlatMapSelectorThatThrowsFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
    let res = scheduler.start { xs.asMaybe().flatMap { _ -> Maybe<String> in throw testError } }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testEndingTheSubscriptionReleasesTheElement() {
    assertReleasesResources { $0.asMaybe().flatMap { Maybe.just($0) }.asObservable() }
  }
}
