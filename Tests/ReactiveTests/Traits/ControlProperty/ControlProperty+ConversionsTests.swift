import Reactive
import ReactiveTest
import XCTest

final class ControlPropertyConversionsTests: ReactiveTestCase {
  func testAsDriverStartsWithTheCurrentValueAndReplaysIt() {
    let text = BehaviorRelay(value: "a")
    let driver = ControlProperty(values: text, valueSink: relaySink(text)).asDriver()
    assertMarbles { m in
      m.scheduler.scheduleAt(210) { text.accept("ab") }
      m.expect("a'ab'", disposed: 300) { driver }
      m.expect("--   'ab'", subscribed: 220, disposed: 300) { driver }
    }
  }

  func testAsSignalSendsOnlyLaterValuesToLateSubscribers() {
    let text = BehaviorRelay(value: "a")
    let signal = ControlProperty(values: text, valueSink: relaySink(text)).asSignal()
    assertMarbles { m in
      m.scheduler.scheduleAt(210) { text.accept("ab") }
      m.scheduler.scheduleAt(230) { text.accept("abc") }
      m.expect("a'ab'-'abc'", disposed: 300) { signal }
      m.expect("--   -'abc'", subscribed: 220, disposed: 300) { signal }
    }
  }
}
