import BoxOfficeTestSupport
import XCTest

@testable import BoxOfficeCLI

/// Every usage error, as the command reports it: three lines on standard error, nothing on
/// standard output, status 64. One golden file holds them all, so a reviewer reads every message
/// in one place.
final class UsageErrorTests: CLITestCase {
  /// The command lines that are wrong, one for each message the parser can give.
  static let wrongCommandLines: [[String]] = [
    ["weekyl"],
    ["monthly"],
    ["--dat"],
    ["--sample"],
    ["-n", "3"],
    ["--version=1"],
    ["help", "weekyl"],
    ["help", "weekly", "extra"],
    ["help", "cache", "flush"],
    ["help", "weekly", "--man"],
    ["weekly", "--dat", "20250209"],
    ["weekly", "--colour", "never"],
    ["weekly", "-x"],
    ["weekly", "-date", "20250209"],
    ["weekly", "-nv"],
    ["weekly", "-"],
    ["weekly", "extra"],
    ["weekly", "--", "--limit"],
    ["weekly", "--date"],
    ["weekly", "-d"],
    ["weekly", "--date", "--limit", "3"],
    ["weekly", "-d", "-n", "3"],
    ["weekly", "--date", "2023-02-30"],
    ["weekly", "--date", "20240230"],
    ["weekly", "--date", "2025-13-01"],
    ["weekly", "--date", "2025-01-00"],
    ["weekly", "--date", "0000-01-01"],
    ["weekly", "--date", "2025/02/09"],
    ["weekly", "--date", "tomorrow"],
    ["weekly", "--date", "+1"],
    ["weekly", "--date", "2025-03-02"],
    ["weekly", "-d", "20250209", "-d", "2025-03-02"],
    ["weekly", "--period", "wekend"],
    ["weekly", "-p", "month"],
    ["weekly", "--period="],
    ["weekly", "--limit", "0"],
    ["weekly", "-n", "11"],
    ["weekly", "-nten"],
    ["weekly", "-n", "3", "-n", "0"],
    ["weekly", "--nation", "kr"],
    ["weekly", "--films", "indie"],
    ["weekly", "--region", "11"],
    ["weekly", "--region", "seol"],
    ["weekly", "--region", "010500100X"],
    ["weekly", "--format", "xml"],
    ["weekly", "-f", "jsn"],
    ["weekly", "--fields", "rank,titel"],
    ["weekly", "--fields", "rank,,title"],
    ["weekly", "--fields", "rank,rank"],
    ["weekly", "--compact"],
    ["weekly", "--compact", "--format", "csv"],
    ["weekly", "--color", "sometimes"],
    ["weekly", "--sample=yes"],
    ["weekly", "--no-cache=1"],
    ["weekly", "--cache-dir="],
    ["weekly", "--base-url", "ftp://example.com/"],
    ["weekly", "--base-url", "not a url"],
    ["weekly", "--timeout", "0"],
    ["weekly", "--timeout", "-1"],
    ["weekly", "--timeout", "301"],
    ["weekly", "--timeout", "soon"],
    ["weekly", "--api-key"],
    ["weekly", "--api-key="],
    ["daily", "--period", "week"],
    ["daily", "-p", "week"],
    ["daily", "--dte", "20250209"],
    ["daily", "--date", "2025-02-29"],
    ["daily", "--date", "\u{1B}]0;pwned\u{07}\u{1B}[31m2025"],
    ["regions", "--format", "yaml"],
    ["regions", "seoul"],
    ["cache", "flush"],
    ["cache", "--cache-dir", "/tmp"],
    ["cache", "info", "--no-cache"],
    ["cache", "clear", "now"],
    ["completions"],
    ["completions", "tcsh"],
    ["completions", "bash", "zsh"],
    ["trend"],
    ["trend", "x", "--weeks", "53"],
    ["trend", "x", "--daily", "--weeks", "2"],
    ["trend", "x", "--days", "2"],
    ["trend", "x", "--period", "weekends"],
    ["weekly", "--bars=yes"],
  ]

  func testEveryUsageErrorMatchesTheGoldenFile() {
    var transcript = ""
    for arguments in Self.wrongCommandLines {
      let run = runTool(arguments)
      let shown = arguments.map { String(reflecting: $0) }.joined(separator: " ")
      transcript += "$ boxoffice-cli \(shown)\nstatus \(run.status)\n\(run.stderr)\n"
      XCTAssertEqual(run.status, 64, shown)
      XCTAssertEqual(run.stdout, "", shown)
      let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
      XCTAssertEqual(lines.count, 4, shown)
      XCTAssertTrue(lines.first?.hasPrefix("Error: ") ?? false, shown)
      XCTAssertTrue(lines.dropFirst().first?.hasPrefix("Usage: boxoffice-cli") ?? false, shown)
      XCTAssertTrue(lines.dropFirst(2).first?.hasPrefix("  See 'boxoffice-cli") ?? false, shown)
    }
    Golden.assertMatches(transcript, "usage-errors.txt")
  }

  func testUsageErrorsNeverEchoAnEscapeSequence() {
    for arguments in Self.wrongCommandLines {
      XCTAssertFalse(runTool(arguments).stderr.contains("\u{1B}"), "\(arguments)")
    }
  }

  func testAnAPIKeyGivenWronglyIsNeverQuoted() {
    let key = KOBISTestServer.validKey
    for arguments in [
      ["weekly", "--api-key", key, "--bogus", key], ["weekly", "--apikey=\(key)"],
      ["weekly", "--api-key", key, key],
    ] {
      let run = runTool(arguments, environment: [:])
      XCTAssertEqual(run.status, 64)
      XCTAssertFalse(run.stderr.contains(key), run.stderr)
    }
  }

  func testTheErrorTextHasSwiftArgumentParsersShape() {
    let error = UsageError(path: ["daily"], message: "Unknown option '--x'.")
    XCTAssertEqual(
      error.text,
      """
      Error: Unknown option '--x'.
      Usage: boxoffice-cli daily [<options>]
        See 'boxoffice-cli daily --help' for more information.

      """)
    XCTAssertEqual(
      UsageError(message: "Unknown subcommand 'x'.").text,
      """
      Error: Unknown subcommand 'x'.
      Usage: boxoffice-cli <subcommand>
        See 'boxoffice-cli --help' for more information.

      """)
    XCTAssertEqual(
      UsageError(path: ["cache", "clear"], message: "Unexpected argument 'x'.").text,
      """
      Error: Unexpected argument 'x'.
      Usage: boxoffice-cli cache clear [<options>]
        See 'boxoffice-cli cache clear --help' for more information.

      """)
    XCTAssertEqual(
      UsageError(path: ["cache"], message: "Unknown subcommand 'x'.").text,
      """
      Error: Unknown subcommand 'x'.
      Usage: boxoffice-cli cache <subcommand>
        See 'boxoffice-cli cache --help' for more information.

      """)
  }

  func testQuotedArgumentsAreSanitizedAndCut() {
    XCTAssertEqual(UsageError.quote("a\u{1B}[31mb"), "'ab'")
    XCTAssertEqual(
      UsageError.quote(String(repeating: "가", count: 30)), "'\(String(repeating: "가", count: 19))…'"
    )
  }
}
