import BoxOffice
import Foundation

/// Whole-week charts for any run of weeks, for tests and benchmarks of trends: the project's
/// weekly fixture (2024-W51) served again under each week's `yearWeekTime` and `showRange`.
public enum WeeklyFixtures {
  /// The film that leads every chart written: 소방관.
  public static let leadingFilm = "20240101"

  /// Writes `weekly-<yyyyww>-weekGb0.json` into `directory` for each week.
  ///
  /// - Parameters:
  ///   - weeks: The weeks.
  ///   - directory: Where a ``KOBISTestServer`` will look for them; created if missing.
  /// - Throws: The file system's error.
  public static func write(_ weeks: [ISOWeek], in directory: URL) throws {
    let template = String(
      decoding: try FixtureLibrary.project("weekly-202451-weekGb0"), as: UTF8.self)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for week in weeks {
      let body =
        template
        .replacingOccurrences(
          of: "\"20241216~20241222\"",
          with: "\"\(week.monday.yyyymmdd)~\(week.sunday.yyyymmdd)\""
        )
        .replacingOccurrences(of: "\"202451\"", with: "\"\(week.yearWeekTime)\"")
      try Data(body.utf8).write(
        to: directory.appendingPathComponent("weekly-\(week.yearWeekTime)-weekGb0.json"))
    }
  }

  /// The `count` weeks up to and including the one that holds `last`, oldest first.
  ///
  /// - Parameters:
  ///   - count: How many weeks.
  ///   - last: A day of the last week.
  /// - Returns: The weeks.
  public static func weeks(_ count: Int, endingWith last: CalendarDate) -> [ISOWeek] {
    (0..<count).reversed().map { last.advanced(by: -7 * $0).isoWeek }
  }
}
