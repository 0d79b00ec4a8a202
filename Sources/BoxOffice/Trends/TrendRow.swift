/// One period of a trend, ready for a view: what the film did then, with every text formatted.
///
/// ```swift
/// print(row.period.label, row.rankText, row.audienceText, row.changeText, row.cumulativeText)
/// // Prints: 2025-W07 1 318,210 -37.9% 836,800
/// ```
public struct TrendRow: Equatable, Sendable {
  /// What the period's chart says about the film.
  public enum Status: Equatable, Sendable {
    /// The film is in the chart with this entry.
    case charted(BoxOfficeEntry)
    /// The chart has figures, and the film is not among them.
    case outOfChart
    /// KOBIS has no figures for the period (yet).
    case noFigures
    /// The chart could not be loaded.
    case failed(BoxOfficeError)
  }

  /// The period.
  public let period: ChartPeriod
  /// What the chart says about the film.
  public let status: Status
  /// The film's admissions as a part of the most admissions of any period of the trend, from 0
  /// to 1: the length of its bar; 0 when it is not charted.
  public let fraction: Double

  /// The film's entry, when it is charted.
  public var entry: BoxOfficeEntry? {
    if case .charted(let entry) = status { return entry }
    return nil
  }

  /// The rank, e.g. `3`; empty when not charted.
  public var rankText: String {
    entry.map { String($0.rank) } ?? ""
  }

  /// Admissions in the period, e.g. `318,210`; empty when not charted.
  public var audienceText: String {
    entry.map { ChartRow.groupingThousands($0.audience) } ?? ""
  }

  /// The change in admissions since the previous period in percent, signed, e.g. `-37.9%`, or
  /// `NEW` for an entry new to the chart; empty when not charted.
  public var changeText: String {
    guard let entry else { return "" }
    if entry.isNew { return "NEW" }
    let text = ChartRow.percentWithOneDecimal(entry.audienceChangeRate)
    return text.hasPrefix("-") || text == "0.0%" ? text : "+" + text
  }

  /// Admissions since release, e.g. `836,800`; empty when not charted.
  public var cumulativeText: String {
    entry.map { ChartRow.groupingThousands($0.cumulativeAudience) } ?? ""
  }

  /// What a view shows instead of a bar when the film is not charted: `not in the chart`,
  /// `no figures yet`, or `failed: <reason>`; `nil` when it is charted.
  public var note: String? {
    switch status {
    case .charted: nil
    case .outOfChart: "not in the chart"
    case .noFigures: "no figures yet"
    case .failed(let error): "failed: \(error.description)"
    }
  }

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - period: The period.
  ///   - status: What the chart says about the film.
  ///   - fraction: The bar's length, from 0 to 1.
  public init(period: ChartPeriod, status: Status, fraction: Double) {
    self.period = period
    self.status = status
    self.fraction = fraction
  }

  /// The rows of `film` for the periods and what each one's request gave, with the bars scaled
  /// to the period with the most admissions.
  ///
  /// - Parameters:
  ///   - film: The film's code.
  ///   - periods: The periods, oldest first.
  ///   - results: Each period's chart or error, in the same order.
  /// - Returns: One row per period.
  static func rows(
    of film: String, periods: [ChartPeriod], results: [Result<BoxOfficeChart, BoxOfficeError>]
  ) -> [TrendRow] {
    let statuses: [Status] = results.map { result in
      switch result {
      case .failure(let error): return .failed(error)
      case .success(let chart) where chart.entries.isEmpty: return .noFigures
      case .success(let chart):
        return chart.entries.first { $0.movieCode == film }.map(Status.charted) ?? .outOfChart
      }
    }
    let rows = zip(periods, statuses).map { TrendRow(period: $0, status: $1, fraction: 0) }
    let most = rows.compactMap(\.entry?.audience).max() ?? 0
    guard most > 0 else { return rows }
    return rows.map { row in
      let audience = Double(max(0, row.entry?.audience ?? 0))
      return TrendRow(period: row.period, status: row.status, fraction: audience / Double(most))
    }
  }
}
