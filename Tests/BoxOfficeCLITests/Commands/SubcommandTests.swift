import XCTest

@testable import BoxOfficeCLI

/// The subcommands and their options.
final class SubcommandTests: XCTestCase {
  func testOnlyTheWeeklyChartHasAPeriod() {
    XCTAssertTrue(Subcommand.weekly.options.contains { $0.name == "period" })
    XCTAssertFalse(Subcommand.daily.options.contains { $0.name == "period" })
  }

  func testOptionNamesAreUniqueAndLowercase() {
    for subcommand in Subcommand.allCases {
      let names = subcommand.options.map(\.name)
      XCTAssertEqual(Set(names).count, names.count, "\(subcommand)")
      XCTAssertEqual(names, names.map { $0.lowercased() })
    }
  }

  func testSubcommandsAreFoundByName() {
    XCTAssertEqual(Subcommand(name: "weekly"), .weekly)
    XCTAssertEqual(Subcommand(name: "daily"), .daily)
    XCTAssertNil(Subcommand(name: "Weekly"))
  }
}
