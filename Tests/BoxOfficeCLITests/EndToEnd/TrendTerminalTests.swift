import BoxOfficeTestSupport
import Foundation
import XCTest

@testable import BoxOfficeCLI

/// `trend` in a real terminal (tmux): the progress line while the charts load, erased once they
/// are in, and Ctrl-C that cancels the requests, cleans the line up and exits 130.
final class TrendTerminalTests: XCTestCase {
  private var home: URL!
  private var server: KOBISTestServer!

  override func setUpWithError() throws {
    try super.setUpWithError()
    try BuiltBinary.require()
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("TrendTerminalTests-\(UUID().uuidString)", isDirectory: true)
    let fixtures = home.appendingPathComponent("fixtures", isDirectory: true)
    try WeeklyFixtures.write(WeeklyFixtures.weeks(6, endingWith: day("20250309")), in: fixtures)
    server = try KOBISTestServer(fixtureDirectories: [fixtures])
  }

  override func tearDown() {
    server?.stop()
    if let home { try? FileManager.default.removeItem(at: home) }
    super.tearDown()
  }

  /// A shell command that runs `trend` against the server, answering each request after
  /// `milliseconds`, then prints its status.
  private func command(milliseconds: Int) -> String {
    let baseURL = server.baseURL(misbehaving: .slow(milliseconds: milliseconds))
    let line =
      [
        "env", "-u", "NO_COLOR", "-u", "COLUMNS", "HOME=\(home.path)", "TERM=xterm-256color",
        "KOBIS_API_KEY=\(KOBISTestServer.validKey)", BuiltBinary.url.path, "trend", "소방관",
        "--date", "20250309", "--weeks", "6", "--timeout", "30", "--base-url",
        baseURL.absoluteString,
      ].map(shellQuoted).joined(separator: " ")
    return "trap : INT; \(line); echo \"EXIT=$?\"; sleep 60"
  }

  func testTheProgressLineCountsThePeriodsAndIsErasedAfterwards() throws {
    let tmux = try Tmux(width: 80, command: command(milliseconds: 1_500))
    let loading = try tmux.screen(containing: "0/6 periods")
    let line = try XCTUnwrap(loading.split(separator: "\n").first { $0.contains("periods") })
    XCTAssertEqual(line, "Loading charts                      0/6 periods")
    XCTAssertEqual(try tmux.display("#{cursor_flag}"), "0", "the progress line hides the cursor")
    let halfway = try tmux.screen(containing: "3/6 periods")
    XCTAssertTrue(
      halfway.contains("Loading charts ██████████           3/6 periods"), halfway)
    let screen = try tmux.screen(containing: "EXIT=")
    XCTAssertTrue(screen.contains("EXIT=0"), screen)
    XCTAssertFalse(screen.contains("Loading charts"), "the progress line was not erased: \(screen)")
    XCTAssertFalse(screen.contains("periods"), screen)
    XCTAssertTrue(screen.contains("소방관 (20240101) · Weekly audience (Mon–Sun)"), screen)
    XCTAssertTrue(screen.contains("2025-W10  ████"), screen)
    XCTAssertEqual(try tmux.display("#{cursor_flag}"), "1", "the cursor is still hidden")
  }

  func testCtrlCCancelsTheRequestsLeavesTheTerminalCleanAndExits130() throws {
    let tmux = try Tmux(width: 80, command: command(milliseconds: 10_000))
    _ = try tmux.screen(containing: "0/6 periods")
    // The progress line is drawn as the requests start, not once the server has them all: on a
    // busy machine the third reached it after the interrupt.
    let deadline = Date().addingTimeInterval(10)
    while server.requests.count < 3 && Date() < deadline { usleep(10_000) }
    try tmux.send(keys: "C-c")
    let screen = try tmux.screen(containing: "EXIT=")
    XCTAssertTrue(screen.contains("EXIT=130"), screen)
    XCTAssertFalse(screen.contains("periods"), "the progress line was not erased: \(screen)")
    XCTAssertEqual(screen.trimmingCharacters(in: .whitespacesAndNewlines), "EXIT=130")
    XCTAssertEqual(try tmux.display("#{cursor_flag}"), "1", "the cursor is still hidden")
    XCTAssertEqual(server.requests.count, 3, "three requests were in flight, no more")
  }
}
