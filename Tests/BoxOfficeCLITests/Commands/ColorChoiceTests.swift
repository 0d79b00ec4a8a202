import XCTest

@testable import BoxOfficeCLI

/// When the table is colored.
final class ColorChoiceTests: CLITestCase {
  func testAutoColorsOnlyATerminalWithoutNoColorAndNotDumb() {
    let term = ["TERM": "xterm-256color"]
    XCTAssertTrue(ColorChoice.auto.isEnabled(stdoutIsTerminal: true, environment: term))
    XCTAssertTrue(ColorChoice.auto.isEnabled(stdoutIsTerminal: true, environment: [:]))
    XCTAssertFalse(ColorChoice.auto.isEnabled(stdoutIsTerminal: false, environment: term))
    XCTAssertFalse(
      ColorChoice.auto.isEnabled(stdoutIsTerminal: true, environment: ["NO_COLOR": "1"]))
    XCTAssertTrue(
      ColorChoice.auto.isEnabled(stdoutIsTerminal: true, environment: ["NO_COLOR": ""]),
      "an empty NO_COLOR counts as unset")
    XCTAssertFalse(
      ColorChoice.auto.isEnabled(stdoutIsTerminal: true, environment: ["TERM": "dumb"]))
  }

  func testAlwaysAndNeverIgnoreTheTerminal() {
    let hostile = ["NO_COLOR": "1", "TERM": "dumb"]
    XCTAssertTrue(ColorChoice.always.isEnabled(stdoutIsTerminal: false, environment: hostile))
    XCTAssertFalse(ColorChoice.never.isEnabled(stdoutIsTerminal: true, environment: [:]))
  }

  func testTheCommandColorsTheTableOnlyWhenAllowed() {
    let terminal = TerminalFacts(stdoutIsTerminal: true, stdoutColumns: 100)
    let environment = ["TERM": "xterm"]
    let colored = runTool(["weekly", "--sample"], environment: environment, terminal: terminal)
    XCTAssertTrue(colored.stdout.contains("\u{1B}[1;33mNEW"))
    for (arguments, environment, terminal) in [
      (["weekly", "--sample"], environment, TerminalFacts()),
      (["weekly", "--sample"], ["NO_COLOR": "1"], terminal),
      (["weekly", "--sample"], ["TERM": "dumb"], terminal),
      (["weekly", "--sample", "--color", "never"], environment, terminal),
    ] {
      let run = runTool(arguments, environment: environment, terminal: terminal)
      XCTAssertFalse(run.stdout.contains("\u{1B}"), "\(arguments) \(environment)")
      XCTAssertTrue(run.stdout.contains("NEW"))
    }
  }
}
