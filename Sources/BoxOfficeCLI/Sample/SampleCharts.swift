import BoxOffice
import Foundation
import Reactive

/// Built-in sample charts, so `boxoffice-cli weekly --sample` works on a fresh machine with no
/// key and no network.
///
/// The films, codes and figures are invented for this project (no real chart is copied). They
/// are believable on purpose: ISO week 2025-W06 (Monday 2025-02-03 to Sunday 2025-02-09), three
/// Korean releases opening on Wednesday 2025-02-05 and a weekend preview screening with no
/// opening date yet, so the charts have several NEW entries, a long title with `「」`, a blank
/// opening date, a re-release from 2001, and rises, falls and an unchanged rank. The daily sample
/// is that Wednesday.
///
/// The sample honours the filters that choose films (`--limit`, `--nation`, `--films`, ranking
/// what is left again); it has one fixed period and covers the whole country, so the day asked
/// for and `--region` do not change it.
///
/// `SampleCharts` has no state and is thread-safe.
enum SampleCharts {
  /// A client that answers every request from the sample, synchronously on subscription.
  static let client = BoxOfficeClient { endpoint, _ in
    .just(chart(for: endpoint))
  }

  /// The sample chart for `endpoint`'s kind and filters.
  ///
  /// - Parameter endpoint: The request.
  /// - Returns: The chart.
  static func chart(for endpoint: BoxOfficeEndpoint) -> BoxOfficeChart {
    let filters: ChartFilters
    switch endpoint {
    case .daily(let query): filters = query.filters
    case .weekly(let query): filters = query.filters
    }
    let kind = endpoint.chartKind
    let week = ISOWeek(year: 2025, week: 6)!
    let (first, last): (CalendarDate, CalendarDate) =
      switch kind {
      case .daily: (openingDay, openingDay)
      case .weekly: (week.monday, week.sunday)
      case .weekend: (week.monday.advanced(by: 4), week.sunday)
      case .weekdays: (week.monday, week.monday.advanced(by: 3))
      }
    let showing = films.filter { film in
      film.audience(kind) > 0
        && (filters.nation == .all || (filters.nation == .korean) == film.isKorean)
        && (filters.films == .all || (filters.films == .diversity) == film.isDiversity)
    }
    .sorted { $0.audience(kind) > $1.audience(kind) }
    .prefix(filters.itemsPerPage ?? 10)
    let marketRevenue = films.reduce(0) { $0 + $1.revenue(kind) } * 100 / 96
    let entries = showing.enumerated().map { index, film in
      film.entry(kind: kind, rank: index + 1, marketRevenue: marketRevenue)
    }
    return BoxOfficeChart(
      kind: kind, firstDay: first, lastDay: last, isoWeek: kind == .daily ? nil : week,
      entries: entries)
  }

  /// The day of the daily sample: the Wednesday the new releases open.
  private static let openingDay = CalendarDate(year: 2025, month: 2, day: 5)!

  /// One invented film and its admissions in each part of the sample week.
  private struct Film {
    var code: String
    var title: String
    var opening: CalendarDate?
    var isKorean: Bool
    var isDiversity: Bool
    /// Admissions Monday to Thursday, Friday to Sunday, and on the Wednesday.
    var weekdays: Int64
    var weekend: Int64
    var openingDay: Int64
    /// Rank in the previous week and on the previous day; `nil` when the film was not charted.
    var previousRank: Int?
    var previousDayRank: Int?
    /// Admissions before the week began (previews, earlier weeks, an earlier release).
    var before: Int64
    /// The average ticket price in won.
    var price: Int64

    func audience(_ kind: BoxOfficeChart.Kind) -> Int64 {
      switch kind {
      case .daily: openingDay
      case .weekly: weekdays + weekend
      case .weekend: weekend
      case .weekdays: weekdays
      }
    }

    func revenue(_ kind: BoxOfficeChart.Kind) -> Int64 {
      audience(kind) * price
    }

    /// Admissions up to the end of the period.
    func cumulative(_ kind: BoxOfficeChart.Kind) -> Int64 {
      switch kind {
      case .daily: before + (opening == SampleCharts.openingDay ? openingDay : weekdays * 3 / 4)
      case .weekdays: before + weekdays
      case .weekly, .weekend: before + weekdays + weekend
      }
    }

    func entry(kind: BoxOfficeChart.Kind, rank: Int, marketRevenue: Int64) -> BoxOfficeEntry {
      let previous = kind == .daily ? previousDayRank : previousRank
      let audience = audience(kind)
      let revenue = revenue(kind)
      // Films that rose gained a quarter of their audience, the others lost a fifth of theirs.
      let (previousAudience, changeRate): (Int64, Decimal) =
        switch previous {
        case nil: (0, 100)
        case let previous? where previous > rank: (audience * 4 / 5, 25)
        case _?: (audience * 5 / 4, -20)
        }
      return BoxOfficeEntry(
        rank: rank,
        rankChange: previous.map { $0 - rank } ?? 0,
        isNew: previous == nil,
        movieCode: code,
        title: title,
        openingDate: opening,
        revenue: revenue,
        revenueShare: Decimal((revenue * 1000 + marketRevenue / 2) / marketRevenue) / 10,
        revenueChange: revenue - previousAudience * price,
        revenueChangeRate: changeRate,
        cumulativeRevenue: cumulative(kind) * price,
        audience: audience,
        audienceChange: audience - previousAudience,
        audienceChangeRate: changeRate,
        cumulativeAudience: cumulative(kind),
        screens: min(2_100, audience / (kind == .daily ? 45 : 280) + 12),
        showings: audience / (kind == .daily ? 21 : 24) + 3)
    }
  }

  private static let films: [Film] = [
    Film(
      code: "20240811", title: "한강의 밤", opening: day(5), isKorean: true, isDiversity: false,
      weekdays: 268_400, weekend: 402_150, openingDay: 98_230, previousRank: nil,
      previousDayRank: nil, before: 41_205, price: 10_120),
    Film(
      code: "20236542", title: "바람의 검객", opening: CalendarDate(year: 2025, month: 1, day: 22),
      isKorean: true, isDiversity: false, weekdays: 190_320, weekend: 231_880,
      openingDay: 41_870, previousRank: 1, previousDayRank: 1, before: 1_984_322, price: 9_870),
    Film(
      code: "20249017", title: "우리 동네 고양이 탐정", opening: day(5), isKorean: true,
      isDiversity: false, weekdays: 88_410, weekend: 172_660, openingDay: 30_115,
      previousRank: nil, previousDayRank: nil, before: 0, price: 8_940),
    Film(
      code: "20241876", title: "스카이 하이: 라스트 미션",
      opening: CalendarDate(year: 2025, month: 1, day: 29), isKorean: false, isDiversity: false,
      weekdays: 101_550, weekend: 120_330, openingDay: 24_990, previousRank: 2,
      previousDayRank: 2, before: 890_114, price: 10_480),
    Film(
      code: "20232210", title: "겨울 산장의 손님", opening: CalendarDate(year: 2025, month: 1, day: 15),
      isKorean: true, isDiversity: false, weekdays: 60_100, weekend: 71_245, openingDay: 14_020,
      previousRank: 3, previousDayRank: 3, before: 1_632_090, price: 9_650),
    Film(
      code: "20248803", title: "「달빛 아래」 감독판: 다시 만난 세계와 잃어버린 시간의 기록",
      opening: day(5), isKorean: true, isDiversity: true, weekdays: 18_240, weekend: 27_530,
      openingDay: 6_004, previousRank: nil, previousDayRank: nil, before: 1_120, price: 9_210),
    Film(
      code: "20237720", title: "작은 서점의 기적", opening: CalendarDate(year: 2025, month: 1, day: 1),
      isKorean: true, isDiversity: true, weekdays: 21_300, weekend: 19_870, openingDay: 4_880,
      previousRank: 9, previousDayRank: 5, before: 702_431, price: 8_760),
    Film(
      code: "20245561", title: "한밤의 드라이버", opening: CalendarDate(year: 2025, month: 1, day: 8),
      isKorean: false, isDiversity: false, weekdays: 14_020, weekend: 16_550, openingDay: 3_410,
      previousRank: 8, previousDayRank: 4, before: 1_250_880, price: 9_540),
    Film(
      code: "20226014", title: "여름의 끝에서", opening: CalendarDate(year: 2001, month: 7, day: 14),
      isKorean: true, isDiversity: true, weekdays: 7_100, weekend: 8_350, openingDay: 1_320,
      previousRank: 12, previousDayRank: 7, before: 1_402_117, price: 7_900),
    Film(
      code: "20249930", title: "시사회 특별 상영: 봄날의 약속", opening: nil, isKorean: true,
      isDiversity: false, weekdays: 0, weekend: 12_480, openingDay: 0, previousRank: nil,
      previousDayRank: nil, before: 0, price: 10_000),
    Film(
      code: "20247741", title: "마법 소녀 하루: 별의 노래",
      opening: CalendarDate(year: 2025, month: 1, day: 22), isKorean: false, isDiversity: false,
      weekdays: 7_900, weekend: 4_000, openingDay: 1_750, previousRank: 4, previousDayRank: 6,
      before: 233_090, price: 9_100),
  ]

  private static func day(_ day: Int) -> CalendarDate {
    CalendarDate(year: 2025, month: 2, day: day)!
  }
}
