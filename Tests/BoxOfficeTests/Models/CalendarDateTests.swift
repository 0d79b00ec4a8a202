import BoxOffice
import Foundation
import XCTest

final class CalendarDateTests: XCTestCase {
  func testCompactAndISOFormsParseToTheSameDay() {
    let compact = CalendarDate(yyyymmdd: "20220105")
    XCTAssertEqual(compact, CalendarDate(year: 2022, month: 1, day: 5))
    XCTAssertEqual(CalendarDate(isoString: "2022-01-05"), compact)
    XCTAssertEqual(CalendarDate(parsing: "2022-01-05"), compact)
    XCTAssertEqual(CalendarDate(parsing: "20220105"), compact)
    XCTAssertEqual(compact?.yyyymmdd, "20220105")
    XCTAssertEqual(compact?.description, "2022-01-05")
  }

  func testDaysThatDoNotExistAreRejected() {
    XCTAssertNil(CalendarDate(year: 2022, month: 2, day: 29))
    XCTAssertNotNil(CalendarDate(year: 2024, month: 2, day: 29))
    XCTAssertNil(CalendarDate(year: 1900, month: 2, day: 29))
    XCTAssertNotNil(CalendarDate(year: 2000, month: 2, day: 29))
    XCTAssertNil(CalendarDate(year: 2022, month: 4, day: 31))
    XCTAssertNil(CalendarDate(year: 2022, month: 13, day: 1))
    XCTAssertNil(CalendarDate(year: 2022, month: 0, day: 1))
    XCTAssertNil(CalendarDate(year: 0, month: 1, day: 1))
  }

  func testMalformedTextIsRejected() {
    for text in [
      "", "2022015", "202201055", "2022-1-05", "2022/01/05", " 20220105", "2022010a", "２０２２０１０５",
      "2022-01-05 ", "+2022105", "2022-02-30",
    ] {
      XCTAssertNil(CalendarDate(parsing: text), text)
    }
  }

  func testAdvancingCrossesMonthsYearsAndLeapDays() {
    let day = CalendarDate(year: 2011, month: 12, day: 30)!
    XCTAssertEqual(day.advanced(by: 3), CalendarDate(year: 2012, month: 1, day: 2))
    XCTAssertEqual(day.advanced(by: -365), CalendarDate(year: 2010, month: 12, day: 30))
    XCTAssertEqual(
      CalendarDate(year: 2024, month: 2, day: 28)!.advanced(by: 1),
      CalendarDate(year: 2024, month: 2, day: 29))
    XCTAssertEqual(
      CalendarDate(year: 2023, month: 2, day: 28)!.advanced(by: 1),
      CalendarDate(year: 2023, month: 3, day: 1))
    XCTAssertEqual(day.distance(to: CalendarDate(year: 2012, month: 1, day: 1)!), 2)
    XCTAssertEqual(CalendarDate(year: 1970, month: 1, day: 1)!.distance(to: day), 15_338)
  }

  func testDaysCompareInCalendarOrder() {
    let days = ["2012-01-01", "2011-12-31", "2011-01-31", "2011-12-01"].map {
      CalendarDate(isoString: $0)!
    }
    XCTAssertEqual(
      days.sorted().map(\.description), ["2011-01-31", "2011-12-01", "2011-12-31", "2012-01-01"])
  }

  func testWeekdaysAreISOMondayOneToSundaySeven() {
    XCTAssertEqual(CalendarDate(yyyymmdd: "19700101")!.weekday, 4)
    XCTAssertEqual(CalendarDate(yyyymmdd: "20111230")!.weekday, 5)
    XCTAssertEqual(CalendarDate(yyyymmdd: "20120101")!.weekday, 7)
    XCTAssertEqual(CalendarDate(yyyymmdd: "20241216")!.weekday, 1)
    XCTAssertEqual(CalendarDate(yyyymmdd: "19000101")!.weekday, 1)
  }

  func testTheISOWeekOfDaysAroundNewYear() {
    XCTAssertEqual(CalendarDate(yyyymmdd: "20120101")!.isoWeek, ISOWeek(year: 2011, week: 52))
    XCTAssertEqual(CalendarDate(yyyymmdd: "20111230")!.isoWeek, ISOWeek(year: 2011, week: 52))
    XCTAssertEqual(CalendarDate(yyyymmdd: "20241230")!.isoWeek, ISOWeek(year: 2025, week: 1))
    XCTAssertEqual(CalendarDate(yyyymmdd: "20210103")!.isoWeek, ISOWeek(year: 2020, week: 53))
    XCTAssertEqual(CalendarDate(yyyymmdd: "20221221")!.isoWeek, ISOWeek(year: 2022, week: 51))
  }

  func testTodayIsCountedInTheGivenTimeZone() {
    // 2024-12-31 15:30 UTC is already 2025-01-01 00:30 in Korea.
    let instant = Date(timeIntervalSince1970: 1_735_659_000)
    XCTAssertEqual(
      CalendarDate.today(in: TimeZone(secondsFromGMT: 0)!, now: instant),
      CalendarDate(year: 2024, month: 12, day: 31))
    XCTAssertEqual(CalendarDate.today(now: instant), CalendarDate(year: 2025, month: 1, day: 1))
    XCTAssertEqual(CalendarDate.koreanTimeZone.secondsFromGMT(for: instant), 9 * 3600)
  }

  func testDayArithmeticAgreesWithFoundationOverFourCenturies() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    var day = CalendarDate(year: 1800, month: 1, day: 1)!
    var instant = calendar.date(from: DateComponents(year: 1800, month: 1, day: 1))!
    for _ in 0..<(400 * 365 / 7) {
      XCTAssertEqual(CalendarDate(instant, in: calendar.timeZone), day)
      let foundationWeekday = calendar.component(.weekday, from: instant)
      XCTAssertEqual(day.weekday, (foundationWeekday + 5) % 7 + 1)
      day = day.advanced(by: 7)
      instant = calendar.date(byAdding: .day, value: 7, to: instant)!
    }
  }
}
