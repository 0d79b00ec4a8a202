import Foundation

/// A day of the proleptic Gregorian calendar: a year, a month and a day, with no time and no time
/// zone.
///
/// KOBIS speaks in days (`targetDt`, `showRange`, `openDt`), always meant in Korea. Keeping them as
/// plain year-month-day values avoids the questions a `Date` raises (midnight where?), so a chart
/// for 2022-01-05 is that day on every machine. Day arithmetic is exact integer arithmetic on the
/// number of days since 1970-01-01.
///
/// ```swift
/// let day = CalendarDate(yyyymmdd: "20111230")!
/// print(day, day.weekday, day.advanced(by: 3))
/// // Prints: 2011-12-30 5 2012-01-02
/// ```
public struct CalendarDate: Hashable, Sendable, Strideable, CustomStringConvertible {
  /// The year, e.g. `2022`.
  public let year: Int
  /// The month, `1...12`.
  public let month: Int
  /// The day of the month, `1...31`.
  public let day: Int

  /// Creates the day with the given components, or `nil` if there is no such day.
  ///
  /// - Parameters:
  ///   - year: The year, `1...9999`.
  ///   - month: The month, `1...12`.
  ///   - day: The day of the month; it must exist in that month (February 29 only in leap years).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else {
      return nil
    }
    // A day past the month's end (February 30) comes back from the arithmetic as another day.
    self.init(daysSince1970: Self.daysSince1970(year: year, month: month, day: day))
    guard (self.year, self.month, self.day) == (year, month, day) else { return nil }
  }

  /// Parses KOBIS's compact form, `yyyymmdd` (`"20220105"`).
  ///
  /// - Parameter yyyymmdd: Exactly eight ASCII digits naming an existing day.
  public init?(yyyymmdd: some StringProtocol) {
    let text = String(yyyymmdd)
    guard text.utf8.count == 8, text.utf8.allSatisfy({ (48...57).contains($0) }),
      let year = Int(text.prefix(4)), let month = Int(text.dropFirst(4).prefix(2)),
      let day = Int(text.suffix(2))
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// Parses the ISO 8601 form, `yyyy-mm-dd` (`"2022-01-05"`), which KOBIS uses for `openDt`.
  ///
  /// - Parameter isoString: Exactly `yyyy-mm-dd` with ASCII digits, naming an existing day.
  public init?(isoString: some StringProtocol) {
    let parts = isoString.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.map(\.utf8.count) == [4, 2, 2] else { return nil }
    self.init(yyyymmdd: parts.joined())
  }

  /// Parses either `yyyymmdd` or `yyyy-mm-dd`, the two forms people type.
  ///
  /// - Parameter string: The day in one of the two forms.
  public init?(parsing string: some StringProtocol) {
    guard let day = CalendarDate(yyyymmdd: string) ?? CalendarDate(isoString: string) else {
      return nil
    }
    self = day
  }

  /// The day in `timeZone` at the instant `date`.
  ///
  /// - Parameters:
  ///   - date: The instant.
  ///   - timeZone: Where the day is counted; KOBIS's days are Korean days (``koreanTimeZone``).
  public init(_ date: Date, in timeZone: TimeZone) {
    let seconds = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
    self.init(daysSince1970: Int((seconds / 86_400).rounded(.down)))
  }

  private init(daysSince1970 days: Int) {
    let (year, month, day) = Self.civil(fromDaysSince1970: days)
    self.year = year
    self.month = month
    self.day = day
  }

  /// Korea Standard Time, UTC+9, the zone of every KOBIS date. Korea has had no daylight saving
  /// time since 1988, so a fixed offset is exact and needs no time-zone database.
  public static let koreanTimeZone = TimeZone(secondsFromGMT: 9 * 3600)!

  /// Today in `timeZone`.
  ///
  /// - Parameters:
  ///   - timeZone: Where the day is counted; by default Korea's.
  ///   - now: The current instant; injectable for tests.
  /// - Returns: The current day.
  public static func today(in timeZone: TimeZone = koreanTimeZone, now: Date = Date())
    -> CalendarDate
  {
    CalendarDate(now, in: timeZone)
  }

  /// The compact form KOBIS expects in `targetDt`, e.g. `"20220105"`.
  public var yyyymmdd: String {
    pad(year, 4) + pad(month, 2) + pad(day, 2)
  }

  /// The ISO 8601 form, e.g. `"2022-01-05"`.
  public var description: String {
    pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
  }

  /// The ISO weekday: 1 for Monday through 7 for Sunday.
  public var weekday: Int {
    // 1970-01-01 was a Thursday (4); the remainder is floored for the days before it.
    ((daysSince1970 + 3) % 7 + 7) % 7 + 1
  }

  /// The weekday's English abbreviation, `Mon` to `Sun`.
  public var weekdayName: String {
    ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][weekday - 1]
  }

  /// The ISO 8601 week that contains this day; near New Year it can belong to the neighbouring
  /// year (2012-01-01 is in 2011-W52).
  public var isoWeek: ISOWeek {
    let thursday = advanced(by: 4 - weekday)
    let dayOfYear =
      thursday.daysSince1970 - Self.daysSince1970(year: thursday.year, month: 1, day: 1)
    return ISOWeek(uncheckedYear: thursday.year, week: dayOfYear / 7 + 1)
  }

  /// The number of days from this day to `other`; negative if `other` is earlier.
  ///
  /// - Parameter other: The other day.
  /// - Returns: `other` minus `self`, in days.
  public func distance(to other: CalendarDate) -> Int {
    other.daysSince1970 - daysSince1970
  }

  /// The day `days` days after this one (before it if negative).
  ///
  /// - Parameter days: The number of days to move.
  /// - Returns: The moved day.
  public func advanced(by days: Int) -> CalendarDate {
    CalendarDate(daysSince1970: daysSince1970 + days)
  }

  /// Whether `lhs` comes before `rhs`.
  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  var daysSince1970: Int {
    Self.daysSince1970(year: year, month: month, day: day)
  }

  /// Days since 1970-01-01 of a valid civil date (the classic era-based algorithm: years start in
  /// March so that the leap day comes last).
  private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let marchYear = month <= 2 ? year - 1 : year
    let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
    let yearOfEra = marchYear - era * 400
    let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func civil(fromDaysSince1970 days: Int) -> (Int, Int, Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}

/// `value` in decimal, left-padded with zeros to `width` digits.
func pad(_ value: Int, _ width: Int) -> String {
  let digits = String(value)
  return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
