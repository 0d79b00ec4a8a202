import BoxOffice

/// What one run of `trend` shows: the film, its rows, and the granularity, with every text from
/// the feed made safe to print, and whether the figures are the built-in sample.
///
/// `TrendScreen` is a value type and thread-safe.
struct TrendScreen: Equatable, Sendable {
  /// The film, its title sanitized.
  var film: TrendFilm
  /// One row per period, oldest first, titles sanitized (views sanitize error messages, as they
  /// print them).
  var rows: [TrendRow]
  /// Days or weeks.
  var granularity: TrendRange.Granularity
  /// Whether the figures are the built-in sample rather than KOBIS's.
  var isSample: Bool

  /// The screen for what the view model sent.
  ///
  /// - Parameters:
  ///   - film: The film output.
  ///   - rows: The rows output.
  ///   - granularity: Days or weeks.
  ///   - isSample: Whether the client is the built-in sample.
  init(film: TrendFilm, rows: [TrendRow], granularity: TrendRange.Granularity, isSample: Bool) {
    self.film = TrendFilm(code: film.code, title: UntrustedText.sanitized(film.title))
    self.rows = rows.map { row in
      let status: TrendRow.Status
      switch row.status {
      case .charted(var entry):
        entry.title = UntrustedText.sanitized(entry.title)
        status = .charted(entry)
      case .outOfChart, .noFigures, .failed:
        status = row.status
      }
      return TrendRow(period: row.period, status: status, fraction: row.fraction)
    }
    self.granularity = granularity
    self.isSample = isSample
  }

  /// The title's parts: the film and its code, then what is measured and over which periods.
  var titleParts: [String] {
    let measure =
      switch granularity {
      case .daily: "Daily audience"
      case .weekly(.week): "Weekly audience (Mon–Sun)"
      case .weekly(.weekend): "Weekend audience (Fri–Sun)"
      case .weekly(.weekdays): "Weekday audience (Mon–Thu)"
      }
    let span =
      rows.count > 1
      ? "\(rows.first!.periodText) – \(rows.last!.periodText)" : rows.first?.periodText ?? ""
    return ["\(film.title) (\(film.code))", measure, span]
  }

  /// The heading of the periods' column.
  var periodHeading: String {
    switch granularity {
    case .daily: "Day"
    case .weekly(.week): "Week"
    case .weekly(.weekend): "Weekend"
    case .weekly(.weekdays): "Weekdays"
    }
  }
}
