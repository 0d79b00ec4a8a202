import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceZipTests: ReactiveTestCase {
  // MARK: Single

  func testSingleZipOfANeverSingleSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ys = scheduler.createHotObservable([Recorded<Event<String>>]())
    let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { "\($0)\($1)" } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
  }

  func testSingleZipCombinesBothElementsWhenTheLastArrives() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ys = scheduler.createHotObservable([.next(230, "a"), .completed(240)])
    let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { "\($0)\($1)" } }
    XCTAssertEqual(res.events, [.next(240, "1a"), .completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
  }

  func testSingleZipErrorDisposesTheOtherSingle() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(210, testError)] as [Recorded<Event<Int>>])
    let ys = scheduler.createHotObservable([.next(230, "a"), .completed(240)])
    let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { "\($0)\($1)" } }
    XCTAssertEqual(res.events, [.error(210, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
  }

  func testSingleZipDisposedEarlyUnsubscribesBoth() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ys = scheduler.createHotObservable([.next(300, "a"), .completed(300)])
    let res = scheduler.start(disposed: 250) {
      Single.zip(xs.asSingle(), ys.asSingle()) { "\($0)\($1)" }
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
  }

  func testSingleZipSelectorThatThrowsFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ys = scheduler.createHotObservable([.next(230, "a"), .completed(240)])
    let res = scheduler.start {
      Single.zip(xs.asSingle(), ys.asSingle()) { _, _ -> String in throw testError }
    }
    XCTAssertEqual(res.events, [.error(240, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
  }

  func testSingleZipOfTwoMakesATuple() {
    var received: [String] = []
    _ = Single.zip(Single.just(1), Single.just("a"))
      .subscribe(onSuccess: { received.append("\($0.0)\($0.1)") })
    XCTAssertEqual(received, ["1a"])
  }

  func testSingleZipOfEveryArityCombinesEveryElement() {
    var received: [Int] = []
    let one = Single.just(1)
    _ = Single.zip(one, one, one) { $0 + $1 + $2 }.subscribe(onSuccess: { received.append($0) })
    _ = Single.zip(one, one, one, one) { $0 + $1 + $2 + $3 }
      .subscribe(onSuccess: { received.append($0) })
    _ = Single.zip(one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 }
      .subscribe(onSuccess: { received.append($0) })
    _ = Single.zip(one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 }
      .subscribe(onSuccess: { received.append($0) })
    _ = Single.zip(one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
      .subscribe(onSuccess: { received.append($0) })
    _ = Single.zip(one, one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
      .subscribe(onSuccess: { received.append($0) })
    XCTAssertEqual(received, [3, 4, 5, 6, 7, 8])
  }

  func testSingleZipOfEveryArityMakesTuples() {
    var received: [String] = []
    let one = Single.just(1)
    _ = Single.zip(one, one, one).subscribe(onSuccess: { received.append("\($0)") })
    _ = Single.zip(one, one, one, one).subscribe(onSuccess: { received.append("\($0)") })
    _ = Single.zip(one, one, one, one, one).subscribe(onSuccess: { received.append("\($0)") })
    _ = Single.zip(one, one, one, one, one, one).subscribe(onSuccess: { received.append("\($0)") })
    _ = Single.zip(one, one, one, one, one, one, one)
      .subscribe(onSuccess: { received.append("\($0)") })
    _ = Single.zip(one, one, one, one, one, one, one, one)
      .subscribe(onSuccess: { received.append("\($0)") })
    XCTAssertEqual(
      received,
      [
        "(1, 1, 1)", "(1, 1, 1, 1)", "(1, 1, 1, 1, 1)", "(1, 1, 1, 1, 1, 1)",
        "(1, 1, 1, 1, 1, 1, 1)", "(1, 1, 1, 1, 1, 1, 1, 1)",
      ])
  }

  func testSingleZipOfACollectionSendsTheElementsInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 1), .completed(220)])
    let ys = scheduler.createHotObservable([.next(210, 2), .completed(210)])
    let res = scheduler.start { Single.zip([xs.asSingle(), ys.asSingle()]) }
    XCTAssertEqual(res.events, [.next(220, [1, 2]), .completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
  }

  func testSingleZipOfACollectionWithASelectorCombinesTheElements() {
    var received: [Int] = []
    _ = Single.zip([Single.just(1), Single.just(2)]) { $0.reduce(0, +) }
      .subscribe(onSuccess: { received.append($0) })
    XCTAssertEqual(received, [3])
  }

  func testSingleZipOfAnEmptyCollectionSucceedsWithAnEmptyArray() {
    var received: [[Int]] = []
    _ = Single.zip([Single<Int>]()).subscribe(onSuccess: { received.append($0) })
    XCTAssertEqual(received, [[]])
  }

  func testSingleZipOfAnEmptyCollectionCallsTheSelectorOnSubscription() {
    var received: [String] = []
    let zipped = Single.zip([Single<Int>]()) { "\($0.count) elements" }
    XCTAssertEqual(received, [])
    _ = zipped.subscribe(onSuccess: { received.append($0) })
    _ = Single.zip([Single<Int>]()) { _ -> Int in throw testError }
      .subscribe(onFailure: { received.append("\($0)") })
    XCTAssertEqual(received, ["0 elements", "test error"])
  }

  // MARK: Maybe

  func testMaybeZipCompletesEmptyOnceTheOtherMaybeHasSucceeded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
    let ys = scheduler.createHotObservable([.next(230, "a"), .completed(240)])
    let res = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe()) { "\($0)\($1)" } }
    XCTAssertEqual(res.events, [.completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
  }

  func testMaybeZipOfAnEmptyAndANeverMaybeSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
    let ys = scheduler.createHotObservable([Recorded<Event<String>>]())
    let res = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe()) { "\($0)\($1)" } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
  }

  func testMaybeZipCombinesBothElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ys = scheduler.createHotObservable([.next(230, "a"), .completed(240)])
    let res = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe()) { "\($0)\($1)" } }
    XCTAssertEqual(res.events, [.next(240, "1a"), .completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
  }

  func testMaybeZipOfANeverMaybeSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ys = scheduler.createHotObservable([Recorded<Event<String>>]())
    let res = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe()) }
    XCTAssertEqual(res.events.count, 0)
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
  }

  func testMaybeZipErrorDisposesTheOtherMaybe() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ys = scheduler.createHotObservable([.error(230, testError)] as [Recorded<Event<Int>>])
    let res = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe()) { $0 + $1 } }
    XCTAssertEqual(res.events, [.error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
  }

  func testMaybeZipDisposedEarlyUnsubscribesBoth() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let ys = scheduler.createHotObservable([.next(300, 1), .completed(300)])
    let res = scheduler.start(disposed: 250) { Maybe.zip(xs.asMaybe(), ys.asMaybe()) { $0 + $1 } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
  }

  func testMaybeZipSelectorThatThrowsFails() {
    var received: [String] = []
    _ = Maybe.zip(Maybe.just(1), Maybe.just(2)) { _, _ -> Int in throw testError }
      .subscribe(onError: { received.append("\($0)") })
    XCTAssertEqual(received, ["test error"])
  }

  func testMaybeZipOfEveryArityCombinesEveryElement() {
    var received: [Int] = []
    let one = Maybe.just(1)
    _ = Maybe.zip(one, one, one) { $0 + $1 + $2 }.subscribe(onSuccess: { received.append($0) })
    _ = Maybe.zip(one, one, one, one) { $0 + $1 + $2 + $3 }
      .subscribe(onSuccess: { received.append($0) })
    _ = Maybe.zip(one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 }
      .subscribe(onSuccess: { received.append($0) })
    _ = Maybe.zip(one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 }
      .subscribe(onSuccess: { received.append($0) })
    _ = Maybe.zip(one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
      .subscribe(onSuccess: { received.append($0) })
    _ = Maybe.zip(one, one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
      .subscribe(onSuccess: { received.append($0) })
    XCTAssertEqual(received, [3, 4, 5, 6, 7, 8])
  }

  func testMaybeZipOfEveryArityMakesTuples() {
    var received: [String] = []
    let one = Maybe.just(1)
    _ = Maybe.zip(one, one).subscribe(onSuccess: { received.append("\($0)") })
    _ = Maybe.zip(one, one, one).subscribe(onSuccess: { received.append("\($0)") })
    _ = Maybe.zip(one, one, one, one).subscribe(onSuccess: { received.append("\($0)") })
    _ = Maybe.zip(one, one, one, one, one).subscribe(onSuccess: { received.append("\($0)") })
    _ = Maybe.zip(one, one, one, one, one, one).subscribe(onSuccess: { received.append("\($0)") })
    _ = Maybe.zip(one, one, one, one, one, one, one)
      .subscribe(onSuccess: { received.append("\($0)") })
    _ = Maybe.zip(one, one, one, one, one, one, one, one)
      .subscribe(onSuccess: { received.append("\($0)") })
    XCTAssertEqual(
      received,
      [
        "(1, 1)", "(1, 1, 1)", "(1, 1, 1, 1)", "(1, 1, 1, 1, 1)", "(1, 1, 1, 1, 1, 1)",
        "(1, 1, 1, 1, 1, 1, 1)", "(1, 1, 1, 1, 1, 1, 1, 1)",
      ])
  }

  func testMaybeZipOfACollectionSendsTheElementsOrCompletesEmpty() {
    var received: [String] = []
    _ = Maybe.zip([Maybe.just(1), Maybe.just(2)]).subscribe(onSuccess: { received.append("\($0)") })
    _ = Maybe.zip([Maybe.just(1), Maybe.empty()]).subscribe(
      onSuccess: { received.append("\($0)") }, onCompleted: { received.append("empty") })
    _ = Maybe.zip([Maybe.just(1), Maybe.just(2)]) { $0.reduce(0, +) }
      .subscribe(onSuccess: { received.append("\($0)") })
    _ = Maybe.zip([Maybe<Int>]()).subscribe(onSuccess: { received.append("\($0)") })
    _ = Maybe.zip([Maybe<Int>]()) { $0.count }.subscribe(onSuccess: { received.append("\($0)") })
    XCTAssertEqual(received, ["[1, 2]", "empty", "3", "[]", "0"])
  }

  // MARK: Completable

  func testCompletableZipCompletesWhenAllHaveCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Never>>])
    let ys = scheduler.createHotObservable([.completed(240)] as [Recorded<Event<Never>>])
    let res = scheduler.start { Completable.zip(xs.asCompletable(), ys.asCompletable()) }
    XCTAssertEqual(res.events, [.completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
  }

  func testCompletableZipOfANeverCompletableSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Never>>])
    let ys = scheduler.createHotObservable([Recorded<Event<Never>>]())
    let res = scheduler.start { Completable.zip([xs.asCompletable(), ys.asCompletable()]) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
  }

  func testCompletableZipErrorDisposesTheOthers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(220, testError)] as [Recorded<Event<Never>>])
    let ys = scheduler.createHotObservable([.completed(240)] as [Recorded<Event<Never>>])
    let res = scheduler.start { Completable.zip(xs.asCompletable(), ys.asCompletable()) }
    XCTAssertEqual(res.events, [.error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
  }

  func testCompletableZipDisposedEarlyUnsubscribesAll() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300)] as [Recorded<Event<Never>>])
    let ys = scheduler.createHotObservable([.completed(300)] as [Recorded<Event<Never>>])
    let res = scheduler.start(disposed: 250) {
      Completable.zip([xs, ys].lazy.map { $0.asCompletable() })
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
  }

  func testCompletableZipOfNothingCompletesAtOnce() {
    var received: [String] = []
    _ = Completable.zip([Completable]()).subscribe(onCompleted: { received.append("done") })
    XCTAssertEqual(received, ["done"])
  }
}
