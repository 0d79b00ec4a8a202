import BoxOffice

extension ChartPeriod {
  /// The period's days as the JSON and CSV documents write them, in order: `firstDay` and
  /// `lastDay` (ISO 8601), and `isoWeek` (`nil` for a day).
  var documentDays: [(String, String?)] {
    [
      ("firstDay", firstDay.description), ("lastDay", lastDay.description),
      ("isoWeek", isoWeek?.description),
    ]
  }
}
