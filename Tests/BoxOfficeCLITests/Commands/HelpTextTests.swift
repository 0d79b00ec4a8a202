import XCTest

@testable import BoxOfficeCLI

/// The help texts, as golden files, and every way of asking for them.
final class HelpTextTests: CLITestCase {
  /// The command lines that ask for the root help, the weekly help and the daily help.
  static let helpCommandLines: [[[String]]] = [
    [[], ["--help"], ["-h"], ["help"], ["help", "help"], ["nope", "--help"]],
    [
      ["weekly", "--help"], ["weekly", "-h"], ["help", "weekly"], ["weekly", "--dat", "x", "-h"],
    ],
    [["daily", "--help"], ["help", "daily"]],
  ]

  func testTheRootHelpMatchesItsGoldenFileOnStandardOutputWithStatusZero() {
    for arguments in Self.helpCommandLines[0] {
      let run = runTool(arguments)
      Golden.assertMatches(run.stdout, "help/root.txt")
      XCTAssertEqual(run.stderr, "", "\(arguments)")
      XCTAssertEqual(run.status, 0, "\(arguments)")
    }
  }

  func testTheWeeklyHelpMatchesItsGoldenFile() {
    for arguments in Self.helpCommandLines[1] {
      let run = runTool(arguments)
      Golden.assertMatches(run.stdout, "help/weekly.txt")
      XCTAssertEqual([run.stderr, "\(run.status)"], ["", "0"], "\(arguments)")
    }
  }

  func testTheDailyHelpMatchesItsGoldenFile() {
    for arguments in Self.helpCommandLines[2] {
      let run = runTool(arguments)
      Golden.assertMatches(run.stdout, "help/daily.txt")
      XCTAssertEqual([run.stderr, "\(run.status)"], ["", "0"], "\(arguments)")
    }
  }

  func testTheVersionIsPrintedOnStandardOutput() {
    XCTAssertEqual(runTool(["--version"]), ToolRun(stdout: "0.1.0\n", stderr: "", status: 0))
  }

  func testEveryHelpLineFitsEightyColumns() {
    for subcommand in [nil] + Subcommand.allCases.map(Optional.some) {
      for line in HelpText.text(for: subcommand).split(separator: "\n") {
        XCTAssertLessThanOrEqual(line.count, 80, String(line))
      }
    }
  }

  func testEveryOptionOfASubcommandIsInItsHelp() {
    for subcommand in Subcommand.allCases {
      let help = HelpText.text(for: subcommand)
      for option in subcommand.options {
        XCTAssertTrue(help.contains("  \(option.label) "), "\(subcommand) \(option.label)")
      }
    }
  }

  func testUsageLinesNameTheCommand() {
    XCTAssertEqual(HelpText.usage(nil), "boxoffice-cli <subcommand>")
    XCTAssertEqual(HelpText.usage(.weekly), "boxoffice-cli weekly [<options>]")
    XCTAssertEqual(HelpText.commandName(.daily), "boxoffice-cli daily")
  }
}
