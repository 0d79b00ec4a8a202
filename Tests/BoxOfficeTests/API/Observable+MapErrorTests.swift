import Reactive
import ReactiveTest
import XCTest

@testable import BoxOffice

final class ObservableMapErrorTests: BoxOfficeTestCase {
  private struct Wrapped: Error, Equatable, CustomStringConvertible {
    let inner: String
    var description: String { "wrapped(\(inner))" }
  }

  private struct Original: Error, CustomStringConvertible {
    var description: String { "original" }
  }

  private let wrap: (any Error) -> any Error = { Wrapped(inner: "\($0)") }

  func testNeverSourceSendsNothingAndIsDisposedAtTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let res = scheduler.start { xs.mapError(self.wrap) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptySourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
    let res = scheduler.start { xs.mapError(self.wrap) }
    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testValuesPassUnchanged() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .completed(300),
    ])
    let res = scheduler.start { xs.mapError(self.wrap) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testTheErrorIsReplacedByTheTransformed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(300, Original())])
    let res = scheduler.start { xs.mapError(self.wrap) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(300, Wrapped(inner: "original"))])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(290, 2), .error(300, Original())])
    let res = scheduler.start(disposed: 250) { xs.mapError(self.wrap) }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testTheTransformRunsOnlyForAnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    var calls = 0
    let res = scheduler.start {
      xs.mapError { error in
        calls += 1
        return error
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
    XCTAssertEqual(calls, 0)
  }
}
