import BoxOfficeTestSupport
import XCTest

@testable import BoxOffice

final class ChartStateTests: XCTestCase {
  private let endpoint = BoxOfficeEndpoint.daily(DailyQuery(date: day("20241225")))

  func testTheInitialStateShowsNothing() {
    let state = ChartState()
    XCTAssertNil(state.title)
    XCTAssertFalse(state.isLoading)
    XCTAssertNil(state.loaded)
    XCTAssertNil(state.failure)
    XCTAssertNil(state.lastChange)
    XCTAssertNil(state.outcome)
  }

  func testALoadThatSucceedsShowsItsChart() throws {
    let chart = try BoxOfficeChart(decoding: FixtureLibrary.project("daily-20241225"))
    let started = ChartState().applying(.started(endpoint))
    XCTAssertEqual(started.title, "Daily box office · 2024-12-25 (Wed)")
    XCTAssertTrue(started.isLoading)
    XCTAssertEqual(started.lastChange, .started)
    XCTAssertNil(started.outcome)
    let loaded = started.applying(.loaded(chart))
    var expected = started
    expected.isLoading = false
    expected.loaded = LoadedChart(chart)
    expected.outcome = .success(LoadedChart(chart))
    expected.lastChange = .loaded
    XCTAssertEqual(loaded, expected)
    XCTAssertEqual(loaded.applying(.started(endpoint)).outcome, loaded.outcome)
    XCTAssertEqual(
      LoadedChart(chart).cells.map(\.entry), chart.entries, "one cell per entry, in order")
  }

  func testAFailedLoadKeepsTheRowsAndTheNextLoadClearsTheError() throws {
    let chart = try BoxOfficeChart(decoding: FixtureLibrary.project("daily-20241225"))
    let shown = ChartState().applying(.started(endpoint)).applying(.loaded(chart))
    let failed = shown.applying(.started(endpoint)).applying(.failed(.httpStatus(502)))
    XCTAssertEqual(failed.loaded, shown.loaded)
    XCTAssertEqual(failed.loaded?.chart, chart)
    XCTAssertFalse(failed.isLoading)
    XCTAssertEqual(failed.failure, .httpStatus(502))
    XCTAssertEqual(failed.lastChange, .failed)
    XCTAssertEqual(failed.outcome, .failure(.httpStatus(502)))
    let retrying = failed.applying(.started(endpoint))
    XCTAssertNil(retrying.failure)
    XCTAssertEqual(retrying.loaded, shown.loaded)
    XCTAssertEqual(retrying.outcome, .failure(.httpStatus(502)), "the latest load that ended")
    XCTAssertEqual(retrying.applying(.failed(.httpStatus(502))), failed)
  }
}
