import Reactive
import ReactiveTest
import XCTest

final class ControlPropertyConversionsTests: ReactiveTestCase {
  func testAsDriverStartsWithTheCurrentValueAndReplaysIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let text = BehaviorRelay(value: "a")
    let driver = ControlProperty(values: text, valueSink: relaySink(text)).asDriver()
    scheduler.scheduleAt(210) { text.accept("ab") }
    let first = scheduler.record(driver, from: 200, until: 300)
    let second = scheduler.record(driver, from: 220, until: 300)
    scheduler.start()
    XCTAssertEqual(first.events, [.next(200, "a"), .next(210, "ab")])
    XCTAssertEqual(second.events, [.next(220, "ab")])
  }

  func testAsSignalSendsOnlyLaterValuesToLateSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let text = BehaviorRelay(value: "a")
    let signal = ControlProperty(values: text, valueSink: relaySink(text)).asSignal()
    scheduler.scheduleAt(210) { text.accept("ab") }
    scheduler.scheduleAt(230) { text.accept("abc") }
    let first = scheduler.record(signal, from: 200, until: 300)
    let second = scheduler.record(signal, from: 220, until: 300)
    scheduler.start()
    XCTAssertEqual(first.events, [.next(200, "a"), .next(210, "ab"), .next(230, "abc")])
    XCTAssertEqual(second.events, [.next(230, "abc")])
  }
}
