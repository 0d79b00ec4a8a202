import BoxOfficeTestSupport
import XCTest

@testable import BoxOffice

final class ChartStateTests: XCTestCase {
  private let endpoint = BoxOfficeEndpoint.daily(DailyQuery(date: day("20241225")))
  private var request: ChartState.Request {
    ChartState.Request(endpoint: endpoint, cachePolicy: .useCache)
  }

  func testTheInitialStateShowsNothing() {
    let state = ChartState()
    XCTAssertNil(state.title)
    XCTAssertNil(state.request)
    XCTAssertFalse(state.isLoading)
    XCTAssertNil(state.loaded)
    XCTAssertNil(state.failure)
    XCTAssertNil(state.lastChange)
    XCTAssertNil(state.outcome)
  }

  func testALoadThatSucceedsShowsItsChart() throws {
    let chart = try BoxOfficeChart(decoding: FixtureLibrary.project("daily-20241225"))
    let started = ChartState().applying(.started(request))
    XCTAssertEqual(started.title, "Daily box office · 2024-12-25 (Wed)")
    XCTAssertTrue(started.isLoading)
    XCTAssertEqual(started.request, request)
    XCTAssertEqual(started.lastChange, .started)
    XCTAssertNil(started.outcome)
    let loaded = started.applying(.loaded(chart))
    var expected = started
    expected.isLoading = false
    expected.loaded = LoadedChart(chart)
    expected.outcome = .success(LoadedChart(chart))
    expected.lastChange = .loaded
    XCTAssertEqual(loaded, expected)
    XCTAssertEqual(loaded.applying(.started(request)).outcome, loaded.outcome)
    XCTAssertEqual(
      LoadedChart(chart).cells.map(\.entry), chart.entries, "one cell per entry, in order")
  }

  func testAFailedLoadKeepsTheRowsAndTheNextLoadClearsTheError() throws {
    let chart = try BoxOfficeChart(decoding: FixtureLibrary.project("daily-20241225"))
    let shown = ChartState().applying(.started(request)).applying(.loaded(chart))
    let failed = shown.applying(.started(request)).applying(.failed(.httpStatus(502)))
    XCTAssertEqual(failed.loaded, shown.loaded)
    XCTAssertEqual(failed.loaded?.chart, chart)
    XCTAssertFalse(failed.isLoading)
    XCTAssertEqual(failed.failure, .httpStatus(502))
    XCTAssertEqual(failed.lastChange, .failed)
    XCTAssertEqual(failed.request, request, "what a refresh reloads")
    XCTAssertEqual(failed.outcome, .failure(.httpStatus(502)))
    let refresh = ChartState.Request(endpoint: endpoint, cachePolicy: .reloadIgnoringCache)
    let retrying = failed.applying(.started(refresh))
    XCTAssertNil(retrying.failure)
    XCTAssertEqual(retrying.request, refresh)
    XCTAssertEqual(retrying.loaded, shown.loaded)
    XCTAssertEqual(retrying.outcome, .failure(.httpStatus(502)), "the latest load that ended")
    var failedAgain = failed
    failedAgain.request = refresh
    XCTAssertEqual(retrying.applying(.failed(.httpStatus(502))), failedAgain)
  }
}
