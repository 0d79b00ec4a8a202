import BoxOfficeTestSupport
import Foundation
import XCTest

@testable import BoxOfficeCLI

/// The README describes the command as it is: every subcommand, every option of the chart
/// commands with its short name, and every exit status.
final class ReadmeTests: CLITestCase {
  private var readme: String {
    get throws {
      try String(
        contentsOf: FixtureLibrary.packageRoot.appendingPathComponent("README.md"),
        encoding: .utf8)
    }
  }

  func testEverySubcommandIsInTheUsage() throws {
    let readme = try readme
    for (path, _) in CommandTable.root.descendants {
      XCTAssertTrue(readme.contains(HelpText.commandName(path)), "\(path)")
    }
  }

  func testEveryChartOptionIsInTheOptionTableWithItsShortName() throws {
    let rows = try readme.split(separator: "\n").filter { $0.hasPrefix("| `-") }
    for option in CommandTable.weekly.options {
      let names = option.spellings.map { "`\($0)" }
      let start = "| " + names.joined(separator: "`, ")
      XCTAssertTrue(
        rows.contains { $0.hasPrefix(start + "`") || $0.hasPrefix(start + " ") },
        "\(option.label) has no row of its own in the README")
    }
    XCTAssertEqual(
      rows.count, CommandTable.weekly.options.count, "a row for an option that is gone")
  }

  func testTheTrendCaptureIsWhatTheCommandPrints() throws {
    let stdout = CapturedOutput()
    let status = BoxOfficeTool(dependencies: .init(terminal: TerminalFacts())).run(
      arguments: ["trend", "한강의 밤", "--sample"], environment: [:], stdout: stdout,
      stderr: CapturedOutput())
    XCTAssertEqual(status, 0)
    let indented = stdout.text.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast().map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    XCTAssertTrue(
      try readme.contains("    $ swift run boxoffice-cli trend '한강의 밤' --sample\n" + indented),
      indented)
  }

  func testTheExitStatusTableHasEveryStatusAndNoOther() throws {
    let section = try XCTUnwrap(try readme.components(separatedBy: "### Exit status\n").last)
    let rows = section.split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix {
      $0.hasPrefix("|")
    }
    let statuses = rows.compactMap { row in
      row.split(separator: "|").first.flatMap { Int32($0.trimmingCharacters(in: .whitespaces)) }
    }
    XCTAssertEqual(statuses, ExitCode.meanings.map(\.status))
  }
}
