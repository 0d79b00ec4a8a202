import BoxOffice
import Reactive

/// What one run of `trend` shows: the film, its rows, and the kind of chart, with every text from
/// the feed made safe to print, and whether the figures are the built-in sample.
struct TrendScreen: Equatable, Sendable, RenderedScreen {
  /// The film, its title sanitized.
  let film: TrendFilm
  /// One row per period, oldest first, titles and failures cleaned.
  let rows: [TrendRow]
  /// The kind of chart of every period.
  let kind: BoxOfficeChart.Kind
  /// Whether the figures are the built-in sample rather than KOBIS's.
  let isSample: Bool

  /// The screen for what the view model sent.
  ///
  /// - Parameters:
  ///   - film: The film output.
  ///   - rows: The rows output.
  ///   - kind: The kind of chart of every period.
  ///   - isSample: Whether the client is the built-in sample.
  init(film: TrendFilm, rows: [TrendRow], kind: BoxOfficeChart.Kind, isSample: Bool) {
    self.film = TrendFilm(code: film.code, title: film.title.displayed)
    self.rows = rows.map { row in
      let status: TrendRow.Status =
        switch row.status {
        case .charted(let entry): .charted(entry.displayed)
        case .failed(let error): .failed(error.displayed)
        case .outOfChart, .noFigures: row.status
        }
      return TrendRow(period: row.period, status: status, fraction: row.fraction)
    }
    self.kind = kind
    self.isSample = isSample
  }

  /// The title's parts: the film and its code, then what is measured and over which periods.
  var titleParts: [String] {
    let measure = kind.naming("audience")
    let span =
      rows.count > 1
      ? "\(rows.first!.period.label) – \(rows.last!.period.label)" : rows.first?.period.label ?? ""
    return ["\(film.title) (\(film.code))", measure, span]
  }

  /// The heading of the periods' column.
  var periodHeading: String {
    kind.unit.capitalized
  }

  /// The status of a trend shown whole or with gaps: that of its first failed period, if any.
  var status: Int32 {
    for row in rows {
      if case .failed(let error) = row.status { return ExitCode.status(for: error) }
    }
    return ExitCode.success
  }

  /// The steps of one run of `trend`: the progress line while the charts load, then the film's
  /// rows or the error that ended the trend.
  ///
  /// The command asks for one trend (a `.just` query), so the screens complete after the one
  /// with the rows or the reason there are none: that last screen is the answer. A failed period
  /// is drawn as a gap, so only an error that ends the trend is its failure.
  ///
  /// - Parameters:
  ///   - output: The view model's outputs for one query.
  ///   - kind: The kind of chart of every period.
  ///   - isSample: Whether the client is the built-in sample.
  /// - Returns: The steps.
  static func steps(
    _ output: TrendViewModel.Output, kind: BoxOfficeChart.Kind, isSample: Bool
  ) -> Driver<CommandStep<TrendScreen>> {
    CommandStep.lastScreen(
      of: output.screen, waiting: { .progress($0.progress) },
      answer: { screen in
        if let film = screen.film, let rows = screen.rows {
          return .success(TrendScreen(film: film, rows: rows, kind: kind, isSample: isSample))
        }
        guard let error = screen.error else {
          preconditionFailure("the trend's last screen has neither rows nor an error")
        }
        return .failure(CommandFailure(error))
      })
  }
}

extension CommandFailure {
  /// The failure of a trend that ended without rows: an ambiguous title lists the films it
  /// matches, one a line, with the status of a usage error.
  init(_ error: TrendError) {
    switch error {
    case .ambiguousFilm(let reference, let matches):
      let lines = matches.map { "\n  " + DisplayText($0.code) + "  " + DisplayText($0.title) }
      self.init(
        message: lines.reduce(
          DisplayText(
            "'\(reference)' matches \(matches.count) films; run the command again with one of "
              + "their codes:"), +),
        status: ExitCode.usage)
    case .filmNotFound:
      self.init(message: DisplayText(error.description), status: ExitCode.notFound)
    case .noPeriodLoaded(let failure), .period(_, let failure), .searchFailed(_, let failure):
      self.init(message: DisplayText(error.description), status: ExitCode.status(for: failure))
    }
  }
}
