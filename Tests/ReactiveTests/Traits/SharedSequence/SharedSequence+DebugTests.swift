import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceDebugTests: ReactiveTestCase {
  func testEventsAreSharedAndPrintedOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let lines = printedLines {
      let driver = xs.asDriver(onErrorJustReturn: -1).debug("rows")
      let subscribers = [200, 205].map { scheduler.record(driver, from: $0) }
      scheduler.start()
      XCTAssertEqual(
        subscribers.map(\.events),
        Array(repeating: [.next(210, 1), .completed(250)], count: 2))
    }
    XCTAssertEqual(
      lines,
      [
        "rows -> subscribed", "rows -> Event next(1)", "rows -> Event completed",
        "rows -> isDisposed",
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testTheDefaultIdentifierNamesTheCallSite() {
    let lines = printedLines { _ = Signal.just(1).debug().emit() }
    let first = lines.first ?? ""
    XCTAssertTrue(first.hasPrefix("SharedSequence+DebugTests.swift:"), first)
    XCTAssertTrue(
      first.hasSuffix(" (testTheDefaultIdentifierNamesTheCallSite()) -> subscribed"), first)
  }
}
