import Foundation

/// One film's row in a box-office chart.
///
/// Money is in Korean won and, like admissions, a 64-bit integer: cumulative revenue passes
/// 2^32 for any hit. Percentages are exact decimals as KOBIS printed them (`"34194.3"` stays
/// 34194.3), never rounded through a binary `Double`.
///
/// ```swift
/// let chart = try BoxOfficeChart(decoding: data)
/// for entry in chart.entries where entry.isNew {
///   print(entry.rank, entry.title, entry.cumulativeAudience)
/// }
/// // Prints: 1 경관의 피 69228
/// //         3 씽2게더 44778
/// ```
public struct BoxOfficeEntry: Equatable, Sendable {
  /// The rank in the chart, from 1 (`rank`).
  public var rank: Int
  /// How many places the film rose since the previous period, negative if it fell
  /// (`rankInten`); 0 for a new entry.
  public var rankChange: Int
  /// Whether the film is new to the chart (`rankOldAndNew` is `NEW`).
  public var isNew: Bool
  /// KOBIS's movie code, eight digits (`movieCd`).
  public var movieCode: String
  /// The Korean title without the surrounding spaces the feed sometimes adds (`movieNm`).
  public var title: String
  /// The release date, or `nil` when the feed leaves it blank (`openDt`). It can be decades old
  /// (re-releases) or after the chart's period (preview screenings).
  public var openingDate: CalendarDate?
  /// Revenue in the period, in won (`salesAmt`).
  public var revenue: Int64
  /// The share of all revenue in the period, in percent (`salesShare`).
  public var revenueShare: Decimal
  /// Revenue change since the previous period, in won (`salesInten`).
  public var revenueChange: Int64
  /// Revenue change since the previous period, in percent (`salesChange`).
  public var revenueChangeRate: Decimal
  /// Revenue since release, in won (`salesAcc`).
  public var cumulativeRevenue: Int64
  /// Admissions in the period (`audiCnt`).
  public var audience: Int64
  /// Admissions change since the previous period (`audiInten`).
  public var audienceChange: Int64
  /// Admissions change since the previous period, in percent (`audiChange`).
  public var audienceChangeRate: Decimal
  /// Admissions since release, previews included (`audiAcc`).
  public var cumulativeAudience: Int64
  /// Screens that showed the film (`scrnCnt`).
  public var screens: Int64
  /// Screenings of the film (`showCnt`).
  public var showings: Int64

  /// Creates an entry from its values, e.g. for sample data.
  ///
  /// - Parameters:
  ///   - rank: The rank, from 1.
  ///   - rankChange: Places risen since the previous period (negative: fallen).
  ///   - isNew: Whether the film is new to the chart.
  ///   - movieCode: KOBIS's movie code.
  ///   - title: The title.
  ///   - openingDate: The release date, if known.
  ///   - revenue: Revenue in the period, in won.
  ///   - revenueShare: Share of all revenue, in percent.
  ///   - revenueChange: Revenue change, in won.
  ///   - revenueChangeRate: Revenue change, in percent.
  ///   - cumulativeRevenue: Revenue since release, in won.
  ///   - audience: Admissions in the period.
  ///   - audienceChange: Admissions change.
  ///   - audienceChangeRate: Admissions change, in percent.
  ///   - cumulativeAudience: Admissions since release.
  ///   - screens: Screens.
  ///   - showings: Screenings.
  public init(
    rank: Int, rankChange: Int, isNew: Bool, movieCode: String, title: String,
    openingDate: CalendarDate?, revenue: Int64, revenueShare: Decimal, revenueChange: Int64,
    revenueChangeRate: Decimal, cumulativeRevenue: Int64, audience: Int64, audienceChange: Int64,
    audienceChangeRate: Decimal, cumulativeAudience: Int64, screens: Int64, showings: Int64
  ) {
    self.rank = rank
    self.rankChange = rankChange
    self.isNew = isNew
    self.movieCode = movieCode
    self.title = title
    self.openingDate = openingDate
    self.revenue = revenue
    self.revenueShare = revenueShare
    self.revenueChange = revenueChange
    self.revenueChangeRate = revenueChangeRate
    self.cumulativeRevenue = cumulativeRevenue
    self.audience = audience
    self.audienceChange = audienceChange
    self.audienceChangeRate = audienceChangeRate
    self.cumulativeAudience = cumulativeAudience
    self.screens = screens
    self.showings = showings
  }
}
