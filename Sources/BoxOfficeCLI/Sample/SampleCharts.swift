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
/// show its one fixed period whatever day is asked for, so the day asked for and `--region` do not
/// change it. The films' details and a search over them come from ``SampleMovies``.
///
/// For trends and the browser, the same model goes on before and after that week (``SampleFilm``
/// says how): the ``history`` client answers for any day or week from ``historyFirstDay`` to
/// ``historyLastDay`` (ISO weeks 2025-W01 to 2025-W10), in which films open, rise, fall and leave,
/// holiday films from December included; outside it, a chart has no figures.
enum SampleCharts {
  /// A client that answers every request from the sample, synchronously on subscription: the
  /// fixed sample period for every chart request, and the sample films' details and search.
  static let client = BoxOfficeClient(
    chart: { endpoint, _ in .just(chart(for: endpoint)) },
    movieList: SampleMovies.search, movieInfo: SampleMovies.details)

  /// The ISO week the sample models.
  static let week = ISOWeek(year: 2025, week: 6)!

  /// The day after the sample week, the browser's "today": its latest ended periods are the
  /// model week's.
  static let today = week.sunday.advanced(by: 1)

  /// The first day of the sample's history: Monday of ISO week 2025-W01.
  static let historyFirstDay = ISOWeek(year: 2025, week: 1)!.monday
  /// The last day of the sample's history: Sunday of ISO week 2025-W10.
  static let historyLastDay = ISOWeek(year: 2025, week: 10)!.sunday

  /// A client that answers every chart request for the period that holds its day, from the
  /// sample's history, synchronously on subscription (a period outside the history has no
  /// figures), and the sample films' details and search.
  static let history = BoxOfficeClient(
    chart: { endpoint, _ in .just(historicalChart(for: endpoint)) },
    movieList: SampleMovies.search, movieInfo: SampleMovies.details)

  /// The sample chart for `endpoint`'s kind and filters, of the model week whatever its day.
  ///
  /// - Parameter endpoint: The request.
  /// - Returns: The chart.
  static func chart(for endpoint: BoxOfficeEndpoint) -> BoxOfficeChart {
    let wednesday = week.monday.advanced(by: 2)
    switch endpoint {
    case .daily(var query):
      query.date = wednesday
      return historicalChart(for: .daily(query))
    case .weekly(var query):
      query.date = wednesday
      return historicalChart(for: .weekly(query))
    }
  }

  /// The sample chart of the period that holds `endpoint`'s day; without entries outside the
  /// history.
  ///
  /// - Parameter endpoint: The request.
  /// - Returns: The chart.
  static func historicalChart(for endpoint: BoxOfficeEndpoint) -> BoxOfficeChart {
    let period = ChartPeriod(endpoint)
    var chart = BoxOfficeChart(period: period)
    guard period.firstDay >= historyFirstDay, period.lastDay <= historyLastDay else {
      return chart
    }
    let filters = endpoint.filters
    let days = (0...period.firstDay.distance(to: period.lastDay)).map {
      period.firstDay.advanced(by: $0)
    }
    let previousDays = days.map { $0.advanced(by: period.kind == .daily ? -1 : -7) }
    let chosen = films.filter { film in
      (filters.nation == .all || (filters.nation == .korean) == film.isKorean)
        && (filters.films == .all || (filters.films == .diversity) == film.isDiversity)
    }
    let audience = { (film: SampleFilm, days: [CalendarDate]) in
      days.reduce(Int64(0)) { $0 + film.admissions(on: $1) }
    }
    let previousRanks = Dictionary(
      uniqueKeysWithValues: ranked(chosen, by: { audience($0, previousDays) }).enumerated().map {
        ($1.code, $0 + 1)
      })
    let marketRevenue =
      films.reduce(Int64(0)) { total, film in total + audience(film, days) * film.price } * 100 / 96
    chart.entries = ranked(chosen, by: { audience($0, days) })
      .prefix(filters.itemsPerPage ?? 10)
      .enumerated()
      .map { index, film in
        entry(
          of: film, days: days, previousDays: previousDays, rank: index + 1,
          previousRank: previousRanks[film.code], marketRevenue: marketRevenue)
      }
    return chart
  }

  /// The films with admissions by `admissions`, most first (by code for equal admissions).
  private static func ranked(_ films: [SampleFilm], by admissions: (SampleFilm) -> Int64)
    -> [SampleFilm]
  {
    let counted: [(film: SampleFilm, admissions: Int64)] = films.map { ($0, admissions($0)) }
    return counted.filter { $0.admissions > 0 }
      .sorted { first, second in
        first.admissions != second.admissions
          ? first.admissions > second.admissions : first.film.code < second.film.code
      }
      .map(\.film)
  }

  /// The entry of `film` in the chart of `days`.
  private static func entry(
    of film: SampleFilm, days: [CalendarDate], previousDays: [CalendarDate], rank: Int,
    previousRank: Int?, marketRevenue: Int64
  ) -> BoxOfficeEntry {
    let daily = days.map(film.admissions(on:))
    let audience = daily.reduce(0, +)
    let previous = previousDays.reduce(Int64(0)) { $0 + film.admissions(on: $1) }
    // KOBIS sends 100 for a film without admissions in the previous period.
    let changeRate = previous == 0 ? 100 : tenths(of: (audience - previous) * 100, per: previous)
    let playing = Int64(daily.count { $0 > 0 })
    let isModelWeek = days.allSatisfy {
      (0...6).contains(SampleFilm.modelMonday.distance(to: $0))
    }
    // Outside the model week, a screen sells about 40 tickets a day, with four showings.
    let screens = isModelWeek ? film.screens : max(1, audience / max(1, playing) / 40)
    let showingsPerDay = isModelWeek ? film.showingsPerDay : screens * 4
    let cumulative = film.cumulative(through: days.last!)
    return BoxOfficeEntry(
      rank: rank,
      rankChange: previousRank.map { $0 - rank } ?? 0,
      isNew: previousRank == nil,
      movieCode: film.code,
      title: film.title,
      openingDate: film.opening,
      revenue: audience * film.price,
      revenueShare: tenths(of: audience * film.price * 100, per: marketRevenue),
      revenueChange: (audience - previous) * film.price,
      revenueChangeRate: changeRate,
      cumulativeRevenue: cumulative * film.price,
      audience: audience,
      audienceChange: audience - previous,
      audienceChangeRate: changeRate,
      cumulativeAudience: cumulative,
      screens: screens,
      showings: showingsPerDay * playing)
  }

  /// `numerator / denominator` rounded half away from zero to one decimal, as KOBIS writes
  /// rates and shares.
  private static func tenths(of numerator: Int64, per denominator: Int64) -> Decimal {
    let scaled = numerator * 10
    let rounded = (2 * scaled + (scaled < 0 ? -denominator : denominator)) / (2 * denominator)
    return Decimal(rounded) / 10
  }

  /// The films of the model and of its history.
  static let films: [SampleFilm] = [
    SampleFilm(
      code: "20240811", title: "한강의 밤", opening: day(5), isKorean: true, isDiversity: false,
      week: [0, 0, 98_230, 61_540, 88_410, 142_300, 121_870], lastWeekdays: 0, lastWeekend: 0,
      before: 6_240, price: 10_200, screens: 1_480, showingsPerDay: 6_120, retention: 0.72),
    SampleFilm(
      code: "20236542", title: "바람의 검객", opening: CalendarDate(year: 2025, month: 1, day: 22),
      isKorean: true, isDiversity: false,
      week: [31_250, 29_870, 33_410, 30_120, 52_660, 88_940, 71_230], lastWeekdays: 402_300,
      lastWeekend: 281_400, before: 2_366_118, price: 10_000, screens: 1_105, showingsPerDay: 4_480,
      retention: 0.6
    ),
    SampleFilm(
      code: "20249017", title: "우리 동네 고양이 탐정", opening: day(5), isKorean: true,
      isDiversity: false, week: [0, 0, 30_115, 24_100, 33_920, 88_200, 76_400], lastWeekdays: 0,
      lastWeekend: 0, before: 0, price: 9_100, screens: 930, showingsPerDay: 3_350, retention: 0.8),
    SampleFilm(
      code: "20241876", title: "스카이 하이: 라스트 미션",
      opening: CalendarDate(year: 2025, month: 1, day: 29), isKorean: false, isDiversity: false,
      week: [19_480, 18_620, 24_990, 19_010, 30_870, 52_330, 44_110], lastWeekdays: 190_400,
      lastWeekend: 171_800, before: 362_200, price: 10_400, screens: 760, showingsPerDay: 2_890,
      retention: 0.58),
    SampleFilm(
      code: "20232210", title: "겨울 산장의 손님", opening: CalendarDate(year: 2025, month: 1, day: 15),
      isKorean: true, isDiversity: false,
      week: [11_630, 10_980, 14_020, 11_410, 18_070, 30_220, 25_440], lastWeekdays: 141_600,
      lastWeekend: 98_100, before: 1_645_320, price: 9_800, screens: 520, showingsPerDay: 1_880,
      retention: 0.55),
    SampleFilm(
      code: "20248803", title: "「달빛 아래」 감독판: 다시 만난 세계와 잃어버린 시간의 기록",
      opening: day(5), isKorean: true, isDiversity: true,
      week: [0, 0, 2_904, 1_980, 2_810, 5_540, 4_920], lastWeekdays: 0, lastWeekend: 0,
      before: 1_120, price: 9_300, screens: 170, showingsPerDay: 420, retention: 0.85),
    SampleFilm(
      code: "20237720", title: "작은 서점의 기적", opening: CalendarDate(year: 2025, month: 1, day: 1),
      isKorean: true, isDiversity: true,
      week: [5_010, 5_240, 6_310, 5_480, 8_020, 14_110, 12_260], lastWeekdays: 36_100,
      lastWeekend: 29_800, before: 652_310, price: 8_700, screens: 260, showingsPerDay: 880,
      retention: 0.75),
    SampleFilm(
      code: "20245561", title: "한밤의 드라이버", opening: CalendarDate(year: 2025, month: 1, day: 8),
      isKorean: false, isDiversity: false,
      week: [4_410, 4_120, 4_880, 4_270, 6_650, 11_270, 9_640], lastWeekdays: 50_100,
      lastWeekend: 33_900, before: 1_108_440, price: 9_600, screens: 240, showingsPerDay: 830,
      retention: 0.6),
    SampleFilm(
      code: "20226014", title: "여름의 끝에서", opening: CalendarDate(year: 2001, month: 7, day: 14),
      isKorean: true, isDiversity: true,
      week: [1_460, 1_390, 1_720, 1_510, 2_280, 4_330, 3_710], lastWeekdays: 14_800,
      lastWeekend: 9_100, before: 38_940, price: 8_000, screens: 95, showingsPerDay: 260,
      retention: 0.7, firstShown: CalendarDate(year: 2025, month: 1, day: 22)),
    SampleFilm(
      code: "20249930", title: "시사회 특별 상영: 봄날의 약속", opening: nil, isKorean: true,
      isDiversity: false, week: [0, 0, 0, 0, 0, 5_820, 5_380], lastWeekdays: 0, lastWeekend: 0,
      before: 0, price: 10_000, screens: 42, showingsPerDay: 96, retention: 0),
    SampleFilm(
      code: "20247741", title: "마법 소녀 하루: 별의 노래",
      opening: CalendarDate(year: 2025, month: 1, day: 22), isKorean: false, isDiversity: false,
      week: [860, 790, 1_060, 900, 1_290, 2_610, 2_170], lastWeekdays: 46_300,
      lastWeekend: 21_700, before: 351_880, price: 9_100, screens: 110, showingsPerDay: 310,
      retention: 0.5),
    SampleFilm(
      code: "20241209", title: "복주머니 대소동", opening: CalendarDate(year: 2025, month: 1, day: 24),
      isKorean: true, isDiversity: false, week: [820, 760, 700, 700, 940, 1_480, 1_190],
      lastWeekdays: 88_100, lastWeekend: 24_400, before: 512_700, price: 9_600, screens: 70,
      showingsPerDay: 180, retention: 0.4),
    SampleFilm(
      code: "20241530", title: "극장판 용사 탐험대: 설날 대모험",
      opening: CalendarDate(year: 2025, month: 1, day: 25), isKorean: true, isDiversity: false,
      week: [0, 0, 0, 0, 0, 0, 0], lastWeekdays: 31_800, lastWeekend: 18_000, before: 96_400,
      price: 8_800, screens: 0, showingsPerDay: 0, retention: 0.5),
    SampleFilm(
      code: "20243310", title: "크리스마스 런웨이", opening: CalendarDate(year: 2024, month: 11, day: 27),
      isKorean: false, isDiversity: false, week: [0, 0, 0, 0, 0, 0, 0], lastWeekdays: 0,
      lastWeekend: 0, before: 0, price: 10_300, screens: 0, showingsPerDay: 0, retention: 0.55,
      run: .init(firstWeek: 412_000, lastDay: CalendarDate(year: 2025, month: 1, day: 12)!)),
    SampleFilm(
      code: "20243987", title: "눈꽃 열차", opening: CalendarDate(year: 2024, month: 12, day: 11),
      isKorean: true, isDiversity: false, week: [0, 0, 0, 0, 0, 0, 0], lastWeekdays: 0,
      lastWeekend: 0, before: 0, price: 9_900, screens: 0, showingsPerDay: 0, retention: 0.62,
      run: .init(firstWeek: 688_000, lastDay: CalendarDate(year: 2025, month: 1, day: 19)!)),
    SampleFilm(
      code: "20244120", title: "해피 뉴이어 브라더스", opening: CalendarDate(year: 2024, month: 12, day: 25),
      isKorean: true, isDiversity: false, week: [0, 0, 0, 0, 0, 0, 0], lastWeekdays: 0,
      lastWeekend: 0, before: 0, price: 9_700, screens: 0, showingsPerDay: 0, retention: 0.58,
      run: .init(firstWeek: 905_000, lastDay: CalendarDate(year: 2025, month: 1, day: 26)!)),
    SampleFilm(
      code: "20244402", title: "심야 식당: 두 번째 이야기",
      opening: CalendarDate(year: 2024, month: 12, day: 18), isKorean: false, isDiversity: true,
      week: [0, 0, 0, 0, 0, 0, 0], lastWeekdays: 0, lastWeekend: 0, before: 0, price: 8_900,
      screens: 0, showingsPerDay: 0, retention: 0.74,
      run: .init(firstWeek: 96_000, lastDay: CalendarDate(year: 2025, month: 1, day: 26)!)),
    SampleFilm(
      code: "20250233", title: "종이연 소년 핍", opening: CalendarDate(year: 2025, month: 2, day: 19),
      isKorean: false, isDiversity: false, week: [0, 0, 0, 0, 0, 0, 0], lastWeekdays: 0,
      lastWeekend: 0, before: 0, price: 9_200, screens: 0, showingsPerDay: 0, retention: 0.78,
      run: .init(firstWeek: 268_000, lastDay: CalendarDate(year: 2025, month: 4, day: 27)!)),
    SampleFilm(
      code: "20250418", title: "붉은 항구", opening: CalendarDate(year: 2025, month: 2, day: 26),
      isKorean: true, isDiversity: false, week: [0, 0, 0, 0, 0, 0, 0], lastWeekdays: 0,
      lastWeekend: 0, before: 0, price: 10_400, screens: 0, showingsPerDay: 0, retention: 0.7,
      run: .init(firstWeek: 574_000, lastDay: CalendarDate(year: 2025, month: 5, day: 4)!)),
  ]

  private static func day(_ day: Int) -> CalendarDate {
    CalendarDate(year: 2025, month: 2, day: day)!
  }
}
