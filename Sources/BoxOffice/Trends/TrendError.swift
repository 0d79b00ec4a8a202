/// What can go wrong in a trend: one period that could not be loaded, or a film that cannot be
/// told from the charts or found by the movie search.
public enum TrendError: Error, Equatable, Sendable, CustomStringConvertible {
  /// One period's chart failed; the trend shows the period as a gap and goes on.
  case period(ChartPeriod, BoxOfficeError)
  /// Every period failed, so there is nothing to look the film up in; the first period's error.
  case noPeriodLoaded(BoxOfficeError)
  /// No chart of the periods lists a film with this code or title.
  case filmNotFound(reference: String, periods: Int)
  /// Several films match the title; none is chosen.
  case ambiguousFilm(reference: String, matches: [TrendFilm])
  /// The movie search that was to find a title none of the charts has failed.
  case searchFailed(reference: String, BoxOfficeError)

  /// A sentence for people.
  public var description: String {
    switch self {
    case .period(let period, let error):
      "The chart of \(period.label) could not be loaded: \(error.description)"
    case .noPeriodLoaded(let error):
      error.description
    case .filmNotFound(let reference, let periods):
      "No film with the code or title '\(reference)' is in any of the \(periods) "
        + (periods == 1 ? "chart" : "charts") + " loaded."
    case .searchFailed(let reference, let error):
      "The movie search for '\(reference)' failed: \(error.description)"
    case .ambiguousFilm(let reference, let matches):
      "'\(reference)' matches \(matches.count) films; give one of their codes: "
        + matches.map { "\($0.code) \($0.title)" }.joined(separator: ", ") + "."
    }
  }
}
