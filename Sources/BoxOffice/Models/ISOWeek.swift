/// A week of the ISO 8601 week-numbering year: weeks run Monday to Sunday, and week 1 is the week
/// that contains the year's first Thursday.
///
/// KOBIS labels weekly charts with it (`yearWeekTime`, e.g. `"201152"`). The week-year can differ
/// from the calendar year of the days in it: 2011-12-30…2012-01-01 is week 52 of 2011, and
/// 2024-12-30…2025-01-05 is week 1 of 2025.
///
/// ```swift
/// let week = ISOWeek(yearWeekTime: "201152")!
/// print(week, week.monday, week.sunday)
/// // Prints: 2011-W52 2011-12-26 2012-01-01
/// ```
public struct ISOWeek: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The week-numbering year.
  public let year: Int
  /// The week number, `1...52` or `1...53` in years that have 53 weeks.
  public let week: Int

  /// Creates the week, or `nil` if `year` has no such week.
  ///
  /// - Parameters:
  ///   - year: The week-numbering year, `1...9998`.
  ///   - week: The week number.
  public init?(year: Int, week: Int) {
    guard (1...9998).contains(year), (1...Self.weeksInYear(year)).contains(week) else { return nil }
    self.year = year
    self.week = week
  }

  /// Parses KOBIS's `yearWeekTime`: the four-digit year followed by the two-digit week.
  ///
  /// - Parameter yearWeekTime: Exactly six ASCII digits, e.g. `"201152"`.
  public init?(yearWeekTime: some StringProtocol) {
    let text = String(yearWeekTime)
    guard text.utf8.count == 6, text.utf8.allSatisfy({ (48...57).contains($0) }),
      let year = Int(text.prefix(4)), let week = Int(text.suffix(2))
    else { return nil }
    self.init(year: year, week: week)
  }

  init(uncheckedYear year: Int, week: Int) {
    self.year = year
    self.week = week
  }

  /// The Monday that starts the week.
  public var monday: CalendarDate {
    // January 4 is always in week 1.
    let january4 = CalendarDate(year: year, month: 1, day: 4)!
    return january4.advanced(by: 1 - january4.weekday + (week - 1) * 7)
  }

  /// The Sunday that ends the week.
  public var sunday: CalendarDate {
    monday.advanced(by: 6)
  }

  /// KOBIS's form, e.g. `"201152"`.
  public var yearWeekTime: String {
    pad(year, 4) + pad(week, 2)
  }

  /// The ISO 8601 form, e.g. `"2011-W52"`.
  public var description: String {
    pad(year, 4) + "-W" + pad(week, 2)
  }

  /// Whether `lhs` comes before `rhs`.
  public static func < (lhs: ISOWeek, rhs: ISOWeek) -> Bool {
    (lhs.year, lhs.week) < (rhs.year, rhs.week)
  }

  /// 53 when the year's last ISO week (the one holding December 28) is week 53, else 52.
  static func weeksInYear(_ year: Int) -> Int {
    CalendarDate(year: year, month: 12, day: 28)!.isoWeek.week
  }
}
