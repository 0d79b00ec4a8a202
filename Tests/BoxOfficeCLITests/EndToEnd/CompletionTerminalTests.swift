import BoxOfficeTestSupport
import Foundation
import XCTest

/// The completion scripts on a real terminal (tmux): the script the built binary prints is loaded
/// into an interactive shell, a command line is typed, and Tab is pressed.
final class CompletionTerminalTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    try BuiltBinary.require()
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("CompletionTerminalTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDown() {
    if let directory { try? FileManager.default.removeItem(at: directory) }
    super.tearDown()
  }

  /// The built binary's script for `shell`, written to a file.
  private func script(_ shell: String) throws -> String {
    let run = try BuiltBinary.run(
      ["completions", shell], environment: BuiltBinary.environment([:]))
    XCTAssertEqual(run.status, 0, run.stderr)
    let file = directory.appendingPathComponent("boxoffice-cli.\(shell)")
    try Data(run.stdout.utf8).write(to: file)
    return file.path
  }

  /// The line the prompt is on, once `text` appears on it.
  private func line(containing text: String, in tmux: Tmux) throws -> String {
    let screen = try tmux.screen(containing: text, timeout: 10)
    return screen.split(separator: "\n").last { $0.contains("boxoffice-cli") }.map(String.init)
      ?? screen
  }

  func testBashCompletesAnOptionAndItsValuesAfterTab() throws {
    let bash = try Shell.require("bash")
    let script = try script("bash")
    let tmux = try Tmux(
      width: 100,
      command: "env -i PATH=/usr/bin:/bin TERM=xterm PS1='$ ' \(bash) --norc --noprofile")
    try tmux.type("source \(shellQuoted(script)); echo LOADED")
    try tmux.send(keys: "Enter")
    XCTAssertTrue(try tmux.screen(containing: "\nLOADED", timeout: 10).contains("\nLOADED"))
    try tmux.type("boxoffice-cli weekly --pe")
    try tmux.send(keys: "Tab")
    let option = try line(containing: "--period", in: tmux)
    XCTAssertTrue(option.hasSuffix("boxoffice-cli weekly --period"), option)
    // The space Tab added after the option comes before the value typed next.
    try tmux.type("weekd")
    try tmux.send(keys: "Tab")
    let value = try line(containing: "weekdays", in: tmux)
    XCTAssertTrue(value.hasSuffix("boxoffice-cli weekly --period weekdays"), value)
    try tmux.type(" --format ")
    try tmux.send(keys: "Tab")
    try tmux.send(keys: "Tab")
    let choices = try tmux.screen(containing: "table")
    XCTAssertTrue(choices.contains(#/csv\s+json\s+table/#), choices)
  }

  func testZshCompletesAnOptionAfterTab() throws {
    let zsh = try Shell.require("zsh")
    let script = try script("zsh")
    let tmux = try Tmux(
      width: 100, command: "env -i PATH=/usr/bin:/bin TERM=xterm HOME=\(directory.path) \(zsh) -f")
    try tmux.type(
      "PS1='$ '; autoload -U compinit; compinit -u; source \(shellQuoted(script)); echo LOADED")
    try tmux.send(keys: "Enter")
    XCTAssertTrue(try tmux.screen(containing: "\nLOADED", timeout: 10).contains("\nLOADED"))
    try tmux.type("boxoffice-cli weekly --pe")
    try tmux.send(keys: "Tab")
    let option = try line(containing: "--period", in: tmux)
    XCTAssertTrue(option.contains("boxoffice-cli weekly --period"), option)
  }
}
