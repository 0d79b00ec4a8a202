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
    var endpoint = endpoint
    endpoint.date = week.monday.advanced(by: 2)
    return historicalChart(for: endpoint)
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
    let previousDays = days.map { $0.advanced(by: -period.kind.daysToNextPeriod) }
    let chosen = films.filter { film in
      (filters.nation == .all || (filters.nation == .korean) == film.isKorean)
        && (filters.films == .all || (filters.films == .diversity) == film.isDiversity)
    }
    let previous = ranked(chosen) { $0.admissions(in: previousDays) }
    let previousRanks = Dictionary(
      uniqueKeysWithValues: previous.enumerated().map { ($1.code, $0 + 1) })
    // The films of the sample take 96% of the market.
    let marketRevenue = films.reduce(0) { $0 + $1.admissions(in: days) * $1.price } * 100 / 96
    chart.entries = ranked(chosen, by: { $0.admissions(in: days) })
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
    films.map { (film: $0, admissions: admissions($0)) }
      .filter { $0.admissions > 0 }
      .sorted { ($0.admissions, $1.film.code) > ($1.admissions, $0.film.code) }
      .map(\.film)
  }

  /// The entry of `film` in the chart of `days`.
  private static func entry(
    of film: SampleFilm, days: [CalendarDate], previousDays: [CalendarDate], rank: Int,
    previousRank: Int?, marketRevenue: Int64
  ) -> BoxOfficeEntry {
    let daily = days.map(film.admissions(on:))
    let audience = daily.reduce(0, +)
    let previous = film.admissions(in: previousDays)
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

  /// The films of the model and of its history, one a line (``SampleFilm/table(_:)``): code |
  /// title | opening date | Korean or foreign (`K`, `F`), commercial or diversity (`C`, `D`) |
  /// admissions on each day of the model week, Monday to Sunday | the week before's weekdays and
  /// weekend | admissions before the model week | ticket price | screens and showings a day |
  /// retention | first shown, for a re-release | a run outside those two weeks: its opening
  /// week's admissions `to` its last day. `-` stands for none.
  static let films = SampleFilm.table(
    """
    20240811 | 한강의 밤 | 20250205 | KC | 0 0 98230 61540 88410 142300 121870 | 0 0 | 6240 | 10200 | 1480 6120 | 0.72 | - | -
    20236542 | 바람의 검객 | 20250122 | KC | 31250 29870 33410 30120 52660 88940 71230 | 402300 281400 | 2366118 | 10000 | 1105 4480 | 0.6 | - | -
    20249017 | 우리 동네 고양이 탐정 | 20250205 | KC | 0 0 30115 24100 33920 88200 76400 | 0 0 | 0 | 9100 | 930 3350 | 0.8 | - | -
    20241876 | 스카이 하이: 라스트 미션 | 20250129 | FC | 19480 18620 24990 19010 30870 52330 44110 | 190400 171800 | 362200 | 10400 | 760 2890 | 0.58 | - | -
    20232210 | 겨울 산장의 손님 | 20250115 | KC | 11630 10980 14020 11410 18070 30220 25440 | 141600 98100 | 1645320 | 9800 | 520 1880 | 0.55 | - | -
    20248803 | 「달빛 아래」 감독판: 다시 만난 세계와 잃어버린 시간의 기록 | 20250205 | KD | 0 0 2904 1980 2810 5540 4920 | 0 0 | 1120 | 9300 | 170 420 | 0.85 | - | -
    20237720 | 작은 서점의 기적 | 20250101 | KD | 5010 5240 6310 5480 8020 14110 12260 | 36100 29800 | 652310 | 8700 | 260 880 | 0.75 | - | -
    20245561 | 한밤의 드라이버 | 20250108 | FC | 4410 4120 4880 4270 6650 11270 9640 | 50100 33900 | 1108440 | 9600 | 240 830 | 0.6 | - | -
    20226014 | 여름의 끝에서 | 20010714 | KD | 1460 1390 1720 1510 2280 4330 3710 | 14800 9100 | 38940 | 8000 | 95 260 | 0.7 | 20250122 | -
    20249930 | 시사회 특별 상영: 봄날의 약속 | - | KC | 0 0 0 0 0 5820 5380 | 0 0 | 0 | 10000 | 42 96 | 0.0 | - | -
    20247741 | 마법 소녀 하루: 별의 노래 | 20250122 | FC | 860 790 1060 900 1290 2610 2170 | 46300 21700 | 351880 | 9100 | 110 310 | 0.5 | - | -
    20241209 | 복주머니 대소동 | 20250124 | KC | 820 760 700 700 940 1480 1190 | 88100 24400 | 512700 | 9600 | 70 180 | 0.4 | - | -
    20241530 | 극장판 용사 탐험대: 설날 대모험 | 20250125 | KC | 0 0 0 0 0 0 0 | 31800 18000 | 96400 | 8800 | 0 0 | 0.5 | - | -
    20243310 | 크리스마스 런웨이 | 20241127 | FC | 0 0 0 0 0 0 0 | 0 0 | 0 | 10300 | 0 0 | 0.55 | - | 412000 to 20250112
    20243987 | 눈꽃 열차 | 20241211 | KC | 0 0 0 0 0 0 0 | 0 0 | 0 | 9900 | 0 0 | 0.62 | - | 688000 to 20250119
    20244120 | 해피 뉴이어 브라더스 | 20241225 | KC | 0 0 0 0 0 0 0 | 0 0 | 0 | 9700 | 0 0 | 0.58 | - | 905000 to 20250126
    20244402 | 심야 식당: 두 번째 이야기 | 20241218 | FD | 0 0 0 0 0 0 0 | 0 0 | 0 | 8900 | 0 0 | 0.74 | - | 96000 to 20250126
    20250233 | 종이연 소년 핍 | 20250219 | FC | 0 0 0 0 0 0 0 | 0 0 | 0 | 9200 | 0 0 | 0.78 | - | 268000 to 20250427
    20250418 | 붉은 항구 | 20250226 | KC | 0 0 0 0 0 0 0 | 0 0 | 0 | 10400 | 0 0 | 0.7 | - | 574000 to 20250504
    """)
}
