import BoxOffice
import Foundation
import Reactive
import XCTest

@testable import BoxOfficeCLI

/// The sample's films: details for every film in the charts, a search over them, and the
/// browser's charts from the sample's history.
final class SampleMoviesTests: CLITestCase {
  func testEveryFilmOfEveryChartHasDetailsWithItsTitleAndOpeningDate() {
    for film in SampleCharts.films {
      let details = SampleMovies.catalog.first { $0.code == film.code }
      XCTAssertEqual(details?.title, film.title, film.code)
      XCTAssertEqual(details?.openingDate, film.opening, film.code)
      XCTAssertFalse(details?.directors.isEmpty ?? true, film.code)
      XCTAssertFalse(details?.actors.isEmpty ?? true, film.code)
    }
    XCTAssertEqual(SampleMovies.catalog.count, 22)
    XCTAssertEqual(Set(SampleMovies.catalog.map(\.code)).count, 22, "codes are unique")
  }

  func testDetailsAreAnsweredAtOnceAndAnUnknownCodeIsNoSuchFilm() {
    var events: [Event<MovieDetails>] = []
    _ = SampleCharts.client.movieDetails(code: "20240811").asObservable()
      .subscribe { events.append($0) }
    XCTAssertEqual(events.count, 2)
    XCTAssertEqual(events.first?.element?.englishTitle, "Night on the Han River")
    XCTAssertEqual(events.first?.element?.companies.map(\.part), ["제작사", "배급사", "제공"])
    events = []
    _ = SampleCharts.client.movieDetails(code: "20990001").asObservable()
      .subscribe { events.append($0) }
    XCTAssertEqual(events, [.error(BoxOfficeError.movieNotFound(code: "20990001"))])
  }

  func testSearchMatchesTitlesInBothLanguagesAndDirectorsAndPages() {
    func codes(_ query: MovieSearchQuery) -> [String] {
      SampleMovies.page(for: query).movies.map(\.code)
    }
    XCTAssertEqual(codes(.init(title: "한강")), ["20240811", "20190377"])
    XCTAssertEqual(codes(.init(title: "han river")), ["20240811", "20190377"])
    XCTAssertEqual(codes(.init(director: "차무열")), ["20236542", "20226014", "20160921"])
    XCTAssertEqual(codes(.init(director: "moon ha")), ["20249017", "20237720", "2021C455"])
    XCTAssertEqual(
      codes(.init(director: "차무열", productionYears: 2000...2020)), ["20226014", "20160921"])
    XCTAssertEqual(codes(.init(openingYears: 2019...2019)), ["20190377"])
    XCTAssertEqual(codes(.init(title: "없는 영화")), [])
    let all = SampleMovies.page(for: .init(pageSize: 5))
    XCTAssertEqual(all.totalCount, 22)
    XCTAssertEqual(all.movies.count, 5)
    XCTAssertEqual(
      SampleMovies.page(for: .init(page: 5, pageSize: 5)).movies.map(\.code),
      ["20160921", "2021C455"])
    XCTAssertEqual(SampleMovies.page(for: .init(page: 6, pageSize: 5)).movies, [])
    let summary = SampleMovies.page(for: .init(title: "고양이와")).movies.first
    XCTAssertEqual(summary?.typeName, "온라인전용")
    XCTAssertNil(summary?.openingDate)
  }

  func testTheBrowsersHistoryHasEveryDayOfTheModelWeekItsFixedChartsAndNothingOutside() {
    func chart(_ period: ChartPeriod) -> BoxOfficeChart {
      SampleCharts.historicalChart(for: period.endpoint())
    }
    let monday = SampleCharts.week.monday
    for offset in 0...6 {
      let period = ChartPeriod(kind: .daily, containing: monday.advanced(by: offset))
      XCTAssertEqual(chart(period).firstDay, period.firstDay)
      XCTAssertFalse(chart(period).entries.isEmpty, "\(period)")
      XCTAssertEqual(
        chart(period).entries.map(\.audience), chart(period).entries.map(\.audience).sorted(by: >))
    }
    XCTAssertEqual(
      chart(ChartPeriod(kind: .daily, containing: monday.advanced(by: 2))),
      SampleCharts.chart(for: BoxOfficeEndpoint(kind: .daily, date: monday)),
      "the fixed daily sample")
    for kind in [BoxOfficeChart.Kind.weekly, .weekend, .weekdays] {
      let period = ChartPeriod(kind: kind, containing: monday)
      XCTAssertEqual(chart(period), SampleCharts.chart(for: period.endpoint()))
      XCTAssertFalse(chart(period.previous).entries.isEmpty, "the week before is in the history")
      let before = ChartPeriod(
        kind: kind, containing: SampleCharts.historyFirstDay.advanced(by: -1))
      XCTAssertEqual(chart(before).entries, [])
      XCTAssertEqual(chart(before).firstDay, before.firstDay)
    }
    let sunday = chart(ChartPeriod(kind: .daily, containing: SampleCharts.week.sunday))
    XCTAssertEqual(sunday.entries.first?.title, "한강의 밤")
    XCTAssertEqual(SampleCharts.today, day("20250210"))
  }
}
