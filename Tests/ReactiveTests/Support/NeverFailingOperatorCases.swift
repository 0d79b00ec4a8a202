import Reactive
import ReactiveTest
import XCTest

// The virtual-time cases of the operators that `Infallible` and the shared sequences (`Driver`,
// `Signal`) both offer. Each trait's tests pass the operator applied to their own trait, made from
// the test observables with `asInfallible(onErrorJustReturn:)`, `asDriver(onErrorJustReturn:)` or
// `asSignal(onErrorJustReturn:)`, so both traits are held to the same marble diagrams.

/// An operator under test over one source.
typealias UnaryOperator<Element, Result> = (Observable<Element>) -> Observable<Result>

/// An operator under test over two sources.
typealias BinaryOperator<Element, Other, Result> =
  (Observable<Element>, Observable<Other>) -> Observable<Result>

/// An operator under test that runs a clock on the test scheduler.
typealias TimedOperator = (Observable<Int>, TestScheduler) -> Observable<Int>

extension ReactiveTestCase {
  // MARK: Single-source cases

  /// A never-ending source sends nothing and stays subscribed.
  func assertNeverSourceSendsNothing(
    file: StaticString = #filePath, line: UInt = #line, _ op: @escaping UnaryOperator<Int, Int>
  ) {
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)], file: file, line: line, op)
  }

  /// An empty source completes the result at once.
  func assertEmptySourceCompletes(
    file: StaticString = #filePath, line: UInt = #line, _ op: @escaping UnaryOperator<Int, Int>
  ) {
    assertOperator(
      hot: [.next(150, 1), .completed(250)], sends: [Recorded<Event<Int>>.completed(250)],
      subscriptions: [Subscription(200, 250)], file: file, line: line, op)
  }

  /// `distinctUntilChanged()` drops consecutive duplicates and unsubscribes when disposed.
  func assertDropsConsecutiveDuplicates(
    file: StaticString = #filePath, line: UInt = #line, _ op: @escaping UnaryOperator<Int, Int>
  ) {
    assertOperator(
      hot: [.next(210, 1), .next(220, 1), .next(230, 2), .next(240, 1), .completed(250)],
      sends: [.next(210, 1), .next(230, 2), .next(240, 1), .completed(250)],
      subscriptions: [Subscription(200, 250)], file: file, line: line, op)
    assertOperator(
      hot: [.next(210, 1), .next(260, 2), .completed(300)], disposed: 250,
      sends: [.next(210, 1)], subscriptions: [Subscription(200, 250)], file: file, line: line, op)
  }

  /// `distinctUntilChanged { $0 % 2 }` compares the parities.
  func assertDropsElementsOfTheSameParity(
    file: StaticString = #filePath, line: UInt = #line, _ op: @escaping UnaryOperator<Int, Int>
  ) {
    assertOperator(
      hot: [.next(210, 1), .next(220, 3), .next(230, 4), .completed(250)],
      sends: [.next(210, 1), .next(230, 4), .completed(250)],
      subscriptions: [Subscription(200, 250)], file: file, line: line, op)
  }

  /// `distinctUntilChanged { abs($0 - $1) < 2 }` drops near neighbours.
  func assertDropsNearNeighbours(
    file: StaticString = #filePath, line: UInt = #line, _ op: @escaping UnaryOperator<Int, Int>
  ) {
    assertOperator(
      hot: [.next(210, 1), .next(220, 2), .next(230, 5), .completed(250)],
      sends: [.next(210, 1), .next(230, 5), .completed(250)],
      subscriptions: [Subscription(200, 250)], file: file, line: line, op)
  }

  /// `distinctUntilChanged({ $0.lowercased() }, comparer: ==)` ignores case.
  func assertDropsTheSameWordInAnotherCase(
    file: StaticString = #filePath, line: UInt = #line,
    _ op: @escaping UnaryOperator<String, String>
  ) {
    assertOperator(
      hot: [.next(210, "a"), .next(220, "A"), .next(230, "b"), .completed(250)],
      sends: [.next(210, "a"), .next(230, "b"), .completed(250)],
      subscriptions: [Subscription(200, 250)], file: file, line: line, op)
  }

  /// `distinctUntilChanged(at: \.count)` compares the lengths.
  func assertDropsWordsOfTheSameLength(
    file: StaticString = #filePath, line: UInt = #line,
    _ op: @escaping UnaryOperator<String, String>
  ) {
    assertOperator(
      hot: [.next(210, "a"), .next(220, "b"), .next(230, "cc"), .completed(250)],
      sends: [.next(210, "a"), .next(230, "cc"), .completed(250)],
      subscriptions: [Subscription(200, 250)], file: file, line: line, op)
  }

  /// `scan(0, accumulator: +)` sends the running sums and unsubscribes when disposed.
  func assertSendsRunningSums(
    file: StaticString = #filePath, line: UInt = #line, _ op: @escaping UnaryOperator<Int, Int>
  ) {
    assertOperator(
      hot: [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)],
      sends: [.next(210, 1), .next(220, 3), .next(230, 6), .completed(250)],
      subscriptions: [Subscription(200, 250)], file: file, line: line, op)
    assertOperator(
      hot: [.next(210, 1), .next(260, 2), .completed(300)], disposed: 250,
      sends: [.next(210, 1)], subscriptions: [Subscription(200, 250)], file: file, line: line, op)
  }

  /// `scan(into: []) { $0.append($1) }` sends the growing arrays.
  func assertSendsGrowingArrays(
    file: StaticString = #filePath, line: UInt = #line, _ op: @escaping UnaryOperator<Int, [Int]>
  ) {
    assertOperator(
      hot: [.next(210, 1), .next(220, 2), .completed(250)],
      sends: [.next(210, [1]), .next(220, [1, 2]), .completed(250)],
      subscriptions: [Subscription(200, 250)], file: file, line: line, op)
  }

  /// `startWith(8, 9)` sends 8 and 9 at subscription, then the source, in every case.
  func assertStartsWithEightAndNine(
    file: StaticString = #filePath, line: UInt = #line, _ op: @escaping UnaryOperator<Int, Int>
  ) {
    assertOperator(
      hot: [.next(150, 1)], sends: [.next(200, 8), .next(200, 9)],
      subscriptions: [Subscription(200, 1000)], file: file, line: line, op)
    assertOperator(
      hot: [.completed(250)], sends: [.next(200, 8), .next(200, 9), .completed(250)],
      subscriptions: [Subscription(200, 250)], file: file, line: line, op)
    assertOperator(
      hot: [.next(210, 1), .completed(250)],
      sends: [.next(200, 8), .next(200, 9), .next(210, 1), .completed(250)],
      subscriptions: [Subscription(200, 250)], file: file, line: line, op)
    assertOperator(
      hot: [.next(260, 1), .completed(300)], disposed: 250, sends: [.next(200, 8), .next(200, 9)],
      subscriptions: [Subscription(200, 250)], file: file, line: line, op)
  }

  // MARK: Time

  /// `debounce(.seconds(20))` in every case.
  func assertDebouncesByTwentyTicks(
    file: StaticString = #filePath, line: UInt = #line, _ op: @escaping TimedOperator
  ) {
    assertTimedOfNeverAndEmpty(file: file, line: line, op)
    assertTimed(
      [.next(210, 1), .next(220, 2), .next(260, 3), .completed(270)],
      sends: [.next(240, 2), .next(270, 3), .completed(270)],
      subscriptions: [Subscription(200, 270)], file: file, line: line, op)
    assertTimed(
      [.next(240, 1), .completed(300)], disposed: 250, sends: [],
      subscriptions: [Subscription(200, 250)], file: file, line: line, op)
  }

  /// `throttle(.seconds(20))` in every case.
  func assertThrottlesByTwentyTicks(
    file: StaticString = #filePath, line: UInt = #line, _ op: @escaping TimedOperator
  ) {
    assertTimedOfNeverAndEmpty(file: file, line: line, op)
    assertTimed(
      [.next(210, 1), .next(215, 2), .next(220, 3), .completed(300)],
      sends: [.next(210, 1), .next(230, 3), .completed(300)],
      subscriptions: [Subscription(200, 300)], file: file, line: line, op)
    assertTimed(
      [.next(210, 1), .next(260, 2), .completed(300)], disposed: 250, sends: [.next(210, 1)],
      subscriptions: [Subscription(200, 250)], file: file, line: line, op)
  }

  /// `throttle(.seconds(20), latest: false)` drops the elements of a window.
  func assertThrottlesByTwentyTicksDroppingTheLatest(
    file: StaticString = #filePath, line: UInt = #line, _ op: @escaping TimedOperator
  ) {
    assertTimed(
      [.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)],
      sends: [.next(210, 1), .next(240, 3), .completed(300)],
      subscriptions: [Subscription(200, 300)], file: file, line: line, op)
  }

  /// A never-ending source sends nothing and an empty one completes at once.
  private func assertTimedOfNeverAndEmpty(
    file: StaticString, line: UInt, _ op: @escaping TimedOperator
  ) {
    assertTimed([], sends: [], subscriptions: [Subscription(200, 1000)], file: file, line: line, op)
    assertTimed(
      [.completed(250)], sends: [.completed(250)], subscriptions: [Subscription(200, 250)],
      file: file, line: line, op)
  }

  private func assertTimed(
    _ source: [Recorded<Event<Int>>], disposed: TestTime = TestScheduler.Defaults.disposed,
    sends expected: [Recorded<Event<Int>>], subscriptions: [Subscription],
    file: StaticString, line: UInt, _ op: @escaping TimedOperator
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(source)
    let res = scheduler.start(disposed: disposed) { op(xs.asObservable(), scheduler) }
    XCTAssertEqual(res.events, expected, "events", file: file, line: line)
    XCTAssertEqual(xs.subscriptions, subscriptions, "subscriptions", file: file, line: line)
  }

  // MARK: Flattening

  /// `flatMapLatest { x in inner.map { x * 10 + $0 } }` in every case.
  func assertFlatMapsToTheLatest(
    file: StaticString = #filePath, line: UInt = #line,
    _ op: @escaping BinaryOperator<Int, Int, Int>
  ) {
    assertFlatteningOfNeverAndEmpty(file: file, line: line, op)
    assertFlattening(
      [.next(210, 1), .next(230, 2), .completed(240)],
      inner: [.next(5, 0), .next(25, 1), .completed(30)],
      sends: [.next(215, 10), .next(235, 20), .next(255, 21), .completed(260)],
      subscriptions: [Subscription(200, 240)],
      inner: [Subscription(210, 230), Subscription(230, 260)], file: file, line: line, op)
    assertFlattening(
      [.next(210, 1), .completed(300)], inner: [.next(5, 0), .completed(100)], disposed: 250,
      sends: [.next(215, 10)], subscriptions: [Subscription(200, 250)],
      inner: [Subscription(210, 250)], file: file, line: line, op)
  }

  /// `flatMapFirst { x in inner.map { x * 10 + $0 } }` in every case.
  func assertFlatMapsTheFirst(
    file: StaticString = #filePath, line: UInt = #line,
    _ op: @escaping BinaryOperator<Int, Int, Int>
  ) {
    assertFlatteningOfNeverAndEmpty(file: file, line: line, op)
    assertFlattening(
      [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)],
      inner: [.next(5, 0), .next(25, 1), .completed(30)],
      sends: [.next(215, 10), .next(235, 11), .next(255, 30), .next(275, 31), .completed(280)],
      subscriptions: [Subscription(200, 260)],
      inner: [Subscription(210, 240), Subscription(250, 280)], file: file, line: line, op)
    assertFlattening(
      [.next(210, 1), .completed(300)], inner: [.next(5, 0), .completed(100)], disposed: 250,
      sends: [.next(215, 10)], subscriptions: [Subscription(200, 250)],
      inner: [Subscription(210, 250)], file: file, line: line, op)
  }

  /// `flatMap { x in inner.map { x * 10 + $0 } }` in every case.
  func assertFlatMapsEveryElement(
    file: StaticString = #filePath, line: UInt = #line,
    _ op: @escaping BinaryOperator<Int, Int, Int>
  ) {
    assertFlatteningOfNeverAndEmpty(file: file, line: line, op)
    assertFlattening(
      [.next(210, 1), .next(220, 2), .completed(230)],
      inner: [.next(5, 0), .next(25, 1), .completed(30)],
      sends: [.next(215, 10), .next(225, 20), .next(235, 11), .next(245, 21), .completed(250)],
      subscriptions: [Subscription(200, 230)],
      inner: [Subscription(210, 240), Subscription(220, 250)], file: file, line: line, op)
    assertFlattening(
      [.next(210, 1), .completed(300)], inner: [.next(5, 0), .completed(100)], disposed: 250,
      sends: [.next(215, 10)], subscriptions: [Subscription(200, 250)],
      inner: [Subscription(210, 250)], file: file, line: line, op)
  }

  /// A never-ending source sends nothing and an empty one completes, without any inner sequence.
  private func assertFlatteningOfNeverAndEmpty(
    file: StaticString, line: UInt, _ op: @escaping BinaryOperator<Int, Int, Int>
  ) {
    assertFlattening(
      [.next(150, 1)], inner: [.next(5, 0)], sends: [],
      subscriptions: [Subscription(200, 1000)], inner: [], file: file, line: line, op)
    assertFlattening(
      [.completed(250)], inner: [.next(5, 0)], sends: [.completed(250)],
      subscriptions: [Subscription(200, 250)], inner: [], file: file, line: line, op)
  }

  private func assertFlattening(
    _ source: [Recorded<Event<Int>>], inner innerEvents: [Recorded<Event<Int>>],
    disposed: TestTime = TestScheduler.Defaults.disposed, sends expected: [Recorded<Event<Int>>],
    subscriptions: [Subscription], inner innerSubscriptions: [Subscription],
    file: StaticString, line: UInt, _ op: @escaping BinaryOperator<Int, Int, Int>
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(source)
    let ys = scheduler.createColdObservable(innerEvents)
    let res = scheduler.start(disposed: disposed) { op(xs.asObservable(), ys.asObservable()) }
    XCTAssertEqual(res.events, expected, "events", file: file, line: line)
    XCTAssertEqual(xs.subscriptions, subscriptions, "source", file: file, line: line)
    XCTAssertEqual(ys.subscriptions, innerSubscriptions, "inner", file: file, line: line)
  }

  // MARK: Combining

  /// `withLatestFrom(other) { "\($0)\($1)" }` in every case.
  func assertCombinesWithTheLatestOfTheOther(
    file: StaticString = #filePath, line: UInt = #line,
    _ op: @escaping BinaryOperator<Int, String, String>
  ) {
    assertOperator(
      hot: [.next(150, 1)], other: [.next(150, "a")], sends: [Recorded<Event<String>>](),
      sourceSubscriptions: [Subscription(200, 1000)],
      otherSubscriptions: [Subscription(200, 1000)], file: file, line: line, op)
    assertOperator(
      hot: [.completed(250)], other: [.next(210, "a")],
      sends: [Recorded<Event<String>>.completed(250)],
      sourceSubscriptions: [Subscription(200, 250)],
      otherSubscriptions: [Subscription(200, 250)], file: file, line: line, op)
    assertOperator(
      hot: [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)],
      other: [.next(220, "a"), .next(240, "b"), .completed(245)],
      sends: [.next(230, "2a"), .next(250, "3b"), .completed(260)],
      sourceSubscriptions: [Subscription(200, 260)],
      otherSubscriptions: [Subscription(200, 245)], file: file, line: line, op)
    assertOperator(
      hot: [.next(230, 1), .next(260, 2)], other: [.next(220, "a")], disposed: 250,
      sends: [.next(230, "1a")],
      sourceSubscriptions: [Subscription(200, 250)],
      otherSubscriptions: [Subscription(200, 250)], file: file, line: line, op)
  }

  /// `withLatestFrom(other)` sends the latest element of the other.
  func assertSendsTheLatestOfTheOther(
    file: StaticString = #filePath, line: UInt = #line,
    _ op: @escaping BinaryOperator<Int, String, String>
  ) {
    assertOperator(
      hot: [.next(210, 1), .next(230, 2), .completed(260)], other: [.next(220, "a")],
      sends: [.next(230, "a"), .completed(260)],
      sourceSubscriptions: [Subscription(200, 260)],
      otherSubscriptions: [Subscription(200, 260)], file: file, line: line, op)
  }

  /// `combineLatest(first, second) { "\($0)\($1)" }` in every case.
  func assertCombinesTheLatestOfEach(
    file: StaticString = #filePath, line: UInt = #line,
    _ op: @escaping BinaryOperator<Int, String, String>
  ) {
    assertCombiningOfNeverAndEmpty(
      endsOnAnElementThatCannotBeCombined: true, file: file, line: line, op)
    assertOperator(
      hot: [.next(210, 1), .next(230, 2), .completed(240)],
      other: [.next(220, "a"), .next(235, "b"), .completed(250)],
      sends: [.next(220, "1a"), .next(230, "2a"), .next(235, "2b"), .completed(250)],
      sourceSubscriptions: [Subscription(200, 240)],
      otherSubscriptions: [Subscription(200, 250)], file: file, line: line, op)
    assertOperator(
      hot: [.next(210, 1), .next(260, 2)], other: [.next(220, "a")], disposed: 250,
      sends: [.next(220, "1a")],
      sourceSubscriptions: [Subscription(200, 250)],
      otherSubscriptions: [Subscription(200, 250)], file: file, line: line, op)
  }

  /// `zip(first, second) { "\($0)\($1)" }` in every case.
  func assertPairsInOrder(
    file: StaticString = #filePath, line: UInt = #line,
    _ op: @escaping BinaryOperator<Int, String, String>
  ) {
    assertCombiningOfNeverAndEmpty(
      endsOnAnElementThatCannotBeCombined: false, file: file, line: line, op)
    assertOperator(
      hot: [.next(210, 1), .next(230, 2), .completed(240)],
      other: [.next(220, "a"), .next(235, "b"), .next(245, "c"), .completed(250)],
      sends: [.next(220, "1a"), .next(235, "2b"), .completed(250)],
      sourceSubscriptions: [Subscription(200, 240)],
      otherSubscriptions: [Subscription(200, 250)], file: file, line: line, op)
    assertOperator(
      hot: [.next(210, 1), .next(260, 2)], other: [.next(220, "a"), .next(270, "b")],
      disposed: 250, sends: [.next(220, "1a")],
      sourceSubscriptions: [Subscription(200, 250)],
      otherSubscriptions: [Subscription(200, 250)], file: file, line: line, op)
  }

  /// Never-ending sources send nothing; a source that completes empty does not end the result,
  /// which completes with the last source, or, for `combineLatest` (but not RxSwift's zip of two
  /// to eight sources), with an element of the other that can never be combined.
  private func assertCombiningOfNeverAndEmpty(
    endsOnAnElementThatCannotBeCombined: Bool, file: StaticString, line: UInt,
    _ op: @escaping BinaryOperator<Int, String, String>
  ) {
    let end: TestTime = endsOnAnElementThatCannotBeCombined ? 240 : 250
    assertOperator(
      hot: [.next(150, 1)], other: [.next(150, "a")], sends: [Recorded<Event<String>>](),
      sourceSubscriptions: [Subscription(200, 1000)],
      otherSubscriptions: [Subscription(200, 1000)], file: file, line: line, op)
    assertOperator(
      hot: [.completed(230)], other: [.completed(250)],
      sends: [Recorded<Event<String>>.completed(250)],
      sourceSubscriptions: [Subscription(200, 230)],
      otherSubscriptions: [Subscription(200, 250)], file: file, line: line, op)
    assertOperator(
      hot: [.completed(230)], other: [.next(240, "a"), .completed(250)],
      sends: [Recorded<Event<String>>.completed(end)],
      sourceSubscriptions: [Subscription(200, 230)],
      otherSubscriptions: [Subscription(200, end)], file: file, line: line, op)
  }

  /// `merge(first, second)` in every case.
  func assertMergesBoth(
    file: StaticString = #filePath, line: UInt = #line,
    _ op: @escaping BinaryOperator<Int, Int, Int>
  ) {
    assertOperator(
      hot: [.next(150, 1)], other: [.next(150, 2)], sends: [Recorded<Event<Int>>](),
      sourceSubscriptions: [Subscription(200, 1000)],
      otherSubscriptions: [Subscription(200, 1000)], file: file, line: line, op)
    assertOperator(
      hot: [.completed(230)], other: [.completed(250)],
      sends: [Recorded<Event<Int>>.completed(250)],
      sourceSubscriptions: [Subscription(200, 230)],
      otherSubscriptions: [Subscription(200, 250)], file: file, line: line, op)
    assertOperator(
      hot: [.next(210, 1), .next(230, 3), .completed(240)],
      other: [.next(220, 2), .completed(250)],
      sends: [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)],
      sourceSubscriptions: [Subscription(200, 240)],
      otherSubscriptions: [Subscription(200, 250)], file: file, line: line, op)
    assertOperator(
      hot: [.next(210, 1), .completed(300)], other: [.next(260, 2)], disposed: 250,
      sends: [.next(210, 1)],
      sourceSubscriptions: [Subscription(200, 250)],
      otherSubscriptions: [Subscription(200, 250)], file: file, line: line, op)
  }
}
