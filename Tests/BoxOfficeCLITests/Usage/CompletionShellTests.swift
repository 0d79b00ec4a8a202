import Foundation
import XCTest

@testable import BoxOfficeCLI

/// The completion scripts: golden files, every command and option in each, and what each shell
/// completes with them, asked the way the shell asks (bash's `COMP_WORDS`, fish's `complete -C`,
/// zsh's parser). The scripts on a real terminal, Tab pressed, are in `CompletionTerminalTests`.
final class CompletionShellTests: CLITestCase {
  private var scripts: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    scripts = FileManager.default.temporaryDirectory
      .appendingPathComponent("CompletionShellTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: scripts)
    super.tearDown()
  }

  /// The script `boxoffice-cli completions <shell>` prints, saved to a file.
  private func script(_ shell: CompletionShell) throws -> URL {
    let run = runTool(["completions", shell.rawValue])
    XCTAssertEqual([run.stderr, "\(run.status)"], ["", "0"])
    let file = scripts.appendingPathComponent("boxoffice-cli.\(shell.rawValue)")
    try Data(run.stdout.utf8).write(to: file)
    return file
  }

  func testEachScriptMatchesItsGoldenFile() {
    for shell in CompletionShell.allCases {
      Golden.assertMatches(
        runTool(["completions", shell.rawValue]).stdout, "completions/boxoffice-cli.\(shell)")
    }
  }

  func testEveryScriptNamesEveryCommandAndOption() {
    for shell in CompletionShell.allCases {
      let script = shell.script()
      for (path, command) in CommandTable.root.descendants {
        XCTAssertTrue(script.contains(command.name), "\(shell) \(path)")
        for option in command.helpOptions {
          let name = shell == .fish ? "-l \(option.name)" : option.flag
          XCTAssertTrue(script.contains(name), "\(shell) \(path) \(option.flag)")
        }
      }
    }
  }

  /// What bash's completion function offers for the words typed so far, the last being the one
  /// completed (as bash splits them: `--format=j` is `--format`, `=`, `j`).
  private func bash(_ words: [String]) throws -> [String] {
    let bash = try Shell.require("bash")
    let quoted = words.map(shellQuoted).joined(separator: " ")
    let (output, status) = try Shell.run(
      bash,
      [
        "--norc", "--noprofile", "-c",
        "source \(shellQuoted(try script(.bash).path)); COMP_WORDS=(\(quoted)); "
          + "COMP_CWORD=\(words.count - 1); _boxoffice_cli; printf '%s\\n' \"${COMPREPLY[@]}\"",
      ])
    XCTAssertEqual(status, 0, output)
    return output.split(separator: "\n").map(String.init)
  }

  func testBashCompletesSubcommandsOptionsAndTheirValues() throws {
    let cases: [([String], [String])] = [
      (
        ["boxoffice-cli", ""],
        [
          "weekly", "daily", "movie", "search", "trend", "browse", "regions", "cache",
          "completions", "help",
        ]
      ),
      (["boxoffice-cli", "tr"], ["trend"]),
      (["boxoffice-cli", "trend", "20236542", "--we"], ["--weeks"]),
      (["boxoffice-cli", "trend", "--period", "weeke"], ["weekend"]),
      (["boxoffice-cli", "trend", "--da"], ["--date", "--daily", "--days"]),
      (["boxoffice-cli", "weekly", "--bar"], ["--bars"]),
      (["boxoffice-cli", "we"], ["weekly"]),
      (["boxoffice-cli", "weekly", "--pe"], ["--period"]),
      (["boxoffice-cli", "weekly", "--period", ""], ["week", "weekend", "weekdays"]),
      (["boxoffice-cli", "weekly", "-p", "weekd"], ["weekdays"]),
      (["boxoffice-cli", "weekly", "--format", "=", "j"], ["json"]),
      (["boxoffice-cli", "weekly", "--format", "="], ["table", "json", "csv"]),
      (["boxoffice-cli", "daily", "-d", ""], ["today", "yesterday", "last-week"]),
      (["boxoffice-cli", "daily", "--region", "bu"], ["busan"]),
      (["boxoffice-cli", "daily", "--fields", "rank,ti"], ["rank,title"]),
      (["boxoffice-cli", "daily", "-n", "3", "--comp"], ["--compact"]),
      (["boxoffice-cli", "daily", "--period"], []),
      (["boxoffice-cli", "cache", ""], ["info", "clear"]),
      (["boxoffice-cli", "cache", "clear", "--"], ["--cache-dir", "--version", "--help"]),
      (["boxoffice-cli", "completions", ""], ["bash", "zsh", "fish"]),
      (["boxoffice-cli", "help", "ca"], ["cache"]),
      (["boxoffice-cli", "--v"], ["--version"]),
    ]
    for (words, expected) in cases {
      XCTAssertEqual(try bash(words), expected, "\(words)")
    }
  }

  func testBashCompletesDirectoriesForTheCacheDirectory() throws {
    let directory = scripts.appendingPathComponent("replies", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data().write(to: scripts.appendingPathComponent("repliesfile"))
    XCTAssertEqual(
      try bash(["boxoffice-cli", "weekly", "--cache-dir", scripts.path + "/rep"]),
      [directory.path])
  }

  func testFishCompletesSubcommandsOptionsAndTheirValues() throws {
    let fish = try Shell.require("fish")
    let file = try script(.fish)
    func complete(_ line: String) throws -> [String] {
      let (output, status) = try Shell.run(
        fish,
        ["--no-config", "-c", "source \(shellQuoted(file.path)); complete -C \(shellQuoted(line))"])
      XCTAssertEqual(status, 0, output)
      return output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
    }
    XCTAssertEqual(try complete("boxoffice-cli we"), ["weekly"])
    XCTAssertEqual(try complete("boxoffice-cli weekly --pe"), ["--period"])
    XCTAssertEqual(try complete("boxoffice-cli weekly --period "), ["week", "weekdays", "weekend"])
    XCTAssertEqual(try complete("boxoffice-cli weekly -n 3 --no-c"), ["--no-cache"])
    XCTAssertEqual(try complete("boxoffice-cli cache "), ["clear", "info"])
    XCTAssertEqual(try complete("boxoffice-cli completions "), ["bash", "fish", "zsh"])
    XCTAssertEqual(try complete("boxoffice-cli daily --fields rank,ti"), ["rank,title"])
  }

  func testTheZshScriptParses() throws {
    let zsh = try Shell.require("zsh")
    let (output, status) = try Shell.run(zsh, ["-n", try script(.zsh).path])
    XCTAssertEqual(status, 0, output)
    XCTAssertEqual(output, "")
  }
}
