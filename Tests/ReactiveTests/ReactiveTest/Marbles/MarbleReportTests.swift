import Reactive
import XCTest

@testable import ReactiveTest

final class MarbleReportTests: XCTestCase {
  private let report = MarbleReport(ticksPerFrame: 10, origin: 200)

  private func eventsDiffer(
    _ expected: [Recorded<Event<Int>>], _ actual: [Recorded<Event<Int>>]
  ) -> String {
    report.eventsDiffer(expected: expected, actual: actual, name: \.description)
  }

  func testDifferentElementsShowBothTimelinesAndPointAtTheFirstDifference() {
    XCTAssertEqual(
      eventsDiffer(
        [.next(220, 4), .next(240, 6), .completed(260)],
        [.next(220, 4), .next(240, 7), .completed(260)]),
      """
      the events differ from the marble diagram (a character is 10 ticks; the first is at 200)
      expected: --4-6-|
      actual:   --4-7-|
                    ↑ first difference at 240: expected next(240, 6), got next(240, 7)
      """)
  }

  func testAMissingEventIsReportedAsNothing() {
    XCTAssertEqual(
      eventsDiffer([.next(210, 1), .completed(220)], [.next(210, 1)]),
      """
      the events differ from the marble diagram (a character is 10 ticks; the first is at 200)
      expected: -1|
      actual:   -1
                  ↑ first difference at 220: expected completed(220), got nothing
      """)
  }

  func testAnUnexpectedEventIsReportedAgainstNothing() {
    XCTAssertEqual(
      eventsDiffer([], [.next(210, 9)]),
      """
      the events differ from the marble diagram (a character is 10 ticks; the first is at 200)
      expected: -
      actual:   -9
                 ↑ first difference at 210: expected nothing, got next(210, 9)
      """)
  }

  func testErrorsLookAlikeInTheTimelinesAndDifferInTheLastLine() {
    XCTAssertEqual(
      eventsDiffer([.error(230, TestError())], [.error(230, TestError("other"))]),
      """
      the events differ from the marble diagram (a character is 10 ticks; the first is at 200)
      expected: ---#
      actual:   ---#
                   ↑ first difference at 230: expected error(230, test error), got error(230, other)
      """)
  }

  func testLongNamesAreQuotedAndTheColumnsStayLinedUp() {
    XCTAssertEqual(
      eventsDiffer([.next(210, 10), .next(220, 2)], [.next(210, 1), .next(220, 3)]),
      """
      the events differ from the marble diagram (a character is 10 ticks; the first is at 200)
      expected: -'10'2
      actual:   -1   3
                 ↑ first difference at 210: expected next(210, 10), got next(210, 1)
      """)
  }

  func testEachSubscriptionIsOneTimelineUnderItsLabel() {
    XCTAssertEqual(
      report.subscriptionsDiffer(
        expected: [Subscription(200, 230), Subscription(240, 260)],
        actual: [Subscription(200, 240)]),
      """
      the subscriptions differ from the marble diagram (a character is 10 ticks; the first is at 200)
      expected: ^--!
                ----^-!
      actual:   ^---!
                   ↑ first difference at 230: expected (200 : 230), got (200 : 240)
      """)
  }

  func testNoSubscriptionIsShownAsNone() {
    XCTAssertEqual(
      MarbleReport(ticksPerFrame: 1, origin: 200).subscriptionsDiffer(
        expected: [], actual: [Subscription(201)]),
      """
      the subscriptions differ from the marble diagram (a character is 1 tick; the first is at 200)
      expected: (none)
      actual:   -^
                 ↑ first difference at 201: expected nothing, got (201 : Infinity)
      """)
  }
}
