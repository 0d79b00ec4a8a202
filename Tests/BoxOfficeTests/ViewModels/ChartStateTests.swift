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
    XCTAssertNil(state.screen.title)
    XCTAssertNil(state.request)
    XCTAssertFalse(state.isLoading)
    XCTAssertNil(state.screen.loaded)
    XCTAssertNil(state.screen.failure)
    XCTAssertNil(state.screen.change)
    XCTAssertNil(state.screen.outcome)
  }

  func testALoadThatSucceedsShowsItsChart() throws {
    let chart = try BoxOfficeChart(decoding: FixtureLibrary.project("daily-20241225"))
    let started = ChartState().applying(.started(request))
    XCTAssertEqual(started.screen.title, "Daily box office · 2024-12-25 (Wed)")
    XCTAssertTrue(started.isLoading)
    XCTAssertEqual(started.request, request)
    XCTAssertEqual(started.screen.change, .started)
    XCTAssertNil(started.screen.outcome)
    let loaded = started.applying(.loaded(chart))
    var expected = started
    expected.screen.isLoading = false
    expected.screen.loaded = LoadedChart(chart)
    expected.screen.outcome = .success(LoadedChart(chart))
    expected.screen.change = .loaded
    XCTAssertEqual(loaded, expected)
    XCTAssertEqual(loaded.applying(.started(request)).screen.outcome, loaded.screen.outcome)
    XCTAssertEqual(
      LoadedChart(chart).cells.map(\.entry), chart.entries, "one cell per entry, in order")
  }

  func testAFailedLoadKeepsTheRowsAndTheNextLoadClearsTheError() throws {
    let chart = try BoxOfficeChart(decoding: FixtureLibrary.project("daily-20241225"))
    let shown = ChartState().applying(.started(request)).applying(.loaded(chart))
    let failed = shown.applying(.started(request)).applying(.failed(.httpStatus(502)))
    XCTAssertEqual(failed.screen.loaded, shown.screen.loaded)
    XCTAssertEqual(failed.screen.loaded?.chart, chart)
    XCTAssertFalse(failed.isLoading)
    XCTAssertEqual(failed.screen.failure, .httpStatus(502))
    XCTAssertEqual(failed.screen.change, .failed)
    XCTAssertEqual(failed.request, request, "what a refresh reloads")
    XCTAssertEqual(failed.screen.outcome, .failure(.httpStatus(502)))
    let refresh = ChartState.Request(endpoint: endpoint, cachePolicy: .reloadIgnoringCache)
    let retrying = failed.applying(.started(refresh))
    XCTAssertNil(retrying.screen.failure)
    XCTAssertEqual(retrying.request, refresh)
    XCTAssertEqual(retrying.screen.loaded, shown.screen.loaded)
    XCTAssertEqual(
      retrying.screen.outcome, .failure(.httpStatus(502)), "the latest load that ended")
    var failedAgain = failed
    failedAgain.request = refresh
    XCTAssertEqual(retrying.applying(.failed(.httpStatus(502))), failedAgain)
  }
}
