import BoxOfficeTestSupport
import Foundation
import XCTest

@testable import BoxOfficeCLI

/// The built binary on a real terminal (tmux): colors for NEW entries, a table that fits a narrow
/// window with its Korean text intact, no escape codes when piped, and a clean terminal after
/// Ctrl-C.
final class TerminalTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    try BuiltBinary.require()
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("TerminalTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
  }

  override func tearDown() {
    if let home { try? FileManager.default.removeItem(at: home) }
    super.tearDown()
  }

  /// A shell command that runs the binary with a clean environment, then prints its status.
  private func command(_ arguments: [String], redirect: String = "", key: String? = nil) -> String {
    let variables =
      ["HOME=\(home.path)", "TERM=xterm-256color"] + (key.map { ["KOBIS_API_KEY=\($0)"] } ?? [])
    let line =
      (["env", "-u", "NO_COLOR", "-u", "COLUMNS"] + variables + [BuiltBinary.url.path] + arguments)
      .map(shellQuoted).joined(separator: " ")
    // The trap keeps Ctrl-C from ending the shell before it reports the status; a trapped signal
    // is back to its default in the binary, which catches it itself.
    return "trap : INT; \(line)\(redirect); echo \"EXIT=$?\"; sleep 60"
  }

  private func plain(_ text: String) -> String {
    text.replacing(#/\x1B\[[0-9;?]*[A-Za-z]/#, with: "")
  }

  func testNewEntriesAreColoredOnATerminal() throws {
    let tmux = try Tmux(width: 80, command: command(["weekly", "--sample"]))
    let screen = try tmux.screen(containing: "EXIT=")
    XCTAssertTrue(screen.contains("EXIT=0"), screen)
    let lines = screen.split(separator: "\n")
    let newRow = try XCTUnwrap(lines.first { $0.contains("한강의 밤") }, screen)
    XCTAssertTrue(newRow.contains("\u{1B}["), "the NEW row has no color: \(newRow)")
    XCTAssertTrue(
      newRow.contains(#/\x1B\[[0-9;]*m(\x1B\[[0-9;]*m)*NEW/#), "NEW is not styled: \(newRow)")
    XCTAssertTrue(
      newRow.contains(#/\x1B\[[0-9;]*m(\x1B\[[0-9;]*m)*한강의 밤/#), "the title is not styled")
    let sameRow = try XCTUnwrap(lines.first { $0.contains("한밤의 드라이버") })
    XCTAssertFalse(sameRow.contains(#/\x1B\[[0-9;]*m한밤의/#), "an unchanged row's title is styled")
    let table = plain(screen).components(separatedBy: "\nEXIT=")[0] + "\n"
    Golden.assertMatches(table, "sample/weekly.table.txt")
  }

  func testANarrowWindowGetsANarrowerTableWithIntactKoreanText() throws {
    let tmux = try Tmux(width: 50, command: command(["weekly", "--sample"]))
    let screen = plain(try tmux.screen(containing: "EXIT="))
    XCTAssertTrue(screen.contains("EXIT=0"), screen)
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    for line in lines {
      XCTAssertLessThanOrEqual(TerminalCellWidth.of(line), 50, String(line))
    }
    XCTAssertFalse(screen.contains("\u{FFFD}"), "a character was broken")
    XCTAssertTrue(screen.contains("우리 동네 고양이 탐정"), screen)
    XCTAssertTrue(screen.contains("「달빛 아래」 감독판…"), screen)
    let headings = try XCTUnwrap(lines.first { $0.contains("Title") })
    XCTAssertFalse(headings.contains("Opened"), String(headings))
    XCTAssertTrue(headings.contains("Audience"), String(headings))
    let wide = try Tmux(width: 100, command: command(["weekly", "--sample"]))
    let wideScreen = plain(try wide.screen(containing: "EXIT="))
    let widest = { (text: String) in
      text.split(separator: "\n").map { TerminalCellWidth.of($0) }.max() ?? 0
    }
    XCTAssertGreaterThan(widest(wideScreen), widest(screen))
  }

  func testEveryLineFitsAWindowOfTwentyToTwentySevenColumns() throws {
    for width in [20, 23, 27] {
      let tmux = try Tmux(width: width, command: command(["weekly", "--sample"]))
      let screen = plain(try tmux.screen(containing: "EXIT=", joiningWrappedLines: true))
      XCTAssertTrue(screen.contains("EXIT=0"), screen)
      let text = screen.components(separatedBy: "EXIT=")[0]
      // Lines the terminal wrapped come back whole, as written.
      for line in text.split(separator: "\n") {
        XCTAssertLessThanOrEqual(TerminalCellWidth.of(line), width, "at \(width): \(line)")
      }
      let words = text.split(whereSeparator: \.isWhitespace)
      XCTAssertTrue(words.contains("2025-02-03") && words.contains("2025-02-09"), text)
      XCTAssertTrue(text.contains("한강의 밤"), text)
    }
  }

  func testTheSameCommandPipedIntoAFileHasNoEscapeCodes() throws {
    let file = home.appendingPathComponent("chart.txt")
    let tmux = try Tmux(
      width: 100,
      command: command(["weekly", "--sample"], redirect: " > \(shellQuoted(file.path))"))
    XCTAssertTrue(try tmux.screen(containing: "EXIT=").contains("EXIT=0"))
    let text = try String(contentsOf: file, encoding: .utf8)
    XCTAssertFalse(text.contains("\u{1B}"), text)
    XCTAssertTrue(text.contains("NEW     한강의 밤"), text)
  }

  func testCtrlCLeavesTheTerminalCleanAndExits130() throws {
    let server = try KOBISTestServer()
    defer { server.stop() }
    let baseURL = server.baseURL(misbehaving: .slow(milliseconds: 10_000))
    let tmux = try Tmux(
      width: 100,
      command: command(
        ["daily", "--date", "20241225", "--timeout", "30", "--base-url", baseURL.absoluteString],
        key: KOBISTestServer.validKey))
    let spinning = try tmux.screen(containing: "Asking KOBIS")
    XCTAssertTrue(spinning.contains("Asking KOBIS for the daily chart…"), spinning)
    XCTAssertEqual(try tmux.display("#{cursor_flag}"), "0", "the spinner hides the cursor")
    try tmux.send(keys: "C-c")
    let screen = try tmux.screen(containing: "EXIT=")
    XCTAssertTrue(screen.contains("EXIT=130"), screen)
    XCTAssertFalse(screen.contains("Asking KOBIS"), "the spinner was not erased: \(screen)")
    XCTAssertFalse(screen.contains(#/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]/#), screen)
    XCTAssertEqual(try tmux.display("#{cursor_flag}"), "1", "the cursor is still hidden")
  }
}
