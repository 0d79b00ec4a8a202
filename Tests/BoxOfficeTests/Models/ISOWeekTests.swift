import BoxOffice
import XCTest

final class ISOWeekTests: XCTestCase {
  func testYearWeekTimeParsesAndPrints() {
    let week = ISOWeek(yearWeekTime: "201152")
    XCTAssertEqual(week, ISOWeek(year: 2011, week: 52))
    XCTAssertEqual(week?.yearWeekTime, "201152")
    XCTAssertEqual(week?.description, "2011-W52")
    XCTAssertEqual(ISOWeek(yearWeekTime: "202501")?.description, "2025-W01")
  }

  func testMalformedOrImpossibleWeeksAreRejected() {
    for text in ["", "20115", "2011520", "2011-52", "201100", "201153", "20115a", " 201152"] {
      XCTAssertNil(ISOWeek(yearWeekTime: text), text)
    }
    XCTAssertNotNil(ISOWeek(yearWeekTime: "202053"))
    XCTAssertNotNil(ISOWeek(yearWeekTime: "201553"))
    XCTAssertNil(ISOWeek(year: 2024, week: 53))
  }

  func testMondayAndSundayBoundTheWeekAcrossNewYear() {
    let week52 = ISOWeek(year: 2011, week: 52)!
    XCTAssertEqual(week52.monday, CalendarDate(yyyymmdd: "20111226"))
    XCTAssertEqual(week52.sunday, CalendarDate(yyyymmdd: "20120101"))
    let week1 = ISOWeek(year: 2025, week: 1)!
    XCTAssertEqual(week1.monday, CalendarDate(yyyymmdd: "20241230"))
    XCTAssertEqual(week1.sunday, CalendarDate(yyyymmdd: "20250105"))
  }

  func testEveryDayOfAWeekBelongsToIt() {
    var day = CalendarDate(yyyymmdd: "20181231")!
    while day.year < 2027 {
      let week = day.isoWeek
      XCTAssertTrue(week.monday <= day && day <= week.sunday, "\(day) in \(week)")
      XCTAssertEqual(week.monday.weekday, 1)
      day = day.advanced(by: 1)
    }
  }

  func testWeeksCompareInOrder() {
    XCTAssertLessThan(ISOWeek(year: 2011, week: 52)!, ISOWeek(year: 2012, week: 1)!)
    XCTAssertLessThan(ISOWeek(year: 2012, week: 1)!, ISOWeek(year: 2012, week: 2)!)
  }
}
