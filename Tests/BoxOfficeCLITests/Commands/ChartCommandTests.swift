import BoxOffice
import XCTest

@testable import BoxOfficeCLI

/// A parsed chart command's request.
final class ChartCommandTests: XCTestCase {
  func testTheEndpointCarriesTheDateThePeriodAndTheFilters() {
    var command = ChartCommand(chart: .weekend)
    command.date = day("20111230")
    command.filters = ChartFilters(itemsPerPage: 3, nation: .foreign)
    XCTAssertEqual(
      command.endpoint(today: day("20250301")),
      BoxOfficeEndpoint(
        kind: .weekend, date: day("20111230"),
        filters: ChartFilters(itemsPerPage: 3, nation: .foreign)))
    XCTAssertEqual(command.name, "weekly")
  }

  func testWithoutADateTheDefaultDayIsAsked() {
    XCTAssertEqual(
      ChartCommand(chart: .daily).endpoint(today: day("20250301")),
      BoxOfficeEndpoint(
        kind: .daily, date: day("20250228"), filters: ChartFilters(itemsPerPage: 10)))
    XCTAssertEqual(ChartCommand(chart: .daily).name, "daily")
  }
}
