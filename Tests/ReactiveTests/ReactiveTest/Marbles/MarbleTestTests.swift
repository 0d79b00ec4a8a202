import Reactive
import XCTest

@testable import ReactiveTest

final class MarbleTestTests: ReactiveTestCase {
  /// A failure a marble test reported: its message and the line it was reported at.
  private struct Failure: Equatable {
    let message: String
    let line: UInt
  }

  /// Runs a marble test and returns the failures it reported instead of failing this test.
  private func failures(
    ticksPerFrame: TestTime = 10, disposed: TestTime = 1000,
    _ body: (MarbleTest) -> Void
  ) -> [Failure] {
    var failures: [Failure] = []
    runMarbleTest(
      ticksPerFrame: ticksPerFrame, disposed: disposed, error: testError,
      reportingFailuresTo: { failures.append(Failure(message: $0, line: $2)) }, body)
    return failures
  }

  func testAMatchingTestReportsNothing() {
    XCTAssertEqual(
      failures { m in
        let xs = m.hot("1-^-2-3-|")
        m.expect("      --4-6-|") { xs.map { $0 * 2 } }
        m.expectSubscriptions(xs, "^-----!")
      }, [])
  }

  func testDifferentEventsAreReportedAtTheExpectationWithBothTimelines() {
    var line: UInt = 0
    let reported = failures { m in
      let xs = m.hot("1-^-2-3-|")
      line = #line + 1
      m.expect("      --4-7-|") { xs.map { $0 * 2 } }
    }
    XCTAssertEqual(
      reported,
      [
        Failure(
          message: """
            the events differ from the marble diagram (a character is 10 ticks; the first is at 200)
            expected: --4-7-|
            actual:   --4-6-|
                          ↑ first difference at 240: expected next(240, 7), got next(240, 6)
            """, line: line)
      ])
  }

  func testDifferentSubscriptionsAreReportedAtTheirExpectation() {
    var line: UInt = 0
    let reported = failures { m in
      let xs = m.hot("^-1-|")
      m.expect("--1-|") { xs }
      line = #line + 1
      m.expectSubscriptions(xs, "^--!")
    }
    XCTAssertEqual(reported.map(\.line), [line])
    XCTAssertEqual(
      reported.first?.message.split(separator: "\n").dropFirst().first, "expected: ^--!")
  }

  func testAMalformedSourceIsReportedWhereItIsMadeAndSendsNothing() {
    var line: UInt = 0
    let reported = failures { m in
      line = #line + 1
      let xs = m.hot("-1-(2")
      m.expect("-") { xs }
    }
    XCTAssertEqual(
      reported,
      [
        Failure(
          message: "invalid marble timeline \"-1-(2\" at character 4: this ( is never closed",
          line: line)
      ])
  }

  func testANameTheElementTypeCannotReadIsReported() {
    let reported = failures { m in
      let xs = m.hot("-a|")
      m.expect("-") { xs }
    }
    XCTAssertEqual(
      reported.map(\.message),
      ["invalid marble timeline \"-a|\" at character 2: 'a' names no Int: add it to values:"])
  }

  func testAMissingValueIsReportedWithTheQuotedName() {
    let reported = failures { m in
      let xs = m.hot("-'xy'|", values: ["x": 1])
      m.expect("-") { xs }
    }
    XCTAssertEqual(
      reported.map(\.message),
      ["invalid marble timeline \"-'xy'|\" at character 2: 'xy' names no Int: add it to values:"])
  }

  func testATestThatExpectsNothingFails() {
    let reported = failures { m in _ = m.hot("-1|") }
    XCTAssertEqual(
      reported.map(\.message), ["the marble test expects nothing, so it cannot fail"])
  }

  func testValuesNameElementsOfAnyType() {
    XCTAssertEqual(
      failures { m in
        let xs = m.hot("^-a-b-|", values: ["a": [1, 2], "b": [3]])
        m.expect("--c-d-|", values: ["c": 2, "d": 1]) { xs.map(\.count) }
        m.expect("------(e|)", values: ["e": [[1, 2], [3]]]) { xs.toArray() }
      }, [])
  }

  func testNamesAreReadAsTheElementTypeNamed() {
    XCTAssertEqual(
      failures { m in
        let xs = m.hot("^-a-'bc'|", of: String.self)
        m.expect("--'A'-'BC'|") { xs.map { $0.uppercased() } }
        let ys = m.cold("-'1.5'|", of: Double.self)
        m.expect("-'3.0'|") { ys.map { $0 * 2 } }
      }, [])
  }

  func testEachTimelineMayNameItsOwnError() {
    let other = TestError("other")
    XCTAssertEqual(
      failures { m in
        let xs = m.hot("^-1-#")
        let ys = m.cold("-2-#", error: other)
        m.expect("--1--2-#", error: other) { xs.catch { _ in ys.asObservable() } }
        m.expect("--1-#") { xs }
      }, [])
  }

  func testTheTestsErrorIsTheOneInEveryOtherTimeline() {
    XCTAssertEqual(
      failures { m in
        let xs = m.hot("^-#")
        m.expect("--#") { xs.map { $0 } }
      }, [])
    var reported: [String] = []
    assertMarbles(error: TestError("custom")) { m in
      let xs = m.hot("^-#", error: TestError("custom"))
      m.expect("--#") { xs }
      reported = [String(describing: m.error)]
    }
    XCTAssertEqual(reported, ["custom"])
  }

  func testAColdSourceStartsItsTimelineAtEachSubscription() {
    XCTAssertEqual(
      failures { m in
        let xs = m.cold("-1-2|")
        m.expect("-1-2|") { xs }
        m.expect("----1-2|", subscribed: 230) { xs }
        m.expectSubscriptions(xs, "^---!", "---^---!")
      }, [])
  }

  func testAnExpectationMaySubscribeAndDisposeAtItsOwnTimes() {
    XCTAssertEqual(
      failures { m in
        let xs = m.hot("^-1-2-3-4-|")
        let shared = xs.share()
        m.expect("--1-2", disposed: 250) { shared }
        m.expect("----2-3-4-|", subscribed: 230) { shared }
        m.expectSubscriptions(xs, "^---------!")
      }, [])
  }

  func testTheSequenceIsCreatedAtTheCreationTimeOrAtItsSubscriptionIfEarlier() {
    var createdAt: [TestTime] = []
    XCTAssertEqual(
      failures { m in
        m.expect("(0|)") {
          createdAt.append(m.scheduler.clock)
          return Observable.just(0)
        }
        m.expect(" @50 (0|)", subscribed: 50) {
          createdAt.append(m.scheduler.clock)
          return Observable.just(0)
        }
      }, [])
    XCTAssertEqual(createdAt, [50, 100])
  }

  func testTheTestTimesMoveTheOriginAndTheDisposal() {
    var reported: [String] = []
    let report = { (message: String, _: StaticString, _: UInt) in reported.append(message) }
    runMarbleTest(created: 300, subscribed: 400, disposed: 450, reportingFailuresTo: report) { m in
      let xs = m.hot("1-^-2-3-4")
      m.expect("--2-3") { xs }
      m.expectSubscriptions(xs, "^----!")
      XCTAssertEqual(
        xs.recordedEvents, [.next(380, 1), .next(420, 2), .next(440, 3), .next(460, 4)])
    }
    XCTAssertEqual(reported, [])
  }

  func testTicksPerFrameSetTheLengthOfACharacter() {
    XCTAssertEqual(
      failures(ticksPerFrame: 5) { m in
        let xs = m.hot("^-1-2|")
        m.expect("--1-3|") { xs }
        m.expectSubscriptions(xs, "^----!")
      }.map(\.message),
      [
        """
        the events differ from the marble diagram (a character is 5 ticks; the first is at 200)
        expected: --1-3|
        actual:   --1-2|
                      ↑ first difference at 220: expected next(220, 3), got next(220, 2)
        """
      ])
  }

  func testAHotSourceNobodyElseHoldsKeepsSendingUntilTheTestEnds() {
    XCTAssertEqual(
      failures { m in
        let xs = m.hot("^-|")
        let ys = m.cold("-1|")
        m.expect("---(1|)") { xs.ifEmpty(switchTo: ys.asObservable()).take(1) }
      }, [])
  }

  func testAHotSourceMadeInsideTheSequenceUnderTestSendsAtItsTimes() {
    weak var made: TestableObservable<Int>?
    var subscriptions: [Subscription]?
    XCTAssertEqual(
      failures { m in
        m.expect("--4-6", disposed: 250) {
          let xs = m.hot("1-^-2-3-4-5")
          made = xs
          return xs.map { $0 * 2 }
        }
        m.scheduler.scheduleAt(270) { subscriptions = made?.subscriptions }
      }, [])
    XCTAssertEqual(subscriptions, [Subscription(200, 250)])
    XCTAssertNil(made, "the scheduler lets go of a hot source once its last event has run")
  }

  func testTheSourcesOfAMarbleTestAreReleasedOnceItHasRun() {
    weak var hot: TestableObservable<Int>?
    weak var cold: TestableObservable<Int>?
    weak var scheduler: TestScheduler?
    XCTAssertEqual(
      failures { m in
        let xs = m.hot("^-1-|")
        let ys = m.cold("-2|")
        m.expect("--1--2|") { xs.concat(ys) }
        m.expectSubscriptions(ys, "----^-!")
        (hot, cold, scheduler) = (xs, ys, m.scheduler)
      }, [])
    XCTAssertNil(hot)
    XCTAssertNil(cold)
    XCTAssertNil(scheduler)
  }

  func testTheBodysResultIsHandedBackAfterTheRun() {
    let observer = assertMarbles { m in
      let xs = m.hot("^-1-2|")
      return m.expect("--1-2|") { xs }
    }
    XCTAssertEqual(observer.events, [.next(220, 1), .next(240, 2), .completed(250)])
  }

  func testTheDefaultErrorIsNamedError() {
    XCTAssertEqual(String(describing: MarbleError()), "error")
    XCTAssertEqual(MarbleError(), MarbleError())
  }

  func testAnObserverHandedToTheCodeUnderTestIsCheckedAgainstItsTimeline() {
    XCTAssertEqual(
      failures { m in
        let xs = m.hot("1-^-2-3-|")
        let observer = m.scheduler.createObserver(Int.self)
        let optional = m.scheduler.createObserver(Int?.self)
        m.scheduler.scheduleAt(200) {
          _ = xs.bind(to: observer)
          _ = xs.bind(to: optional)
        }
        m.expect("      --2-3-|", recordedBy: observer)
        m.expect("      --a-b-|", values: ["a": 2, "b": 3], recordedBy: optional)
      }, [])
  }

  func testAnObserverThatRecordedOtherEventsIsReportedWithBothTimelines() {
    var line: UInt = 0
    let reported = failures { m in
      let xs = m.hot("^-1-#")
      let observer = m.scheduler.createObserver(Int.self)
      m.scheduler.scheduleAt(200) { _ = xs.subscribe(observer) }
      line = #line + 1
      m.expect("--1-|", recordedBy: observer)
    }
    XCTAssertEqual(
      reported,
      [
        Failure(
          message: """
            the events differ from the marble diagram (a character is 10 ticks; the first is at 200)
            expected: --1-|
            actual:   --1-#
                          ↑ first difference at 240: expected completed(240), got error(240, test error)
            """, line: line)
      ])
  }

}
