import XCTest

@testable import BoxOfficeCLI

/// How wide the table is.
final class TerminalFactsTests: XCTestCase {
  func testTheTerminalsWidthWinsThenCOLUMNSThenEighty() {
    XCTAssertEqual(
      TerminalFacts(stdoutIsTerminal: true, stdoutColumns: 120)
        .outputWidth(environment: ["COLUMNS": "60"]), 120)
    XCTAssertEqual(TerminalFacts().outputWidth(environment: ["COLUMNS": "60"]), 60)
    XCTAssertEqual(TerminalFacts().outputWidth(environment: [:]), 80)
    for bad in ["0", "-5", "wide", ""] {
      XCTAssertEqual(TerminalFacts().outputWidth(environment: ["COLUMNS": bad]), 80, bad)
    }
  }

  func testTheTestProcessWritesToNoTerminal() throws {
    // Under `swift test` standard output is a pipe or a file, so the facts must say so; a
    // developer running the tests on a terminal sees this skipped.
    let facts = TerminalFacts.current()
    guard !facts.stdoutIsTerminal else { throw XCTSkip("standard output is a terminal") }
    XCTAssertNil(facts.stdoutColumns)
  }
}
