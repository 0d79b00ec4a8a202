import BoxOffice
import Foundation
import XCTest

@testable import BoxOfficeCLI

/// `boxoffice-cli regions`: the list in every format.
final class RegionsCommandTests: CLITestCase {
  func testTheTableMatchesItsGoldenFile() {
    let run = runTool(["regions"], environment: ["COLUMNS": "100"])
    XCTAssertEqual([run.stderr, "\(run.status)"], ["", "0"])
    Golden.assertMatches(run.stdout, "regions/regions.table.txt")
  }

  func testTheTableFitsANarrowTerminal() {
    for width in [40, 30, 25] {
      let run = runTool(["regions"], environment: ["COLUMNS": "\(width)"])
      for line in run.stdout.split(separator: "\n") {
        XCTAssertLessThanOrEqual(TerminalCellWidth.of(line), width, String(line))
      }
      XCTAssertTrue(run.stdout.contains(#/seoul .*0105001000/#), run.stdout)
    }
  }

  func testJSONIsAnArrayOfTheRegions() throws {
    let run = runTool(["regions", "--format", "json"])
    XCTAssertEqual(run.status, 0)
    let regions = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: String]])
    XCTAssertEqual(
      regions,
      Region.all.map { ["code": $0.code, "name": $0.name, "koreanName": $0.koreanName] })
  }

  func testCSVHasAHeaderAndOneRowPerRegion() {
    let run = runTool(["regions", "-f", "csv"])
    let rows = run.stdout.components(separatedBy: "\r\n")
    XCTAssertEqual(rows.first, "code,name,koreanName")
    XCTAssertEqual(rows[1], "0105001000,seoul,서울시")
    XCTAssertEqual(rows.count, 1 + 17 + 1)
  }

  func testEveryListedNameIsAcceptedByRegion() {
    for region in Region.all {
      for name in [region.name, region.koreanName, region.code] {
        guard
          case .success(.chart(let command)) = CommandLineParser.parse(
            ["daily", "--region", name], today: day("20250301"))
        else { return XCTFail(name) }
        XCTAssertEqual(command.filters.regionCode, region.code, name)
      }
    }
  }
}
