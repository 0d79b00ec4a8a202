import BoxOfficeTestSupport
import Foundation
import TestSupport
import XCTest

@testable import BoxOfficeCLI

/// `browse` in a real terminal (tmux), driven with send-keys: moving, opening details, paging
/// periods fast, searching, the keys, resizing, quitting, Ctrl-C, SIGTERM and a crash — with the
/// screens compared to what they must show, and the terminal checked after every exit: its
/// settings as before (`stty -g`), the main screen back, the cursor shown. Each step waits for
/// what it expects on the screen instead of sleeping.
final class BrowseTerminalTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    try BuiltBinary.require()
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("BrowseTerminalTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
  }

  override func tearDown() {
    if let home { try? FileManager.default.removeItem(at: home) }
    super.tearDown()
  }

  private var pidFile: URL { home.appendingPathComponent("pid") }

  /// A shell command that records the terminal's settings, runs the browser (its process id in
  /// ``pidFile``), then prints its status and whether the settings came back.
  private func command(_ arguments: [String], key: String? = nil) -> String {
    let variables =
      ["HOME=\(home.path)", "TERM=xterm-256color", "SWIFT_BACKTRACE=enable=no"]
      + (key.map { ["KOBIS_API_KEY=\($0)"] } ?? [])
    let browse =
      (["env", "-u", "NO_COLOR", "-u", "COLUMNS"] + variables + [BuiltBinary.url.path, "browse"]
      + arguments).map(shellQuoted).joined(separator: " ")
    let run = "sh -c \(shellQuoted("echo $$ > \(shellQuoted(pidFile.path)); exec \(browse)"))"
    return "before=$(stty -g); \(run); echo \"EXIT=$?\"; "
      + "if [ \"$(stty -g)\" = \"$before\" ]; then echo TTY=same; else echo TTY=changed; fi; sleep 60"
  }

  private func plain(_ text: String) -> String {
    text.replacing(#/\x1B\[[0-9;?]*[A-Za-z]/#, with: "")
  }

  /// The line of `screen` (with its escape sequences) that contains `text`.
  private func line(_ screen: String, containing text: String) -> Substring? {
    screen.split(separator: "\n").first { plain(String($0)).contains(text) }
  }

  /// The screen, with its escape sequences, once it shows `text`.
  private func waitFor(_ text: String, in tmux: Tmux) throws -> String {
    try tmux.screen(until: { self.plain($0).contains(text) })
  }

  /// Whether the line of `screen` that contains `text` is in reverse video: the selection.
  private func isSelected(_ text: String, in screen: String) -> Bool {
    line(screen, containing: text)?.contains(#/\x1B\[(?:[0-9]+;)*7(?:;[0-9]+)*m/#) ?? false
  }

  /// Waits for the shell's report after the browser ended, and checks the terminal is back.
  private func assertEnded(
    _ tmux: Tmux, status: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let screen = plain(try waitFor("TTY=", in: tmux))
    XCTAssertTrue(screen.contains("EXIT=\(status)"), screen, file: file, line: line)
    XCTAssertTrue(
      screen.contains("TTY=same"), "the terminal's settings: \(screen)", file: file, line: line)
    XCTAssertEqual(
      try tmux.display("#{alternate_on}"), "0", "the main screen", file: file, line: line)
    XCTAssertEqual(try tmux.display("#{cursor_flag}"), "1", "the cursor", file: file, line: line)
  }

  func testMovingOpeningPagingSearchingResizingAndQuittingTheSample() throws {
    let tmux = try Tmux(width: 120, height: 30, command: command(["--sample"]))
    var screen = try waitFor("시사회 특별 상영", in: tmux)
    XCTAssertEqual(try tmux.display("#{alternate_on}"), "1")
    XCTAssertEqual(try tmux.display("#{cursor_flag}"), "0")
    XCTAssertTrue(
      plain(screen).hasPrefix(
        "Weekly box office (Mon–Sun) · 2025-02-03 – 2025-02-09 · ISO week 2025-W06"), screen)
    XCTAssertTrue(isSelected("한강의 밤", in: screen), "the first row is selected")
    XCTAssertTrue(line(screen, containing: "NEW     한강의 밤") != nil, plain(screen))

    // Moving: the third row is selected, the first no longer.
    try tmux.send(keys: ["j", "Down"])
    screen = try tmux.screen(until: { self.isSelected("우리 동네 고양이 탐정", in: $0) })
    XCTAssertTrue(isSelected("우리 동네 고양이 탐정", in: screen), screen)
    XCTAssertFalse(isSelected("한강의 밤", in: screen), screen)

    // Opening the film: the pane beside the table, on this wide terminal.
    try tmux.send(keys: ["Enter"])
    screen = plain(try waitFor("The Cat Detective Next Door", in: tmux))
    XCTAssertTrue(screen.contains("│ Directed by    문하늘 (MOON Ha-neul)"), screen)
    XCTAssertTrue(screen.contains("Esc close"), screen)
    try tmux.send(keys: ["Escape"])
    screen = plain(try tmux.screen(until: { !$0.contains("Cat Detective Next Door") }))
    XCTAssertFalse(screen.contains("│"), screen)

    // Paging six weeks back at once, past the sample's first week, then forward again.
    try tmux.send(keys: Array(repeating: "h", count: 6))
    screen = plain(
      try waitFor("The sample has figures for ISO weeks 2025-W01 to 2025-W10 only", in: tmux))
    XCTAssertTrue(screen.contains("ISO week 2024-W52"), screen)
    try tmux.send(keys: Array(repeating: "Right", count: 6))
    screen = plain(
      try tmux.screen(until: { $0.contains("ISO week 2025-W06") && $0.contains("한강의 밤") }))
    XCTAssertTrue(screen.contains("sample data"), screen)

    // Searching as you type, opening a result, going back.
    try tmux.send(keys: ["/"])
    XCTAssertTrue(plain(try waitFor("Type a title", in: tmux)).contains("Search:"))
    try tmux.send(keys: ["한", "강"])
    screen = plain(try waitFor("20190377", in: tmux))
    XCTAssertTrue(screen.contains("Search: 한강"), screen)
    XCTAssertTrue(screen.contains("2 films match “한강”."), screen)
    try tmux.send(keys: ["Down", "Enter"])
    screen = plain(try waitFor("Morning on the Han River · 2019", in: tmux))
    XCTAssertTrue(screen.contains("│ Directed by    윤세린 (YOON Se-rin)"), screen)
    try tmux.send(keys: ["Escape"])
    screen = try tmux.screen(until: { !$0.contains("Morning on the Han River · 2019") })
    XCTAssertFalse(screen.contains("Morning on the Han River · 2019"), "the pane closed")
    try tmux.send(keys: ["Escape"])
    screen = plain(try waitFor("Enter details", in: tmux))
    XCTAssertFalse(screen.contains("Search:"), screen)

    // The keys.
    try tmux.send(keys: ["?"])
    screen = plain(try waitFor("Any key closes this.", in: tmux))
    XCTAssertTrue(screen.contains("search films as you type"), screen)
    try tmux.send(keys: ["x"])
    screen = try tmux.screen(until: { !$0.contains("Any key closes this.") })
    XCTAssertFalse(screen.contains("Any key closes this."), "the keys closed")

    // Resizing: narrower, the pane goes below; too small says so; back again.
    try tmux.send(keys: ["Enter"])
    XCTAssertTrue(
      try waitFor("Night on the Han River", in: tmux).contains("Night on the Han River"))
    try tmux.resize(width: 70, height: 24)
    screen = plain(try waitFor(String(repeating: "─", count: 70), in: tmux))
    for row in screen.split(separator: "\n") {
      XCTAssertLessThanOrEqual(TerminalCellWidth.of(row), 70, String(row))
    }
    XCTAssertTrue(screen.contains("Night on the Han River"), screen)
    try tmux.resize(width: 30, height: 8)
    screen = plain(try waitFor("The terminal is 30×8 cells;", in: tmux))
    XCTAssertTrue(screen.hasPrefix("The terminal is 30×8 cells;"), screen)
    try tmux.resize(width: 120, height: 30)
    XCTAssertTrue(
      plain(try waitFor("│ Directed by", in: tmux)).contains("│ Directed by"), "beside again")

    try tmux.send(keys: ["q"])
    try assertEnded(tmux, status: "0")
  }

  func testCtrlCSIGTERMAndACrashEachGiveTheTerminalBack() throws {
    let cases: [(name: String, status: String, stop: (Tmux, pid_t) throws -> Void)] = [
      ("Ctrl-C", "130", { tmux, _ in try tmux.send(keys: ["C-c"]) }),
      ("SIGTERM", "143", { _, pid in kill(pid, SIGTERM) }),
      ("a crash (SIGILL, as a Swift trap raises)", "132", { _, pid in kill(pid, SIGILL) }),
    ]
    for (name, status, stop) in cases {
      // Under the thread sanitizer, whose runtime intercepts signal handlers, a SIGILL sent from
      // outside was seen to leave the screen as it was; the crash case runs in the plain and
      // address-sanitized builds.
      if name.hasPrefix("a crash") && BuiltBinary.isThreadSanitized { continue }
      let tmux = try Tmux(width: 80, height: 24, command: command(["--sample"]))
      // The signal comes once the first chart is on screen: sent while its load was still in
      // flight, the address-sanitized binary's exit was seen to report the chart's entries as
      // leaked (about one run in thirty beside a CPU hog; none in 120 this way).
      _ = try waitFor("한강의 밤", in: tmux)
      let pid = try XCTUnwrap(
        pid_t(
          String(decoding: Data(contentsOf: pidFile), as: UTF8.self).trimmingCharacters(
            in: .whitespacesAndNewlines)))
      try stop(tmux, pid)
      let screen = plain(try waitFor("TTY=", in: tmux))
      XCTAssertTrue(screen.contains("TTY=same"), "\(name): \(screen)")
      XCTAssertEqual(try tmux.display("#{alternate_on}"), "0", name)
      XCTAssertEqual(try tmux.display("#{cursor_flag}"), "1", name)
      // A sanitizer's runtime takes over some signals: a crash then ends with its report and
      // status.
      if name == "Ctrl-C" || name == "SIGTERM" || !isSanitized {
        XCTAssertTrue(screen.contains("EXIT=\(status)"), "\(name): \(screen)")
      }
    }
  }

  func testPagingTenWeeksFastAsksKOBISOnceAndTheCacheAnswersTheWayBack() throws {
    let server = try KOBISTestServer()
    defer { server.stop() }
    let tmux = try Tmux(
      width: 100, height: 24,
      command: command(
        ["--date", "20241222", "--base-url", server.baseURL.absoluteString],
        key: KOBISTestServer.validKey))
    var screen = plain(try waitFor("소방관", in: tmux))
    XCTAssertTrue(screen.contains("ISO week 2024-W51"), screen)
    let weekly = { server.requests.filter { $0.path.hasSuffix("searchWeeklyBoxOfficeList.json") } }
    XCTAssertEqual(weekly().map { $0.query["targetDt"] }, ["20241216"])

    try tmux.send(keys: Array(repeating: "Left", count: 10))
    screen = plain(
      try tmux.screen(until: {
        $0.contains("ISO week 2024-W41") && $0.contains("KOBIS has no figures for this period yet.")
      }))
    XCTAssertEqual(
      weekly().map { $0.query["targetDt"] }, ["20241216", "20241007"],
      "one request for the ten weeks paged through")

    try tmux.send(keys: Array(repeating: "l", count: 10))
    screen = plain(
      try tmux.screen(until: { $0.contains("ISO week 2024-W51") && $0.contains("소방관") }))
    XCTAssertEqual(weekly().count, 2, "the week ended long before it was stored: the cache answers")

    try tmux.send(keys: ["r"])
    _ = try tmux.screen(until: { _ in weekly().count == 3 }, timeout: 10)
    XCTAssertEqual(weekly().count, 3, "r asks again past the cache")
    try tmux.send(keys: ["Enter"])
    screen = plain(try waitFor("KOBIS has no film with the code", in: tmux))
    XCTAssertTrue(screen.contains("The film could not be loaded"), "the status line says so too")
    try tmux.send(keys: ["q"])
    try assertEnded(tmux, status: "0")
  }

  func testWithoutATerminalItRefusesWithStatus64() throws {
    let run = try BuiltBinary.run(
      ["browse", "--sample"], environment: BuiltBinary.environment([:]))
    XCTAssertEqual(
      run,
      ToolRun(stdout: "", stderr: "Error: \(BrowseCommand.notATerminalMessage)\n", status: 64)
    )
  }
}
