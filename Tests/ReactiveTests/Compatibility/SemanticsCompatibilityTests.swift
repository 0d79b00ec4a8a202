import Foundation
import Reactive
import ReactiveTest
import XCTest

// RxSwift 6's semantics as RxSwift's own tests check them, written the way RxTest users write
// tests, against `import Reactive` / `import ReactiveTest` only: completion and subscription
// intervals of combineLatest and zip, connections of replay and publish, when throttle, startWith,
// observe(on:) and merge let go of their sources, virtual-time scheduling, RxTest's assertions and
// the async bridges' cancellation.

private enum SemanticsError: Error {
  case failed
}

final class SemanticsCompatibilityTests: ReactiveTestCase {
  // MARK: - combineLatest

  private let combineLatestFactories:
    [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] = [
      { e0, e1 in Observable.combineLatest(e0, e1).map { $0.0 + $0.1 } },
      { e0, e1 in Observable.combineLatest(e0, e1, resultSelector: +) },
      { e0, e1 in
        Observable.combineLatest([e0, e1].map { $0.asObservable() }).map { $0.reduce(0, +) }
      },
    ]

  func testCombineLatestAndZip_NeverEmpty() {
    for factory in combineLatestFactories + zipFactories {
      let scheduler = TestScheduler(initialClock: 0)
      let e0 = scheduler.createHotObservable([.next(150, 1)])
      let e1 = scheduler.createHotObservable([.next(150, 1), .completed(210)])

      let res = scheduler.start { factory(e0, e1) }

      XCTAssertEqual(res.events, [])
      XCTAssertEqual(e0.subscriptions, [Subscription(200, 1000)])
      XCTAssertEqual(e1.subscriptions, [Subscription(200, 210)])
    }
  }

  func testCombineLatest_EmptyEmpty() {
    for factory in combineLatestFactories {
      let scheduler = TestScheduler(initialClock: 0)
      let e0 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
      let e1 = scheduler.createHotObservable([.next(150, 1), .completed(220)])

      let res = scheduler.start { factory(e0, e1) }

      XCTAssertEqual(res.events, [.completed(220)])
      XCTAssertEqual(e0.subscriptions, [Subscription(200, 210)])
      XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
    }
  }

  func testCombineLatestAndZip_EmptyReturn() {
    // The zip of two to eight sources waits for the completion of the last one.
    let cases = [
      (combineLatestFactories + zipCollectionFactories, 215), (zipArityFactories, 220),
    ]
    for (factories, end) in cases {
      for factory in factories {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])

        let res = scheduler.start { factory(e0, e1) }

        XCTAssertEqual(res.events, [.completed(end)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, end)])
      }
    }
  }

  func testCombineLatest_ReturnReturn() {
    for factory in combineLatestFactories {
      let scheduler = TestScheduler(initialClock: 0)
      let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
      let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])

      let res = scheduler.start { factory(e0, e1) }

      XCTAssertEqual(res.events, [.next(220, 5), .completed(240)])
      XCTAssertEqual(e0.subscriptions, [Subscription(200, 230)])
      XCTAssertEqual(e1.subscriptions, [Subscription(200, 240)])
    }
  }

  func testInfallibleAndDriverCombineLatestTakeThrowingSelectors() {
    assertMarbles { m in
      let e0 = m.hot("^1-   2|")
      let e1 = m.hot("^-'10'--|")
      m.expect("      --'11'#", error: SemanticsError.failed) {
        Infallible.combineLatest(
          e0.asInfallible(onErrorJustReturn: 0), e1.asInfallible(onErrorJustReturn: 0)
        ) { x, y -> Int in
          if x == 2 { throw SemanticsError.failed }
          return x + y
        }
      }
    }
    let driven = Driver.combineLatest(Driver.just(1), Driver.just(2)) { x, y throws -> Int in x + y
    }
    var received: [Int] = []
    _ = driven.drive(onNext: { received.append($0) })
    XCTAssertEqual(received, [3])
  }

  // MARK: - zip

  /// The zip of two to eight sources completes only once every source has, as RxSwift's
  /// `ZipSink` does; the collection form also completes on an element that can never be combined.
  private let zipArityFactories:
    [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
      [
        { e0, e1 in Observable.zip(e0, e1).map { $0.0 + $0.1 } },
        { e0, e1 in Observable.zip(e0, e1, resultSelector: +) },
      ]

  private let zipCollectionFactories:
    [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
      [
        { e0, e1 in Observable.zip([e0, e1].map { $0.asObservable() }).map { $0.reduce(0, +) } }
      ]

  private var zipFactories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>]
  {
    zipArityFactories + zipCollectionFactories
  }

  func testZip_LeftCompletesFirst() {
    for factory in zipFactories {
      let scheduler = TestScheduler(initialClock: 0)
      let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
      let e1 = scheduler.createHotObservable([.next(150, 1), .next(215, 4), .completed(225)])

      let res = scheduler.start { factory(e0, e1) }

      XCTAssertEqual(res.events, [.next(215, 6), .completed(225)])
      XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
      XCTAssertEqual(e1.subscriptions, [Subscription(200, 225)])
    }
  }

  func testZip_SourceWithQueuedElementsCompletesFirst() {
    // The zip of two to eight sources waits for the completion of the last one.
    for (factories, end) in [(zipArityFactories, 300), (zipCollectionFactories, 260)] {
      for factory in factories {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([
          .next(210, 1), .next(215, 2), .next(220, 3), .completed(225),
        ])
        let e1 = scheduler.createHotObservable([
          .next(230, 10), .next(240, 20), .next(250, 30), .next(260, 40), .completed(300),
        ])

        let res = scheduler.start { factory(e0, e1) }

        XCTAssertEqual(
          res.events, [.next(230, 11), .next(240, 22), .next(250, 33), .completed(end)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, end)])
      }
    }
  }

  func testMaybeZip_EmptyCompletesOnceTheOtherSucceeds() {
    assertMarbles { m in
      let e0 = m.hot("           ^|")
      let e1 = m.hot("           ^--(2|)")
      m.expect("                 ---|") { Maybe.zip(e0.asMaybe(), e1.asMaybe(), resultSelector: +) }
      m.expectSubscriptions(e0, "^!")
      m.expectSubscriptions(e1, "^--!")
    }
  }

  func testInfallibleAndDriverZipTakeThrowingSelectors() {
    let zipped = Infallible.zip(Infallible.just(1), Infallible.just(2)) { x, y throws -> Int in
      x + y
    }
    var received: [Int] = []
    _ = zipped.subscribe(onNext: { received.append($0) })
    _ = Driver.zip(Driver.just(3), Driver.just(4)) { x, y throws -> Int in x + y }
      .drive(onNext: { received.append($0) })
    XCTAssertEqual(received, [3, 7])
  }

  // MARK: - Connectable observables

  func testReplay_ReconnectionStartsAFreshBuffer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(260, 3), .next(310, 4), .next(320, 5),
    ])
    var ys: ConnectableObservable<Int>!
    var connection: Disposable!
    var subscriptions: [Disposable] = []
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)

    scheduler.scheduleAt(TestScheduler.Defaults.created) { ys = xs.replay(2) }
    scheduler.scheduleAt(205) { subscriptions.append(ys.subscribe(early)) }
    scheduler.scheduleAt(200) { connection = ys.connect() }
    scheduler.scheduleAt(250) { connection.dispose() }
    scheduler.scheduleAt(280) { subscriptions.append(ys.subscribe(late)) }
    scheduler.scheduleAt(300) { connection = ys.connect() }
    scheduler.scheduleAt(TestScheduler.Defaults.disposed) {
      connection.dispose()
      for subscription in subscriptions { subscription.dispose() }
    }
    scheduler.start()

    XCTAssertEqual(early.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(late.events, [.next(310, 4), .next(320, 5)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 1000)])
  }

  func testPublish_SubscriberAfterCompletionWaitsForTheNextConnection() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let ys = xs.publish()
    let res = scheduler.createObserver(Int.self)
    var connection: Disposable?

    scheduler.scheduleAt(200) { connection = ys.connect() }
    scheduler.scheduleAt(300) { _ = ys.subscribe(res) }
    scheduler.scheduleAt(400) { connection = ys.connect() }
    scheduler.start()

    XCTAssertEqual(res.events, [.next(410, 1), .completed(420)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(400, 420)])
    connection?.dispose()
  }

  // MARK: - When operators let go of their sources

  func testThrottle_DisposesTheSourceWhenItCompletes() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-12|")
      m.expect("                 --1---(2|)") { xs.throttle(.seconds(20), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^---!")
    }
  }

  func testStartWith_SubscribesThenDisposesWhenTakenBeforeTheSource() {
    assertMarbles { m in
      let xs = m.hot("           ^   -2--|")
      m.expect("                 (1|)") { xs.startWith(1).take(1) }
      m.expectSubscriptions(xs, "(^!)")
    }
  }

  func testObserveOn_SourceIsDisposedWhenItCompletes() {
    assertMarbles(ticksPerFrame: 1) { m in
      let xs = m.hot("           ^---------1- @250 |")
      m.expect("                 -----------1 @250 -|") { xs.observe(on: m.scheduler) }
      m.expectSubscriptions(xs, "^----------- @250 !")
    }
  }

  func testMerge_MaxConcurrentZeroNeverSubscribes() {
    assertMarbles { m in
      let ys = m.cold("          -1|")
      let xs = m.hot("           ^a--------|", values: ["a": ys])
      m.expect("                 ----------|") { xs.merge(maxConcurrent: 0) }
      m.expectSubscriptions(ys)
      m.expectSubscriptions(xs, "^---------!")
    }
  }

  // MARK: - Virtual time

  func testTestScheduler_EventsScheduledForNowKeepTheirTime() {
    assertMarbles { m in
      let xs = m.cold("          (1|)")
      m.expect("                 (1|)") { xs }
      m.expectSubscriptions(xs, "(^!)")
    }
  }

  func testTestScheduler_WithoutProcessingDelay() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.5, simulateProcessingDelay: false)

    let res = scheduler.start {
      Observable.just(1, scheduler: scheduler).delay(.seconds(5), scheduler: scheduler)
    }

    XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
  }

  func testHistoricalScheduler() {
    let start = Date(timeIntervalSince1970: 100)
    let scheduler = HistoricalScheduler(initialClock: start)
    var fired: [TimeInterval] = []

    _ = Observable<Int>.timer(.seconds(30), scheduler: scheduler)
      .subscribe(onNext: { _ in fired.append(scheduler.now.timeIntervalSince(start)) })
    XCTAssertEqual(scheduler.debugDescription, "[\(start.addingTimeInterval(30))]")
    scheduler.start()

    XCTAssertEqual(fired, [30])
    XCTAssertEqual(scheduler.clock, start.addingTimeInterval(30))
  }

  func testCustomVirtualTimeScheduler() {
    struct MinutesConverter: VirtualTimeConverterType {
      typealias VirtualTimeUnit = Int
      typealias VirtualTimeIntervalUnit = Int

      func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime * 60))
      }
      func convertToVirtualTime(_ time: RxTime) -> Int {
        Int(time.timeIntervalSince1970 / 60)
      }
      func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        TimeInterval(virtualTimeInterval * 60)
      }
      func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        Int(timeInterval / 60)
      }
      func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
      func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
      }
    }
    let scheduler = VirtualTimeScheduler(initialClock: 0, converter: MinutesConverter())
    var minutes: [Int] = []

    _ = Observable<Int>.interval(.seconds(120), scheduler: scheduler).take(2)
      .subscribe(onNext: { _ in minutes.append(scheduler.clock) })
    scheduler.advanceTo(10)

    XCTAssertEqual(minutes, [2, 4])
    XCTAssertEqual(scheduler.clock, 10)
  }

  // MARK: - RxTest assertions

  func testRecordedHelpersAndAssertions() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .error(230, SemanticsError.failed, Int.self),
    ])
    let empty = scheduler.createHotObservable([.completed(250, String.self)])

    let res = scheduler.start { xs.map { $0 * 10 } }
    let none = scheduler.createObserver(String.self)
    _ = empty.subscribe(none)
    scheduler.start()

    XCTAssertEqual(
      res.events, [.next(210, 10), .next(220, 20), .error(230, SemanticsError.failed)])
    XCTAssertRecordedElements(res.events, [10, 20])
    XCTAssertEqual(none.events, [])

    let optionals = scheduler.createObserver(Int?.self)
    optionals.onNext(nil)
    optionals.onNext(3)
    XCTAssertEqual(optionals.events, [.next(1000, nil), .next(1000, 3)])
  }

  func testTraitEventsCompare() {
    var single: [SingleEvent<Int>] = []
    var maybe: [MaybeEvent<Int>] = []
    var completable: [CompletableEvent] = []

    _ = Single.just(1).subscribe { single.append($0) }
    _ = Single<Int>.error(SemanticsError.failed).subscribe { single.append($0) }
    _ = Maybe.just(2).subscribe { maybe.append($0) }
    _ = Maybe<Int>.empty().subscribe { maybe.append($0) }
    _ = Completable.empty().subscribe { completable.append($0) }
    _ = Completable.error(SemanticsError.failed).subscribe { completable.append($0) }

    XCTAssertEqual(single, [.success(1), .failure(SemanticsError.failed)])
    XCTAssertEqual(maybe, [.success(2), .completed])
    XCTAssertEqual(completable, [.completed, .error(SemanticsError.failed)])
    XCTAssertTrue(MaybeEvent.success(2) == MaybeEvent.success(2))
    XCTAssertFalse(CompletableEvent.completed == .error(SemanticsError.failed))
    XCTAssertEqual([Event.next(1), .completed], [.next(1), .completed])
  }

  // MARK: - Async bridges

  func testValuesThrowCancellationErrorInACancelledTask() async {
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      for try await _ in Observable<Int>.never().values {}
    }
    do {
      try await task.value
      XCTFail("expected CancellationError")
    } catch {
      XCTAssertTrue(error is CancellationError)
    }
  }

  func testCompletableAndMaybeValueReturnForSynchronousSequencesInACancelledTask() async throws {
    let task = Task { () -> Int? in
      withUnsafeCurrentTask { $0?.cancel() }
      try await Completable.empty().value
      return try await Maybe.just(5).value
    }
    let value = try await task.value
    XCTAssertEqual(value, 5)
  }
}
