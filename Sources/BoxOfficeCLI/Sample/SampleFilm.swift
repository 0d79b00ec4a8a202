import BoxOffice
import Foundation

/// One invented film of the built-in sample: what it sold on every day, from which every sample
/// chart is computed.
///
/// The model week, ISO week 2025-W06, is given day by day (``week``), and the week before it as
/// its weekdays and weekend totals; the other days follow from them:
///
/// - the week before is split over its days in the proportions of a typical week of the film
///   (``shape``), counting only days from its first showing on;
/// - each later week is the typical week scaled by ``retention`` once more per week, so a film
///   that no longer played in the model week stays out;
/// - the earlier weeks, from the first showing on, share what the film had sold before the week
///   before (``before`` less that week), the earlier the more, as a film falls off week by week;
/// - a film that plays only outside those two weeks has a ``Run`` instead: its opening week's
///   admissions, falling by ``retention`` a week, until its last day.
struct SampleFilm: Sendable {
  /// A run outside the model week and the week before.
  struct Run: Sendable {
    /// Admissions in a whole first week.
    var firstWeek: Int64
    /// The last day it plays.
    var lastDay: CalendarDate
  }

  var code: String
  var title: String
  var opening: CalendarDate?
  var isKorean: Bool
  var isDiversity: Bool
  /// Admissions on each day of the model week, Monday to Sunday.
  var week: [Int64]
  /// Admissions in the previous week's weekdays (Monday to Thursday) and weekend.
  var lastWeekdays: Int64
  var lastWeekend: Int64
  /// Admissions before the model week began: earlier weeks, previews, an earlier release.
  var before: Int64
  /// The average ticket price in won.
  var price: Int64
  /// Screens on a day of the model week the film plays, and showings on such a day.
  var screens: Int64
  var showingsPerDay: Int64
  /// What is left of a week's admissions the week after.
  var retention: Double
  /// The first day it plays in this release, when that is not its opening date (a re-release).
  var firstShown: CalendarDate?
  /// Its run, for a film that plays neither in the model week nor the week before.
  var run: Run?

  /// The films of a table, one a line, as ``SampleCharts/films`` lays them out.
  static func table(_ text: String) -> [SampleFilm] {
    text.split(separator: "\n").map { line in
      let field = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let numbers = { (index: Int) in field[index].split(separator: " ").map { Int64($0)! } }
      let day = { (text: String) in CalendarDate(yyyymmdd: text) }
      let run = field[11].components(separatedBy: " to ")
      return SampleFilm(
        code: field[0], title: field[1], opening: day(field[2]),
        isKorean: field[3].hasPrefix("K"), isDiversity: field[3].hasSuffix("D"),
        week: numbers(4), lastWeekdays: numbers(5)[0], lastWeekend: numbers(5)[1],
        before: numbers(6)[0], price: numbers(7)[0], screens: numbers(8)[0],
        showingsPerDay: numbers(8)[1], retention: Double(field[9])!, firstShown: day(field[10]),
        run: run.count == 2 ? Run(firstWeek: Int64(run[0])!, lastDay: day(run[1])!) : nil)
    }
  }

  /// The Monday of the model week, ISO week 2025-W06.
  static let modelMonday = SampleCharts.week.monday

  /// The proportions of a week with no figures to go by: weekdays alike, the weekend busier.
  private static let typicalShape: [Int64] = [10, 10, 11, 10, 16, 27, 23]

  /// A typical week of the film, Monday to Sunday: the model week's Thursday for every weekday
  /// and its weekend days; all zero for a film that did not play then.
  var shape: [Int64] {
    [week[3], week[3], week[3], week[3], week[4], week[5], week[6]]
  }

  /// The first day the film plays, if known.
  var firstDay: CalendarDate? {
    firstShown ?? opening
  }

  /// Admissions on `day`.
  func admissions(on day: CalendarDate) -> Int64 {
    let offset = Self.modelMonday.distance(to: day)
    if let firstDay, day < firstDay { return 0 }
    switch offset {
    case 0...6:
      return week[offset]
    case -7...(-1):
      return weekBefore[offset + 7]
    default:
      if let run { return admissions(on: day, in: run) }
      if offset > 6 {
        let weeks = Double(offset / 7)
        return Int64(Double(shape[offset % 7]) * pow(retention, weeks))
      }
      return earlier[day] ?? 0
    }
  }

  /// Admissions on all of `days`.
  func admissions(in days: [CalendarDate]) -> Int64 {
    days.reduce(0) { $0 + admissions(on: $1) }
  }

  /// Admissions from the first day up to and including `day`.
  func cumulative(through day: CalendarDate) -> Int64 {
    if let run {
      guard let opening, day >= opening else { return 0 }
      return (0...opening.distance(to: min(day, run.lastDay))).reduce(0) {
        $0 + admissions(on: opening.advanced(by: $1))
      }
    }
    let offset = Self.modelMonday.distance(to: day)
    if offset >= 0 {
      return (0...offset).reduce(before) { $0 + admissions(on: Self.modelMonday.advanced(by: $1)) }
    }
    return (offset + 1..<0).reduce(before) {
      $0 - admissions(on: Self.modelMonday.advanced(by: $1))
    }
  }

  /// The week before the model week, day by day: its weekdays and weekend totals split in the
  /// proportions of ``shape`` (or a typical week), over the days the film played.
  private var weekBefore: [Int64] {
    let proportions = shape.allSatisfy { $0 == 0 } ? Self.typicalShape : shape
    let monday = Self.modelMonday.advanced(by: -7)
    let weights = (0...6).map { index in
      firstDay.map { monday.advanced(by: index) >= $0 } ?? true ? proportions[index] : 0
    }
    return Self.split(lastWeekdays, by: Array(weights[0...3]))
      + Self.split(lastWeekend, by: Array(weights[4...6]))
  }

  /// The days before the week before, from the first day on: what was sold before the week
  /// before, shared out the more the earlier the week.
  private var earlier: [CalendarDate: Int64] {
    let end = Self.modelMonday.advanced(by: -8)
    guard let firstDay, firstDay <= end, retention > 0 else { return [:] }
    let proportions = shape.allSatisfy { $0 == 0 } ? Self.typicalShape : shape
    let days = (0...firstDay.distance(to: end)).map { firstDay.advanced(by: $0) }
    let weights = days.map { day in
      let weeksBack = Double((day.distance(to: end) / 7) + 1)
      return Double(proportions[day.weekday - 1]) / pow(retention, weeksBack)
    }
    let available = Double(before - lastWeekdays - lastWeekend)
    let total = weights.reduce(0, +)
    return Dictionary(
      uniqueKeysWithValues: zip(days, weights.map { Int64($0 / total * available) }))
  }

  private func admissions(on day: CalendarDate, in run: Run) -> Int64 {
    guard let opening, day >= opening, day <= run.lastDay else { return 0 }
    let weeks = Double(opening.isoWeek.monday.distance(to: day) / 7)
    let shareOfWeek = Double(Self.typicalShape[day.weekday - 1]) / 107
    return Int64(Double(run.firstWeek) * shareOfWeek * pow(retention, weeks))
  }

  /// `total` split in proportion to `weights`, rounded down, the rest on the last day that has
  /// a weight; all zero without weights.
  private static func split(_ total: Int64, by weights: [Int64]) -> [Int64] {
    let sum = weights.reduce(0, +)
    guard sum > 0 else { return weights.map { _ in 0 } }
    var parts = weights.map { total * $0 / sum }
    let last = weights.lastIndex { $0 > 0 }!
    parts[last] += total - parts.reduce(0, +)
    return parts
  }
}
