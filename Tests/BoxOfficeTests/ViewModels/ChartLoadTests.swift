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
    XCTAssertNil(load.loading.request)
    XCTAssertNil(load.loading.latest)
    XCTAssertFalse(load.loading.isLoading)
    XCTAssertNil(load.loaded)
    XCTAssertNil(load.loading.failure)
    XCTAssertNil(load.loading.change)
    XCTAssertNil(load.outcome)
    XCTAssertEqual(load.applying(.refresh), load, "a refresh before any query does nothing")
  }

  func testALoadThatSucceedsShowsItsChartCutToTheLimit() throws {
    let chart = try BoxOfficeChart(decoding: FixtureLibrary.project("daily-20241225"))
    let started = ChartLoad().applying(.load(limited))
    let request = ChartLoad.Request(query: limited, cachePolicy: .useCache, generation: 1)
    XCTAssertEqual(started.title, "Daily box office · 2024-12-25 (Wed)")
    XCTAssertTrue(started.loading.isLoading)
    XCTAssertEqual(started.loading.request, request)
    XCTAssertEqual(started.loading.latest, request)
    XCTAssertEqual(started.loading.change, .started)
    XCTAssertNil(started.outcome)
    let loaded = started.applying(.answered(request, .success(chart)))
    var cut = chart
    cut.entries = Array(chart.entries.prefix(2))
    XCTAssertFalse(loaded.loading.isLoading)
    XCTAssertEqual(loaded.loaded, LoadedChart(cut))
    XCTAssertEqual(loaded.loadedEndpoint, limited)
    XCTAssertEqual(loaded.outcome, .success(LoadedChart(cut)))
    XCTAssertEqual(loaded.loading.change, .loaded)
    XCTAssertEqual(loaded.title, LoadedChart(cut).title)
    XCTAssertEqual(loaded.applying(.load(limited)).outcome, loaded.outcome)
    XCTAssertEqual(
      LoadedChart(chart).cells.map(\.entry), chart.entries, "one row per entry, in order")
  }

  func testAFailedLoadKeepsTheRowsAndTheNextLoadClearsTheError() throws {
    let chart = try BoxOfficeChart(decoding: FixtureLibrary.project("daily-20241225"))
    let first = ChartLoad.Request(query: endpoint, cachePolicy: .useCache, generation: 1)
    let shown = ChartLoad().applying(.load(endpoint)).applying(.answered(first, .success(chart)))
    let second = ChartLoad.Request(query: endpoint, cachePolicy: .useCache, generation: 2)
    let failed = shown.applying(.load(endpoint)).applying(
      .answered(second, .failure(.httpStatus(502))))
    XCTAssertEqual(failed.loaded, shown.loaded)
    XCTAssertFalse(failed.loading.isLoading)
    XCTAssertEqual(failed.loading.failure, .httpStatus(502))
    XCTAssertEqual(failed.loading.change, .failed)
    XCTAssertEqual(failed.loading.latest, second, "what a refresh reloads")
    XCTAssertEqual(failed.outcome, .failure(.httpStatus(502)))
    XCTAssertEqual(failed.title, "Daily box office · 2024-12-25 (Wed)")
    let retrying = failed.applying(.refresh)
    let refresh = ChartLoad.Request(
      query: endpoint, cachePolicy: .reloadIgnoringCache, generation: 3)
    XCTAssertNil(retrying.loading.failure)
    XCTAssertEqual(retrying.loading.request, refresh)
    XCTAssertEqual(retrying.loaded, shown.loaded)
    XCTAssertEqual(retrying.outcome, .failure(.httpStatus(502)), "the latest load that ended")
  }

  func testAnAnswerToARequestNoLongerInFlightIsDropped() throws {
    let chart = try BoxOfficeChart(decoding: FixtureLibrary.project("daily-20241225"))
    let first = ChartLoad.Request(query: endpoint, cachePolicy: .useCache, generation: 1)
    let overtaken = ChartLoad().applying(.load(endpoint)).applying(.load(limited))
    let late = overtaken.applying(.answered(first, .success(chart)))
    XCTAssertNil(late.loaded)
    XCTAssertTrue(late.loading.isLoading)
    XCTAssertNil(late.loading.change)
    let cancelled = ChartLoad().applying(.load(endpoint)).applying(.cancel)
    XCTAssertFalse(cancelled.loading.isLoading)
    XCTAssertNil(cancelled.applying(.answered(first, .success(chart))).loaded)
  }
}
