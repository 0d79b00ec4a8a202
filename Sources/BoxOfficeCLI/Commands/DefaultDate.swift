import BoxOffice

/// The day a chart command asks for when `--date` is not given: the latest period that has fully
/// ended in Korea.
///
/// KOBIS counts days in Korea (UTC+9), so "today" is today in Korea whatever the machine's time
/// zone: at 20:00 on Sunday in London it is already Monday in Seoul, and last week has ended.
///
/// ```swift
/// let today = CalendarDate.today(in: CalendarDate.koreanTimeZone, now: Date())
/// print(DefaultDate.weekly(.weekdays, today: CalendarDate(yyyymmdd: "20250209")!))
/// // Prints: 2025-02-06
/// ```
enum DefaultDate {
  /// Yesterday: the latest day that has ended.
  ///
  /// - Parameter today: Today in Korea.
  /// - Returns: The day before.
  static func daily(today: CalendarDate) -> CalendarDate {
    today.advanced(by: -1)
  }

  /// The last day of the latest `period` that has ended before `today`: the latest Sunday before
  /// today for the whole week and the weekend, the latest Thursday before today for the weekdays.
  ///
  /// - Parameters:
  ///   - period: The part of the week.
  ///   - today: Today in Korea.
  /// - Returns: A day of the wanted week (its period's last day).
  static func weekly(_ period: WeekPeriod, today: CalendarDate) -> CalendarDate {
    ChartPeriod.latestEnded(period.chartKind, today: today).lastDay
  }
}
