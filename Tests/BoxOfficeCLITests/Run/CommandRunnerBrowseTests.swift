import BoxOffice
import Foundation
import Reactive
import XCTest

@testable import BoxOfficeCLI

/// What `browse` does before it takes the terminal: refuse without one, ask for a key without
/// one, and start where the command says.
final class CommandRunnerBrowseTests: CLITestCase {
  private func run(
    _ command: BrowseCommand, terminal: TerminalFacts, environment: [String: String] = [:]
  )
    -> ToolRun
  {
    let stdout = CapturedOutput()
    let stderr = CapturedOutput()
    let status = CommandRunner(
      environment: environment, stdout: stdout, stderr: stderr,
      dependencies: BoxOfficeTool.Dependencies(terminal: terminal)
    ).runBrowser(command, today: day("20250301"))
    return ToolRun(stdout: stdout.text, stderr: stderr.text, status: status)
  }

  func testWithoutATerminalOnStandardInputOrOutputItRefusesWithStatus64() {
    let refusal = ToolRun(
      stdout: "", stderr: "Error: \(BrowseCommand.notATerminalMessage)\n", status: 64)
    var sample = BrowseCommand()
    sample.kobis.isSample = true
    XCTAssertEqual(run(sample, terminal: TerminalFacts(stdoutIsTerminal: true)), refusal)
    XCTAssertEqual(run(sample, terminal: TerminalFacts(stdinIsTerminal: true)), refusal)
    XCTAssertEqual(
      BrowseCommand.notATerminalMessage,
      "browse is interactive: it needs a terminal on standard input and standard output. For a "
        + "chart in a script or a pipe, use 'boxoffice-cli weekly' or 'boxoffice-cli daily'.")
  }

  func testWithoutAKeyItSaysHowToGetOneBeforeTakingTheTerminal() {
    let run = run(
      BrowseCommand(), terminal: TerminalFacts(stdoutIsTerminal: true, stdinIsTerminal: true))
    XCTAssertEqual(run.status, 78)
    XCTAssertEqual(
      run.stderr, "Error: \(KOBISOptions.missingKeyMessage(command: "browse"))\n")
  }

  func testTheBrowserStartsAtTheDayAskedForOrTheLatestEndedPeriod() {
    let today = day("20250301")
    var command = BrowseCommand()
    XCTAssertEqual("\(command.start(today: today))", "weekly 2025-02-17…2025-02-23")
    command.kind = .weekend
    command.date = day("20241225")
    XCTAssertEqual("\(command.start(today: today))", "weekend 2024-12-27…2024-12-29")
    command.date = day("20250301")
    XCTAssertEqual(
      "\(command.start(today: today))", "weekend 2025-02-21…2025-02-23",
      "this weekend has not ended")
    command.kobis.isSample = true
    command.kind = .daily
    XCTAssertEqual(
      "\(command.start(today: SampleCharts.today))", "daily 2025-02-09…2025-02-09",
      "the sample starts at its own latest day")
  }
}
