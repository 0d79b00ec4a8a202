import BoxOfficeTestSupport
import XCTest

@testable import BoxOffice

final class ChartLoadTests: XCTestCase {
  private let endpoint = BoxOfficeEndpoint(kind: .daily, date: day("20241225"))
  private let limited = BoxOfficeEndpoint(
    kind: .daily, date: day("20241225"), filters: ChartFilters(itemsPerPage: 2))

  func testTheInitialLoadShowsNothing() {
    let load = ChartLoad()
    XCTAssertNil(load.title)
    XCTAssertNil(load.request)
    XCTAssertNil(load.latest)
    XCTAssertFalse(load.isLoading)
    XCTAssertNil(load.loaded)
    XCTAssertNil(load.failure)
    XCTAssertNil(load.change)
    XCTAssertNil(load.outcome)
    XCTAssertEqual(load.applying(.refresh), load, "a refresh before any query does nothing")
  }

  func testALoadThatSucceedsShowsItsChartCutToTheLimit() throws {
    let chart = try BoxOfficeChart(decoding: FixtureLibrary.project("daily-20241225"))
    let started = ChartLoad().applying(.load(limited))
    let request = ChartLoad.Request(query: limited, cachePolicy: .useCache, generation: 1)
    XCTAssertEqual(started.title, "Daily box office · 2024-12-25 (Wed)")
    XCTAssertTrue(started.isLoading)
    XCTAssertEqual(started.request, request)
    XCTAssertEqual(started.latest, request)
    XCTAssertEqual(started.change, .started)
    XCTAssertNil(started.outcome)
    let loaded = started.applying(.loaded(request, chart))
    var cut = chart
    cut.entries = Array(chart.entries.prefix(2))
    XCTAssertFalse(loaded.isLoading)
    XCTAssertEqual(loaded.loaded, LoadedChart(cut))
    XCTAssertEqual(loaded.loadedEndpoint, limited)
    XCTAssertEqual(loaded.outcome, .success(LoadedChart(cut)))
    XCTAssertEqual(loaded.change, .loaded)
    XCTAssertEqual(loaded.title, LoadedChart(cut).title)
    XCTAssertEqual(loaded.applying(.load(limited)).outcome, loaded.outcome)
    XCTAssertEqual(
      LoadedChart(chart).cells.map(\.entry), chart.entries, "one row per entry, in order")
  }

  func testAFailedLoadKeepsTheRowsAndTheNextLoadClearsTheError() throws {
    let chart = try BoxOfficeChart(decoding: FixtureLibrary.project("daily-20241225"))
    let first = ChartLoad.Request(query: endpoint, cachePolicy: .useCache, generation: 1)
    let shown = ChartLoad().applying(.load(endpoint)).applying(.loaded(first, chart))
    let second = ChartLoad.Request(query: endpoint, cachePolicy: .useCache, generation: 2)
    let failed = shown.applying(.load(endpoint)).applying(.failed(second, .httpStatus(502)))
    XCTAssertEqual(failed.loaded, shown.loaded)
    XCTAssertFalse(failed.isLoading)
    XCTAssertEqual(failed.failure, .httpStatus(502))
    XCTAssertEqual(failed.change, .failed)
    XCTAssertEqual(failed.latest, second, "what a refresh reloads")
    XCTAssertEqual(failed.outcome, .failure(.httpStatus(502)))
    XCTAssertEqual(failed.title, "Daily box office · 2024-12-25 (Wed)")
    let retrying = failed.applying(.refresh)
    let refresh = ChartLoad.Request(
      query: endpoint, cachePolicy: .reloadIgnoringCache, generation: 3)
    XCTAssertNil(retrying.failure)
    XCTAssertEqual(retrying.request, refresh)
    XCTAssertEqual(retrying.loaded, shown.loaded)
    XCTAssertEqual(retrying.outcome, .failure(.httpStatus(502)), "the latest load that ended")
  }

  func testAnAnswerToARequestNoLongerInFlightIsDropped() throws {
    let chart = try BoxOfficeChart(decoding: FixtureLibrary.project("daily-20241225"))
    let first = ChartLoad.Request(query: endpoint, cachePolicy: .useCache, generation: 1)
    let overtaken = ChartLoad().applying(.load(endpoint)).applying(.load(limited))
    let late = overtaken.applying(.loaded(first, chart))
    XCTAssertNil(late.loaded)
    XCTAssertTrue(late.isLoading)
    XCTAssertNil(late.change)
    let cancelled = ChartLoad().applying(.load(endpoint)).applying(.cancel)
    XCTAssertFalse(cancelled.isLoading)
    XCTAssertNil(cancelled.applying(.loaded(first, chart)).loaded)
  }
}
