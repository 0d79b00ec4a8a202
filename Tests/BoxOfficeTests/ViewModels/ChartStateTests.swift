import BoxOfficeTestSupport
import XCTest

@testable import BoxOffice

final class ChartStateTests: XCTestCase {
  private let endpoint = BoxOfficeEndpoint.daily(DailyQuery(date: day("20241225")))

  func testTheInitialStateShowsNothing() {
    let state = ChartState()
    XCTAssertNil(state.title)
    XCTAssertFalse(state.isLoading)
    XCTAssertNil(state.chart)
    XCTAssertEqual(state.cells, [])
    XCTAssertNil(state.failure)
    XCTAssertNil(state.lastChange)
  }

  func testALoadThatSucceedsShowsItsChart() throws {
    let chart = try BoxOfficeChart(decoding: FixtureLibrary.project("daily-20241225"))
    let started = ChartState().applying(.started(endpoint))
    XCTAssertEqual(started.title, "Daily box office · 2024-12-25 (Wed)")
    XCTAssertTrue(started.isLoading)
    XCTAssertEqual(started.lastChange, .started)
    let loaded = started.applying(.loaded(chart))
    var expected = started
    expected.isLoading = false
    expected.chart = chart
    expected.cells = chart.entries.map(BoxOfficeCellData.init(entry:))
    expected.lastChange = .loaded
    XCTAssertEqual(loaded, expected)
  }

  func testAFailedLoadKeepsTheRowsAndTheNextLoadClearsTheError() throws {
    let chart = try BoxOfficeChart(decoding: FixtureLibrary.project("daily-20241225"))
    let shown = ChartState().applying(.started(endpoint)).applying(.loaded(chart))
    let failed = shown.applying(.started(endpoint)).applying(.failed(.httpStatus(502)))
    XCTAssertEqual(failed.cells, shown.cells)
    XCTAssertEqual(failed.chart, chart)
    XCTAssertFalse(failed.isLoading)
    XCTAssertEqual(failed.failure, .httpStatus(502))
    XCTAssertEqual(failed.lastChange, .failed)
    let retrying = failed.applying(.started(endpoint))
    XCTAssertNil(retrying.failure)
    XCTAssertEqual(retrying.cells, shown.cells)
    XCTAssertEqual(retrying.applying(.failed(.httpStatus(502))), failed)
  }
}
