import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

/// Operators that end their sequence before their source does (a count reached, a predicate, a
/// trait's second element, a throwing closure, another sequence) stop the source at once, as
/// RxSwift's sinks dispose their own subscription right after forwarding their terminal event.
///
/// Behind `subscribe(on:)`, whose unsubscription waits for the scheduler, nothing else stops a
/// synchronous source that is still sending from inside the scheduled subscription.
final class EndingBeforeTheSourceTests: ReactiveTestCase {
  // MARK: - Completing early

  func testTakeStopsTheSourceAfterTheCount() {
    assertStopsTheSource(pulls: 2, sends: [.next(201, 0), .next(201, 1), .completed(201)]) {
      $0.take(2)
    }
  }

  func testTakeOfAThousandElementsAsksForTwo() {
    let scheduler = TestScheduler(initialClock: 0)
    let counter = PullCounter()
    let res = scheduler.start {
      Observable.from(counter.counting(0..<1000)).take(2).subscribe(on: scheduler)
    }
    XCTAssertEqual(res.events, [.next(201, 0), .next(201, 1), .completed(201)])
    XCTAssertEqual(counter.pulls, 2)
  }

  func testTakeOfARepeatedElementTerminates() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.repeatElement("ping").take(3).subscribe(on: scheduler) }
    XCTAssertEqual(
      res.events, [.next(201, "ping"), .next(201, "ping"), .next(201, "ping"), .completed(201)])
  }

  func testTakeWhileStopsTheSourceAtTheFirstFailingElement() {
    assertStopsTheSource(
      pulls: 4, sends: [.next(201, 0), .next(201, 1), .next(201, 2), .completed(201)]
    ) { $0.take(while: { $0 < 3 }) }
  }

  func testInclusiveTakeUntilPredicateStopsTheSourceAtTheMatchingElement() {
    assertStopsTheSource(
      pulls: 3, sends: [.next(201, 0), .next(201, 1), .next(201, 2), .completed(201)]
    ) { $0.take(until: { $0 == 2 }, behavior: .inclusive) }
  }

  func testTakeUntilOtherStopsTheSourceWhenTheOtherSends() {
    let stop = PublishSubject<Void>()
    assertStopsTheSource(
      pulls: 4, sends: [.next(201, 0), .next(201, 1), .next(201, 2), .completed(201)]
    ) { source in
      source.do(onNext: { if $0 == 3 { stop.onNext(()) } }).take(until: stop)
    }
  }

  func testTakeUntilAnOtherThatSendsAtOnceNeverSubscribesToTheSource() {
    assertStopsTheSource(pulls: 0, sends: [Recorded<Event<Int>>.completed(201)]) {
      $0.take(until: Observable.just(()))
    }
  }

  func testElementAtStopsTheSourceAfterTheElement() {
    assertStopsTheSource(pulls: 3, sends: [.next(201, 2), .completed(201)]) { $0.element(at: 2) }
  }

  func testFirstStopsTheSourceAfterTheFirstElement() {
    assertStopsTheSource(pulls: 1, sends: [.next(201, Optional(0)), .completed(201)]) {
      $0.first().asObservable()
    }
  }

  func testWithUnretainedStopsTheSourceOnceTheObjectIsGone() {
    var object: NSObject? = NSObject()
    assertStopsTheSource(pulls: 3, sends: [.next(201, 0), .next(201, 1), .completed(201)]) {
      $0.do(onNext: { if $0 == 2 { object = nil } })
        .withUnretained(object!)
        .map { $0.1 }
    }
  }

  func testZipOfACollectionStopsTheOtherSourceWhenItCompletes() {
    assertBehindSubscribeOn(
      hot: [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)],
      other: [.next(215, 10), .completed(225)],
      sends: [.next(215, 11), .completed(230)],
      sourceSubscriptions: [Subscription(201, 230)], otherSubscriptions: [Subscription(201, 225)]
    ) { Observable.zip([$0, $1]) { $0.reduce(0, +) } }
  }

  // MARK: - Failing early

  func testSecondElementOfASingleStopsTheSource() {
    assertStopsTheSource(
      pulls: 2, sends: [.next(201, 0), .error(201, RxError.moreThanOneElement)]
    ) { $0.single() }
  }

  func testAsSingleStopsTheSourceAtTheSecondElement() {
    assertStopsTheSource(
      pulls: 2, sends: [Recorded<Event<Int>>.error(201, RxError.moreThanOneElement)]
    ) {
      $0.asSingle().asObservable()
    }
  }

  func testAsMaybeStopsTheSourceAtTheSecondElement() {
    assertStopsTheSource(
      pulls: 2, sends: [Recorded<Event<Int>>.error(201, RxError.moreThanOneElement)]
    ) {
      $0.asMaybe().asObservable()
    }
  }

  func testThrowingMapStopsTheSource() {
    assertFailsAtTwo(sends: [.next(201, 0), .next(201, 10)]) { source, fail in
      source.map { try fail($0) * 10 }
    }
  }

  func testThrowingFilterStopsTheSource() {
    assertFailsAtTwo(sends: [.next(201, 0), .next(201, 1)]) { source, fail in
      source.filter { try fail($0) >= 0 }
    }
  }

  func testThrowingCompactMapStopsTheSource() {
    assertFailsAtTwo(sends: [.next(201, 0), .next(201, 1)]) { source, fail in
      source.compactMap { try fail($0) }
    }
  }

  /// A closure with a typed error can throw, so the operator keeps the lifetime to stop with;
  /// only a closure that cannot throw (`throws(Never)`) is run without it.
  func testClosuresThrowingATypedErrorStopTheSource() {
    let fail: (Int) throws(TestError) -> Int = { element throws(TestError) in
      if element == 2 { throw testError }
      return element
    }
    let expected: [Recorded<Event<Int>>] = [.next(201, 0), .next(201, 1), .error(201, testError)]
    assertStopsTheSource(pulls: 3, sends: expected) { $0.map(fail) }
    assertStopsTheSource(pulls: 3, sends: expected) { $0.compactMap(fail) }
    assertStopsTheSource(pulls: 3, sends: expected) { source in
      source.filter { element throws(TestError) in try fail(element) >= 0 }
    }
  }

  func testThrowingTakeWhileStopsTheSource() {
    assertFailsAtTwo(sends: [.next(201, 0), .next(201, 1)]) { source, fail in
      source.take(while: { try fail($0) >= 0 })
    }
  }

  func testThrowingSkipWhileStopsTheSource() {
    assertFailsAtTwo(sends: []) { source, fail in
      source.skip(while: { try fail($0) >= 0 })
    }
  }

  func testThrowingScanStopsTheSource() {
    assertFailsAtTwo(sends: [.next(201, 0), .next(201, 1)]) { source, fail in
      source.scan(0) { try $0 + fail($1) }
    }
  }

  func testThrowingReduceStopsTheSource() {
    assertFailsAtTwo(sends: []) { source, fail in
      source.reduce(0) { try $0 + fail($1) }
    }
  }

  func testThrowingComparerOfDistinctUntilChangedStopsTheSource() {
    assertFailsAtTwo(sends: [.next(201, 0), .next(201, 1)]) { source, fail in
      source.distinctUntilChanged { _, new in try fail(new) < 0 }
    }
  }

  func testThrowingDoStopsTheSource() {
    assertFailsAtTwo(sends: [.next(201, 0), .next(201, 1)]) { source, fail in
      source.do(onNext: { _ = try fail($0) })
    }
  }

  func testThrowingKeySelectorOfGroupByStopsTheSource() {
    assertFailsAtTwo(sends: [.next(201, 0), .next(201, 1)]) { source, fail in
      source.groupBy { try fail($0) % 2 }.flatMap { $0 }
    }
  }

  func testDematerializedErrorStopsTheSource() {
    assertFailsAtTwo(sends: [.next(201, 0), .next(201, 1)]) { source, _ in
      source.map { $0 == 2 ? Event.error(testError) : .next($0) }.dematerialize()
    }
  }

  func testThrowingSelectorOfFlatMapStopsTheSource() {
    assertFailsAtTwo(sends: [.next(201, 0), .next(201, 1)]) { source, fail in
      source.flatMap { Observable.just(try fail($0)) }
    }
  }

  func testInnerErrorOfFlatMapStopsTheSource() {
    assertFailsAtTwo(sends: [.next(201, 0), .next(201, 1)]) { source, _ in
      source.flatMap { $0 == 2 ? Observable.error(testError) : Observable.of($0) }
    }
  }

  func testInnerErrorOfConcatMapStopsTheSource() {
    // The source and the inners take turns on the trampoline, as in RxSwift: each element of an
    // inner, its completion and the subscription of the inner that waited are steps of their
    // own, and the source sends one element between two of them. So 0…5 are asked for by the time
    // the inner of 2 fails.
    assertStopsTheSource(
      pulls: 6, sends: [.next(201, 0), .next(201, 1), .error(201, testError)]
    ) { source in
      source.concatMap { $0 == 2 ? Observable.error(testError) : Observable.of($0) }
    }
  }

  func testInnerErrorOfFlatMapLatestStopsTheSource() {
    assertFailsAtTwo(sends: [.next(201, 0), .next(201, 1)]) { source, _ in
      source.flatMapLatest { $0 == 2 ? Observable.error(testError) : Observable.of($0) }
    }
  }

  func testThrowingSelectorOfCombineLatestStopsTheSource() {
    assertFailsAtTwo(sends: [.next(201, 10), .next(201, 11)]) { source, fail in
      Observable.combineLatest(Observable.just(10), source) { try $0 + fail($1) }
    }
  }

  func testErrorOfWithLatestFromsOtherSequenceStopsTheSource() {
    let other = BehaviorSubject(value: 10)
    assertFailsAtTwo(sends: [.next(201, 10), .next(201, 10)]) { source, _ in
      source.do(onNext: { if $0 == 2 { other.onError(testError) } }).withLatestFrom(other)
    }
  }

  // MARK: - Unsubscription times, in virtual time

  func testTakeUnsubscribesWhenItCompletesNotWhenSubscribeOnDisposes() {
    assertBehindSubscribeOn(
      hot: [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)],
      sends: [.next(210, 1), .next(220, 2), .completed(220)],
      subscriptions: [Subscription(201, 220)]
    ) { source, _ in source.take(2) }
  }

  func testSourceThatCompletesItselfIsUnsubscribedAsItCompletesAfterTake() {
    assertBehindSubscribeOn(
      hot: [.next(210, 1), .completed(300)], sends: [.next(210, 1), .completed(300)],
      subscriptions: [Subscription(201, 300)]
    ) { source, _ in source.take(2) }
  }

  func testTakeForADurationUnsubscribesWhenItsTimeIsUp() {
    assertBehindSubscribeOn(
      hot: [.next(210, 1), .next(260, 2), .completed(300)],
      sends: [.next(210, 1), .completed(251)], subscriptions: [Subscription(201, 251)]
    ) { $0.take(for: .seconds(50), scheduler: $1) }
  }

  func testTimeoutUnsubscribesWhenItFails() {
    assertBehindSubscribeOn(
      hot: [.next(210, 1), .next(260, 2), .completed(300)],
      sends: [.next(210, 1), .error(240, RxError.timeout)], subscriptions: [Subscription(201, 240)]
    ) { $0.timeout(.seconds(30), scheduler: $1) }
  }

  func testTakeUntilUnsubscribesBothSequencesWhenTheOtherSends() {
    assertBehindSubscribeOn(
      hot: [.next(210, 1), .next(250, 2), .completed(300)],
      other: [.next(240, "stop"), .completed(280)],
      sends: [.next(210, 1), .completed(240)],
      sourceSubscriptions: [Subscription(201, 240)], otherSubscriptions: [Subscription(201, 240)]
    ) { $0.take(until: $1) }
  }

  func testSkipUntilUnsubscribesBothSequencesWhenTheOtherFails() {
    assertBehindSubscribeOn(
      hot: [.next(210, 1), .next(250, 2), .completed(300)],
      other: [Recorded<Event<Int>>.error(240, testError)],
      sends: [.error(240, testError)],
      sourceSubscriptions: [Subscription(201, 240)], otherSubscriptions: [Subscription(201, 240)]
    ) { $0.skip(until: $1) }
  }

  func testSampleUnsubscribesBothSequencesWhenTheSamplerFails() {
    assertBehindSubscribeOn(
      hot: [.next(210, 1), .next(250, 2), .completed(300)],
      other: [.next(220, "tick"), .error(240, testError)],
      sends: [.next(220, 1), .error(240, testError)],
      sourceSubscriptions: [Subscription(201, 240)], otherSubscriptions: [Subscription(201, 240)]
    ) { $0.sample($1) }
  }

  func testSampleUnsubscribesTheSamplerWhenItSendsTheLastSample() {
    assertBehindSubscribeOn(
      hot: [.next(210, 1), .completed(230)],
      other: [.next(240, "tick"), .next(260, "tick")],
      sends: [.next(240, 1), .completed(240)],
      sourceSubscriptions: [Subscription(201, 230)], otherSubscriptions: [Subscription(201, 240)]
    ) { $0.sample($1) }
  }

  func testAmbUnsubscribesTheLoserWhenTheWinnerSendsFirst() {
    assertBehindSubscribeOn(
      hot: [.next(230, 1), .completed(300)],
      other: [.next(210, 2), .completed(260)],
      sends: [.next(210, 2), .completed(260)],
      sourceSubscriptions: [Subscription(201, 210)], otherSubscriptions: [Subscription(201, 260)]
    ) { $0.amb($1) }
  }

  // MARK: - What shares the subscription downstream

  func testObserveOnAfterTakeStillDeliversTheCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let counter = PullCounter()
    let res = scheduler.start {
      Observable.from(counter.endless).take(2).observe(on: scheduler).subscribe(on: scheduler)
    }
    XCTAssertEqual(res.events, [.next(202, 0), .next(203, 1), .completed(204)])
    XCTAssertEqual(counter.pulls, 2)
  }

  func testDelayAfterTakeStillDeliversTheCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let counter = PullCounter()
    let res = scheduler.start {
      Observable.from(counter.endless).take(2).delay(.seconds(5), scheduler: scheduler)
        .subscribe(on: scheduler)
    }
    XCTAssertEqual(res.events, [.next(206, 0), .next(207, 1), .completed(208)])
    XCTAssertEqual(counter.pulls, 2)
  }

  func testSubscribersDisposalHandlerRunsAfterCompletionThenTheSourceIsDisposed() {
    var log: [String] = []
    _ = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onNext(2)
      return Disposables.create { log.append("source disposed") }
    }
    .take(1)
    .subscribe(
      onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    XCTAssertEqual(log, ["next 1", "completed", "disposed", "source disposed"])
  }

  func testBehindSubscribeOnTheSourceIsDisposedWhenTakeCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onNext(2)
      return Disposables.create { log.append("source disposed at \(scheduler.clock)") }
    }
    _ = scheduler.start {
      source.take(1).subscribe(on: scheduler)
        .do(onCompleted: { log.append("completed at \(scheduler.clock)") })
    }
    XCTAssertEqual(log, ["completed at 201", "source disposed at 201"])
  }

  // MARK: - Across threads

  func testTakeUntilFiredFromAnotherThreadStopsASourceSendingOnTheSchedulersQueue() {
    let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
    let pulls = LockedValue(0)
    let events = LockedValue<[Event<Int>]>()
    let running = expectation(description: "the source is sending")
    let stop = PublishSubject<Void>()
    let subscription = Observable.generate(initialState: 0, condition: { _ in true }) { state in
      pulls.withLock { $0 += 1 }
      return state + 1
    }
    .do(onNext: { if $0 == 100 { running.fulfill() } })
    .take(until: stop)
    .subscribe(on: scheduler)
    .subscribe { events.append($0) }
    wait(for: [running], timeout: 10)
    stop.onNext(())
    // The queue runs this only once the scheduled subscription, the source's loop, has returned.
    let queueFree = expectation(description: "the source's loop has returned")
    _ = scheduler.schedule(()) { _ in
      queueFree.fulfill()
      return Disposables.create()
    }
    wait(for: [queueFree], timeout: 10)
    subscription.dispose()
    let received = events.value
    XCTAssertEqual(received.last, .completed)
    XCTAssertEqual(received.dropLast(), (0..<received.count - 1).map { Event.next($0) })
    // The element being made when `take(until:)` completed may be made, and dropped.
    XCTAssertTrue(
      (received.count - 2...received.count - 1).contains(pulls.value),
      "\(pulls.value) elements made for \(received.count - 1) sent")
  }

  // MARK: - Helpers

  /// Runs `operatorUnderTest` over an endless synchronous source of 0, 1, 2… behind
  /// `subscribe(on:)` on a test scheduler, subscribed at 200, and asserts what it sends and how
  /// many elements the source was asked for.
  private func assertStopsTheSource<Result: Equatable>(
    pulls expectedPulls: Int, sends expected: [Recorded<Event<Result>>],
    file: StaticString = #filePath, line: UInt = #line,
    _ operatorUnderTest: @escaping (Observable<Int>) -> Observable<Result>
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let counter = PullCounter()
    let res = scheduler.start {
      operatorUnderTest(Observable.from(counter.endless)).subscribe(on: scheduler)
    }
    XCTAssertEqual(res.events, expected, "events", file: file, line: line)
    XCTAssertEqual(
      counter.pulls, expectedPulls, "elements asked of the source", file: file, line: line)
  }

  /// Runs `operatorUnderTest`, given the test scheduler, over a hot source behind
  /// `subscribe(on:)` on that scheduler, subscribed at 200 and so at 201 on the scheduler, and
  /// asserts what it sends and when the source was subscribed and unsubscribed.
  private func assertBehindSubscribeOn<Result: Equatable>(
    hot source: [Recorded<Event<Int>>], sends expected: [Recorded<Event<Result>>],
    subscriptions: [Subscription], file: StaticString = #filePath, line: UInt = #line,
    _ operatorUnderTest: @escaping (Observable<Int>, TestScheduler) -> Observable<Result>
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    assertBehindSubscribeOn(
      scheduler, hot: source, sends: expected, subscriptions: subscriptions, file: file, line: line
    ) { operatorUnderTest($0, scheduler) }
  }

  /// ``assertBehindSubscribeOn(hot:sends:subscriptions:file:line:_:)`` for an operator over the
  /// source and another hot sequence, `other`, whose subscriptions are asserted too.
  private func assertBehindSubscribeOn<Other, Result: Equatable>(
    hot source: [Recorded<Event<Int>>], other: [Recorded<Event<Other>>],
    sends expected: [Recorded<Event<Result>>], sourceSubscriptions: [Subscription],
    otherSubscriptions: [Subscription], file: StaticString = #filePath, line: UInt = #line,
    _ operatorUnderTest: @escaping (Observable<Int>, Observable<Other>) -> Observable<Result>
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createHotObservable(other)
    assertBehindSubscribeOn(
      scheduler, hot: source, sends: expected, subscriptions: sourceSubscriptions, file: file,
      line: line
    ) { operatorUnderTest($0, ys.asObservable()) }
    XCTAssertEqual(ys.subscriptions, otherSubscriptions, "other", file: file, line: line)
  }

  /// The assertion of both, on `scheduler`.
  private func assertBehindSubscribeOn<Result: Equatable>(
    _ scheduler: TestScheduler, hot source: [Recorded<Event<Int>>],
    sends expected: [Recorded<Event<Result>>], subscriptions: [Subscription], file: StaticString,
    line: UInt, _ operatorUnderTest: @escaping (Observable<Int>) -> Observable<Result>
  ) {
    let xs = scheduler.createHotObservable(source)
    let res = scheduler.start { operatorUnderTest(xs.asObservable()).subscribe(on: scheduler) }
    XCTAssertEqual(res.events, expected, "events", file: file, line: line)
    XCTAssertEqual(xs.subscriptions, subscriptions, "source", file: file, line: line)
  }

  /// ``assertStopsTheSource(pulls:sends:file:line:_:)`` for an operator whose closure, given
  /// `fail`, fails at the source's element 2: it sends `expected`, then ``testError`` once three
  /// elements have been asked for.
  private func assertFailsAtTwo(
    sends expected: [Recorded<Event<Int>>], file: StaticString = #filePath, line: UInt = #line,
    _ operatorUnderTest:
      @escaping (Observable<Int>, @escaping (Int) throws -> Int) -> Observable<Int>
  ) {
    let fail: (Int) throws -> Int = { element in
      if element == 2 { throw testError }
      return element
    }
    assertStopsTheSource(
      pulls: 3, sends: expected + [.error(201, testError)], file: file, line: line
    ) { operatorUnderTest($0, fail) }
  }
}

/// Counts the elements that sequences made with it are asked for.
private final class PullCounter {
  /// How many elements have been asked for.
  private(set) var pulls = 0

  /// 0, 1, 2… without end for the operators under test; it stops at a million only so that a
  /// source that is never stopped fails the test rather than hanging it.
  var endless: AnySequence<Int> { counting(0..<1_000_000) }

  /// The elements of `elements`, counting each one asked for.
  func counting(_ elements: Range<Int>) -> AnySequence<Int> {
    AnySequence { [self] in
      var iterator = elements.makeIterator()
      return AnyIterator {
        self.pulls += 1
        return iterator.next()
      }
    }
  }
}
