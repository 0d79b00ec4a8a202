import BoxOffice
import Foundation
import Reactive

/// Built-in sample charts, so `boxoffice-cli weekly --sample` works on a fresh machine with no
/// key and no network.
///
/// The films, codes and figures are invented for this project (no real chart is copied), and
/// every chart is computed from one small model, so the charts agree with each other the way
/// KOBIS's do. The model is ISO week 2025-W06 (Monday 2025-02-03 to Sunday 2025-02-09), the week
/// after the Lunar New Year holidays: each film has its admissions on each day of that week, its
/// admissions in the previous week's weekdays and weekend, what it had sold before the week, an
/// average ticket price, and its screens and showings. Three Korean films open on Wednesday
/// 2025-02-05 (two of them after paid previews in January), a preview screening with no opening
/// date yet plays on the weekend, a 2001 film is back in cinemas, and a holiday film has left
/// them. From that:
///
/// - a chart ranks the films with admissions in its period by admissions; the daily sample is
///   that Wednesday, the weekly ones the week, its weekend and its weekdays;
/// - the rank change compares with the previous period (the Tuesday, or last week's week,
///   weekend or weekdays, ranked the same way); a film without admissions then is NEW;
/// - the audience change is against the previous period, in admissions and in percent (100 for
///   a NEW film), and revenue is admissions × price, so the revenue changes follow;
/// - the cumulative audience counts every admission up to the period's last day, so a NEW film
///   has exactly its period's admissions unless it had previews, or, on the weekend chart, played
///   since Wednesday;
/// - the revenue share is of the whole market, whose other films take 4%: shares fall with rank,
///   with no two alike at one decimal.
///
/// The sample honours the filters that choose films (`--limit`, `--nation`, `--films`, ranking
/// what is left, and the previous period, again) and covers the whole country. The chart commands
/// show its one fixed period whatever day is asked for; the browser (``browsingClient``) steps
/// through time, where every day of the week has its daily chart (the Monday compared with the
/// Sunday before, taken as two fifths of that weekend) and any period outside the week is empty.
/// The films' details and a search over them come from ``SampleMovies``.
///
/// `SampleCharts` has no state and is thread-safe.
enum SampleCharts {
  /// A client that answers every request from the sample, synchronously on subscription: the
  /// fixed sample period for every chart request, and the sample films' details and search.
  static let client = BoxOfficeClient(
    chart: { endpoint, _ in .just(chart(for: endpoint)) },
    movieList: SampleMovies.search, movieInfo: SampleMovies.details)

  /// A client that answers each chart request with the period asked for: the model's chart
  /// inside ISO week 2025-W06, an empty chart outside it.
  static let browsingClient = BoxOfficeClient(
    chart: { endpoint, _ in .just(chart(for: ChartPeriod(endpoint), filters: endpoint.filters)) },
    movieList: SampleMovies.search, movieInfo: SampleMovies.details)

  /// The ISO week the sample models.
  static let week = ISOWeek(year: 2025, week: 6)!

  /// The day after the sample week, the browser's "today": its latest ended periods are the
  /// sample's.
  static let today = week.sunday.advanced(by: 1)

  /// The sample chart for `endpoint`'s kind and filters, over the fixed sample period of that
  /// kind (the Wednesday for a daily chart).
  ///
  /// - Parameter endpoint: The request.
  /// - Returns: The chart.
  static func chart(for endpoint: BoxOfficeEndpoint) -> BoxOfficeChart {
    let kind = endpoint.chartKind
    let days = Film.days(of: kind)
    return chart(kind: kind, days: days, filters: endpoint.filters)
  }

  /// The chart of `period`: the model's when the period lies in the sample week, else empty.
  ///
  /// - Parameters:
  ///   - period: The period asked for.
  ///   - filters: Which films.
  /// - Returns: The chart.
  static func chart(for period: ChartPeriod, filters: ChartFilters) -> BoxOfficeChart {
    let first = week.monday.distance(to: period.firstDay)
    let last = week.monday.distance(to: period.lastDay)
    guard first >= 0, last <= 6 else {
      return BoxOfficeChart(
        kind: period.kind, firstDay: period.firstDay, lastDay: period.lastDay,
        isoWeek: period.isoWeek, entries: [])
    }
    return chart(kind: period.kind, days: first...last, filters: filters)
  }

  /// The chart of `kind` over the sample week's `days` (0 is Monday).
  private static func chart(
    kind: BoxOfficeChart.Kind, days: ClosedRange<Int>, filters: ChartFilters
  ) -> BoxOfficeChart {
    let chosen = films.filter { film in
      (filters.nation == .all || (filters.nation == .korean) == film.isKorean)
        && (filters.films == .all || (filters.films == .diversity) == film.isDiversity)
    }
    let previousRanks = Dictionary(
      uniqueKeysWithValues: ranked(chosen, by: { $0.previousAudience(kind, days) }).enumerated()
        .map { ($1.code, $0 + 1) })
    let marketRevenue = films.reduce(0) { $0 + $1.revenue(days) } * 100 / 96
    let entries = ranked(chosen, by: { $0.audience(days) })
      .prefix(filters.itemsPerPage ?? 10)
      .enumerated()
      .map { index, film in
        film.entry(
          kind: kind, days: days, rank: index + 1, previousRank: previousRanks[film.code],
          marketRevenue: marketRevenue)
      }
    return BoxOfficeChart(
      kind: kind, firstDay: week.monday.advanced(by: days.lowerBound),
      lastDay: week.monday.advanced(by: days.upperBound), isoWeek: kind == .daily ? nil : week,
      entries: entries)
  }

  /// The films with admissions by `admissions`, most first.
  private static func ranked(_ films: [Film], by admissions: (Film) -> Int64) -> [Film] {
    films.filter { admissions($0) > 0 }.sorted { admissions($0) > admissions($1) }
  }

  /// One invented film: what it sold in ISO week 2025-W06 and before.
  struct Film {
    var code: String
    var title: String
    var opening: CalendarDate?
    var isKorean: Bool
    var isDiversity: Bool
    /// Admissions on each day of the week, Monday to Sunday.
    var week: [Int64]
    /// Admissions in the previous week's weekdays (Monday to Thursday) and weekend.
    var lastWeekdays: Int64
    var lastWeekend: Int64
    /// Admissions before the week began: earlier weeks, previews, an earlier release.
    var before: Int64
    /// The average ticket price in won.
    var price: Int64
    /// Screens on a day the film plays, and showings on such a day.
    var screens: Int64
    var showingsPerDay: Int64

    /// The days of the week (0 is Monday) a chart of `kind` covers; the daily sample is the
    /// Wednesday.
    static func days(of kind: BoxOfficeChart.Kind) -> ClosedRange<Int> {
      switch kind {
      case .daily: 2...2
      case .weekly: 0...6
      case .weekend: 4...6
      case .weekdays: 0...3
      }
    }

    func audience(_ days: ClosedRange<Int>) -> Int64 {
      week[days].reduce(0, +)
    }

    /// Admissions in the period before: the day before for a daily chart (the Sunday before the
    /// week being two fifths of last weekend), else the same part of the previous week.
    func previousAudience(_ kind: BoxOfficeChart.Kind, _ days: ClosedRange<Int>) -> Int64 {
      switch kind {
      case .daily: days.lowerBound == 0 ? lastWeekend * 2 / 5 : week[days.lowerBound - 1]
      case .weekly: lastWeekdays + lastWeekend
      case .weekend: lastWeekend
      case .weekdays: lastWeekdays
      }
    }

    func revenue(_ days: ClosedRange<Int>) -> Int64 {
      audience(days) * price
    }

    /// Admissions up to the end of the period.
    func cumulative(_ days: ClosedRange<Int>) -> Int64 {
      before + week[...days.upperBound].reduce(0, +)
    }

    func entry(
      kind: BoxOfficeChart.Kind, days: ClosedRange<Int>, rank: Int, previousRank: Int?,
      marketRevenue: Int64
    ) -> BoxOfficeEntry {
      let audience = audience(days)
      let previous = previousAudience(kind, days)
      // KOBIS sends 100 for a film without admissions in the previous period.
      let changeRate = previous == 0 ? 100 : tenths(of: (audience - previous) * 100, per: previous)
      let playing = days.filter { week[$0] > 0 }.count
      return BoxOfficeEntry(
        rank: rank,
        rankChange: previousRank.map { $0 - rank } ?? 0,
        isNew: previousRank == nil,
        movieCode: code,
        title: title,
        openingDate: opening,
        revenue: revenue(days),
        revenueShare: tenths(of: revenue(days) * 100, per: marketRevenue),
        revenueChange: (audience - previous) * price,
        revenueChangeRate: changeRate,
        cumulativeRevenue: cumulative(days) * price,
        audience: audience,
        audienceChange: audience - previous,
        audienceChangeRate: changeRate,
        cumulativeAudience: cumulative(days),
        screens: screens,
        showings: showingsPerDay * Int64(playing))
    }

    /// `numerator / denominator` rounded half away from zero to one decimal, as KOBIS writes
    /// rates and shares.
    private func tenths(of numerator: Int64, per denominator: Int64) -> Decimal {
      let scaled = numerator * 10
      let rounded = (2 * scaled + (scaled < 0 ? -denominator : denominator)) / (2 * denominator)
      return Decimal(rounded) / 10
    }
  }

  /// The films of the model.
  static let films: [Film] = [
    Film(
      code: "20240811", title: "한강의 밤", opening: day(5), isKorean: true, isDiversity: false,
      week: [0, 0, 98_230, 61_540, 88_410, 142_300, 121_870], lastWeekdays: 0, lastWeekend: 0,
      before: 6_240, price: 10_200, screens: 1_480, showingsPerDay: 6_120),
    Film(
      code: "20236542", title: "바람의 검객", opening: CalendarDate(year: 2025, month: 1, day: 22),
      isKorean: true, isDiversity: false,
      week: [31_250, 29_870, 33_410, 30_120, 52_660, 88_940, 71_230], lastWeekdays: 402_300,
      lastWeekend: 281_400, before: 2_366_118, price: 10_000, screens: 1_105, showingsPerDay: 4_480
    ),
    Film(
      code: "20249017", title: "우리 동네 고양이 탐정", opening: day(5), isKorean: true,
      isDiversity: false, week: [0, 0, 30_115, 24_100, 33_920, 88_200, 76_400], lastWeekdays: 0,
      lastWeekend: 0, before: 0, price: 9_100, screens: 930, showingsPerDay: 3_350),
    Film(
      code: "20241876", title: "스카이 하이: 라스트 미션",
      opening: CalendarDate(year: 2025, month: 1, day: 29), isKorean: false, isDiversity: false,
      week: [19_480, 18_620, 24_990, 19_010, 30_870, 52_330, 44_110], lastWeekdays: 190_400,
      lastWeekend: 171_800, before: 362_200, price: 10_400, screens: 760, showingsPerDay: 2_890),
    Film(
      code: "20232210", title: "겨울 산장의 손님", opening: CalendarDate(year: 2025, month: 1, day: 15),
      isKorean: true, isDiversity: false,
      week: [11_630, 10_980, 14_020, 11_410, 18_070, 30_220, 25_440], lastWeekdays: 141_600,
      lastWeekend: 98_100, before: 1_645_320, price: 9_800, screens: 520, showingsPerDay: 1_880),
    Film(
      code: "20248803", title: "「달빛 아래」 감독판: 다시 만난 세계와 잃어버린 시간의 기록",
      opening: day(5), isKorean: true, isDiversity: true,
      week: [0, 0, 2_904, 1_980, 2_810, 5_540, 4_920], lastWeekdays: 0, lastWeekend: 0,
      before: 1_120, price: 9_300, screens: 170, showingsPerDay: 420),
    Film(
      code: "20237720", title: "작은 서점의 기적", opening: CalendarDate(year: 2025, month: 1, day: 1),
      isKorean: true, isDiversity: true,
      week: [5_010, 5_240, 6_310, 5_480, 8_020, 14_110, 12_260], lastWeekdays: 36_100,
      lastWeekend: 29_800, before: 652_310, price: 8_700, screens: 260, showingsPerDay: 880),
    Film(
      code: "20245561", title: "한밤의 드라이버", opening: CalendarDate(year: 2025, month: 1, day: 8),
      isKorean: false, isDiversity: false,
      week: [4_410, 4_120, 4_880, 4_270, 6_650, 11_270, 9_640], lastWeekdays: 50_100,
      lastWeekend: 33_900, before: 1_108_440, price: 9_600, screens: 240, showingsPerDay: 830),
    Film(
      code: "20226014", title: "여름의 끝에서", opening: CalendarDate(year: 2001, month: 7, day: 14),
      isKorean: true, isDiversity: true,
      week: [1_460, 1_390, 1_720, 1_510, 2_280, 4_330, 3_710], lastWeekdays: 14_800,
      lastWeekend: 9_100, before: 38_940, price: 8_000, screens: 95, showingsPerDay: 260),
    Film(
      code: "20249930", title: "시사회 특별 상영: 봄날의 약속", opening: nil, isKorean: true,
      isDiversity: false, week: [0, 0, 0, 0, 0, 5_820, 5_380], lastWeekdays: 0, lastWeekend: 0,
      before: 0, price: 10_000, screens: 42, showingsPerDay: 96),
    Film(
      code: "20247741", title: "마법 소녀 하루: 별의 노래",
      opening: CalendarDate(year: 2025, month: 1, day: 22), isKorean: false, isDiversity: false,
      week: [860, 790, 1_060, 900, 1_290, 2_610, 2_170], lastWeekdays: 46_300,
      lastWeekend: 21_700, before: 351_880, price: 9_100, screens: 110, showingsPerDay: 310),
    Film(
      code: "20241209", title: "복주머니 대소동", opening: CalendarDate(year: 2025, month: 1, day: 24),
      isKorean: true, isDiversity: false, week: [820, 760, 700, 700, 940, 1_480, 1_190],
      lastWeekdays: 88_100, lastWeekend: 24_400, before: 512_700, price: 9_600, screens: 70,
      showingsPerDay: 180),
    Film(
      code: "20241530", title: "극장판 용사 탐험대: 설날 대모험",
      opening: CalendarDate(year: 2025, month: 1, day: 25), isKorean: true, isDiversity: false,
      week: [0, 0, 0, 0, 0, 0, 0], lastWeekdays: 31_800, lastWeekend: 18_000, before: 96_400,
      price: 8_800, screens: 0, showingsPerDay: 0),
  ]

  private static func day(_ day: Int) -> CalendarDate {
    CalendarDate(year: 2025, month: 2, day: day)!
  }
}
