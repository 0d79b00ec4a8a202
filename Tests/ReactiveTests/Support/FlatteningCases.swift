import Reactive
import ReactiveTest
import XCTest

/// The virtual-time cases that every operator flattening one inner sequence per element
/// (`flatMap`, `flatMapFirst`, `flatMapLatest`, `concatMap`) must pass the same way, because
/// they involve at most one inner sequence at a time.
///
/// Each case asserts the exact events and the subscriptions of the outer and the inner sequence.
struct FlatteningCases {
  typealias Flatten = (
    TestableObservable<Int>, @escaping (Int) throws -> TestableObservable<Int>
  ) -> Observable<Int>

  let flatten: Flatten

  init(_ flatten: @escaping Flatten) {
    self.flatten = flatten
  }

  func assertNeverOuterSendsNothing(file: StaticString = #filePath, line: UInt = #line) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0)])
    let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start { flatten(xs) { _ in ys } }
    XCTAssertEqual(res.events, [], file: file, line: line)
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)], file: file, line: line)
    XCTAssertEqual(ys.subscriptions, [], file: file, line: line)
  }

  func assertEmptyOuterCompletes(file: StaticString = #filePath, line: UInt = #line) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .completed(250)])
    let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start { flatten(xs) { _ in ys } }
    XCTAssertEqual(res.events, [.completed(250)], file: file, line: line)
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)], file: file, line: line)
    XCTAssertEqual(ys.subscriptions, [], file: file, line: line)
  }

  func assertCompletionWaitsForTheInner(file: StaticString = #filePath, line: UInt = #line) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 0), .completed(220)])
    let ys = scheduler.createColdObservable([.next(30, 1), .completed(50)])
    let res = scheduler.start { flatten(xs) { _ in ys } }
    XCTAssertEqual(res.events, [.next(240, 1), .completed(260)], file: file, line: line)
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)], file: file, line: line)
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 260)], file: file, line: line)
  }

  func assertOuterErrorDisposesTheInner(file: StaticString = #filePath, line: UInt = #line) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 0), .error(240, testError)])
    let ys = scheduler.createColdObservable([.next(15, 1), .next(50, 2), .completed(100)])
    let res = scheduler.start { flatten(xs) { _ in ys } }
    XCTAssertEqual(res.events, [.next(225, 1), .error(240, testError)], file: file, line: line)
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)], file: file, line: line)
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 240)], file: file, line: line)
  }

  func assertInnerErrorDisposesTheOuter(file: StaticString = #filePath, line: UInt = #line) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 0), .completed(400)])
    let ys = scheduler.createColdObservable([.next(15, 1), .error(30, testError)])
    let res = scheduler.start { flatten(xs) { _ in ys } }
    XCTAssertEqual(res.events, [.next(225, 1), .error(240, testError)], file: file, line: line)
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)], file: file, line: line)
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 240)], file: file, line: line)
  }

  func assertDisposingEarlyDisposesTheOuterAndTheInner(
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 0), .completed(400)])
    let ys = scheduler.createColdObservable([.next(15, 1), .next(100, 2), .completed(150)])
    let res = scheduler.start(disposed: 250) { flatten(xs) { _ in ys } }
    XCTAssertEqual(res.events, [.next(225, 1)], file: file, line: line)
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)], file: file, line: line)
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)], file: file, line: line)
  }

  /// The selector throws for the second element, while the first one's inner sequence runs.
  func assertThrowingSelectorDisposesEverything(
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 0), .next(230, 1), .completed(400)])
    let ys = scheduler.createColdObservable([.next(15, 1), .next(100, 2), .completed(150)])
    let res = scheduler.start {
      flatten(xs) { value in
        if value == 1 { throw testError }
        return ys
      }
    }
    XCTAssertEqual(res.events, [.next(225, 1), .error(230, testError)], file: file, line: line)
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)], file: file, line: line)
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)], file: file, line: line)
  }
}
