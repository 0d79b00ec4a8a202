import BoxOffice
import XCTest

@testable import BoxOfficeCLI

/// Days typed on the command line, and what is said about the ones that are not days.
final class CalendarDateArgumentTests: XCTestCase {
  func testBothFormsAreDays() {
    XCTAssertEqual(try CalendarDateArgument.parse("20240229", today: today).get(), day("20240229"))
    XCTAssertEqual(
      try CalendarDateArgument.parse("2024-02-29", today: today).get(), day("20240229"))
  }

  func testImpossibleDaysNameTheMonthsLength() {
    let reasons = ["2023-02-29", "20230230", "2024-02-30", "2025-04-31", "1900-02-29"].map {
      try? CalendarDateArgument.parse($0, today: today).get()
    }
    XCTAssertEqual(reasons, [CalendarDate?](repeating: nil, count: 5))
    XCTAssertEqual(reason("2023-02-29"), "February 2023 has 28 days")
    XCTAssertEqual(reason("2024-02-30"), "February 2024 has 29 days")
    XCTAssertEqual(reason("2025-04-31"), "April 2025 has 30 days")
    XCTAssertEqual(reason("1900-02-29"), "February 1900 has 28 days")
    XCTAssertEqual(reason("20251301"), "there is no month 13; months run from 01 to 12")
    XCTAssertEqual(reason("2025-00-10"), "there is no month 0; months run from 01 to 12")
    XCTAssertEqual(reason("2025-01-00"), "there is no day 0; days start at 01")
    XCTAssertEqual(reason("00000101"), "there is no year 0")
  }

  func testOtherShapesAreNotDays() {
    for text in [
      "2025-2-9", "2025/02/09", "250209", "2025-02-09T00:00", "２０２５０２０９", "", "-2025-02-9",
    ] {
      XCTAssertEqual(
        reason(text),
        "expected a day as YYYYMMDD or YYYY-MM-DD, such as 20250209, or today, yesterday, "
          + "last-week or -N for N days ago", text)
    }
  }

  func testRelativeDaysCountBackFromTodayInKorea() {
    let cases: [(String, String)] = [
      ("today", "20250301"), ("TODAY", "20250301"), ("yesterday", "20250228"),
      ("last-week", "20250222"), ("Last-Week", "20250222"), ("-0", "20250301"),
      ("-1", "20250228"), ("-29", "20250131"), ("-366", "20240229"), ("-99999", "17510518"),
    ]
    for (text, expected) in cases {
      XCTAssertEqual(try? CalendarDateArgument.parse(text, today: today).get(), day(expected), text)
    }
    for text in ["tomorrow", "+1", "-100000", "-1.5", "- 1", "last week", "lastweek", "-"] {
      XCTAssertNotNil(reason(text), text)
    }
  }

  private let today = day("20250301")

  private func reason(_ text: String) -> String? {
    if case .failure(let problem) = CalendarDateArgument.parse(text, today: today) {
      return problem.reason
    }
    return nil
  }
}
