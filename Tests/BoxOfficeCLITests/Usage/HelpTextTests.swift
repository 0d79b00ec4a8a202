import XCTest

@testable import BoxOfficeCLI

extension Int {
  /// A stand-in property for a test command's flag.
  fileprivate var isNew: Bool {
    get { self != 0 }
    set { self = newValue ? 1 : 0 }
  }
}

/// The help texts, as golden files, and every way of asking for them.
final class HelpTextTests: CLITestCase {
  /// The command lines that ask for the root help, the weekly help and the daily help.
  static let helpCommandLines: [[[String]]] = [
    [[], ["--help"], ["-h"], ["help"], ["nope", "--help"], ["--bogus", "-h"]],
    [
      ["weekly", "--help"], ["weekly", "-h"], ["help", "weekly"], ["weekly", "--dat", "x", "-h"],
      ["weekly", "-n", "3", "--help", "--version"],
    ],
    [["daily", "--help"], ["help", "daily"]],
  ]

  /// Every command's path, and the golden file of its help.
  private static var everyCommand: [(path: [String], golden: String)] {
    [([], "help/root.txt")]
      + CommandTable.root.descendants.map { path, _ in
        (path, "help/\(path.joined(separator: "-")).txt")
      }
  }

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

  func testEveryCommandsHelpMatchesItsGoldenFileHoweverItIsAskedFor() {
    for (path, golden) in Self.everyCommand {
      for arguments in [path + ["--help"], path + ["-h"], ["help"] + path] {
        let run = runTool(arguments)
        Golden.assertMatches(run.stdout, golden)
        XCTAssertEqual([run.stderr, "\(run.status)"], ["", "0"], "\(arguments)")
      }
    }
  }

  func testAGroupRunAloneShowsItsHelp() {
    XCTAssertEqual(runTool(["cache"]).stdout, HelpText.text(for: ["cache"]))
    XCTAssertEqual(runTool(["cache"]).status, 0)
  }

  func testTheVersionIsPrintedOnStandardOutputAfterAnyCommand() {
    for arguments in [
      ["--version"], ["-V"], ["weekly", "--version"], ["daily", "-n", "3", "-V"],
      ["cache", "clear", "--version"], ["weekly", "--bogus", "--version"], ["regions", "-V"],
    ] {
      XCTAssertEqual(
        runTool(arguments), ToolRun(stdout: "0.1.0\n", stderr: "", status: 0), "\(arguments)")
    }
  }

  func testHelpAndVersionAfterDoubleDashAreArguments() {
    XCTAssertEqual(runTool(["weekly", "--", "--help"]).status, 64)
    XCTAssertEqual(runTool(["help", "--", "-V"]).status, 64)
  }

  func testEveryHelpLineFitsEightyTerminalCells() {
    for (path, _) in Self.everyCommand {
      for line in HelpText.text(for: path).split(separator: "\n") {
        XCTAssertLessThanOrEqual(TerminalCellWidth.of(line), 80, "\(path): \(line)")
      }
    }
  }

  func testKoreanTextWrapsByTheCellsItTakesNotByItsCharacters() {
    let korean = "영화관입장권통합전산망의 주간 박스오피스를 터미널에서 보여 줍니다"
    let root = CommandDefinition(
      group: "boxoffice-cli", abstract: korean + " " + korean + ".",
      subcommands: [
        CommandDefinition(
          name: "weekly", abstract: korean + ": " + korean + ".",
          options: [Option<Int>.flag(OptionDefinition(name: "new", help: korean + "."), \.isNew)],
          command: 0, invocation: { _ in .version })
      ])
    XCTAssertEqual(
      HelpText.text(for: [], root: root).split(separator: "\n").prefix(2),
      [
        "OVERVIEW: 영화관입장권통합전산망의 주간 박스오피스를 터미널에서 보여 줍니다",
        "영화관입장권통합전산망의 주간 박스오피스를 터미널에서 보여 줍니다.",
      ])
    for path in [[], ["weekly"]] {
      for line in HelpText.text(for: path, root: root).split(separator: "\n") {
        XCTAssertLessThanOrEqual(TerminalCellWidth.of(line), 80, String(line))
      }
    }
  }

  func testEveryOptionOfEveryCommandIsInItsHelpWithItsShortName() {
    for (path, command) in CommandTable.root.descendants {
      let help = HelpText.text(for: path)
      for option in command.helpOptions {
        XCTAssertTrue(help.contains("  \(option.label) "), "\(path) \(option.label)")
      }
    }
  }

  func testUsageLinesNameTheCommandItsOptionsAndItsArguments() {
    XCTAssertEqual(HelpText.usage([]), "boxoffice-cli <subcommand>")
    XCTAssertEqual(HelpText.usage(["weekly"]), "boxoffice-cli weekly [<options>]")
    XCTAssertEqual(HelpText.usage(["cache"]), "boxoffice-cli cache <subcommand>")
    XCTAssertEqual(HelpText.usage(["cache", "info"]), "boxoffice-cli cache info [<options>]")
    XCTAssertEqual(HelpText.usage(["completions"]), "boxoffice-cli completions <shell>")
    XCTAssertEqual(
      HelpText.usage(["help"]), "boxoffice-cli help [<options>] [<subcommand> ...]")
    XCTAssertEqual(HelpText.commandName(["daily"]), "boxoffice-cli daily")
  }
}
