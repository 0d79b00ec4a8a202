import BoxOffice
import BoxOfficeTestSupport
import Foundation
import XCTest

@testable import BoxOfficeCLI

/// `cache info` and `cache clear`, and `--cache-dir` on a chart command, against the loopback
/// server.
final class CommandRunnerCacheTests: ServerCLITestCase {
  /// Fetches two daily charts, which the cache stores.
  private func fillCache(_ extra: [String] = []) {
    for date in ["20241225", "20120101"] {
      let run = runTool(
        ["daily", "--date", date, "--base-url", server.baseURL.absoluteString] + extra)
      XCTAssertEqual(run.status, 0, run.stderr)
    }
  }

  private var defaultDirectory: String {
    cacheHome.appendingPathComponent("boxoffice").path
  }

  func testInfoSaysWhereTheCacheIsAndWhatItHolds() throws {
    XCTAssertEqual(
      runTool(["cache", "info"]),
      ToolRun(
        stdout: "Directory: \(defaultDirectory)\nReplies:   none\n", stderr: "", status: 0))
    fillCache()
    let run = runTool(["cache", "info"])
    let bytes = try ResponseCache(directory: URL(fileURLWithPath: defaultDirectory)).contents()
      .bytes
    XCTAssertEqual(
      run,
      ToolRun(
        stdout: "Directory: \(defaultDirectory)\nReplies:   2 replies "
          + "(\(ChartRow.groupingThousands(bytes)) bytes)\n",
        stderr: "", status: 0))
  }

  func testClearRemovesTheRepliesAndTheNextRequestAsksKOBISAgain() {
    fillCache()
    XCTAssertEqual(server.requests.count, 2)
    let cleared = runTool(["cache", "clear"])
    XCTAssertEqual(cleared.status, 0)
    XCTAssertTrue(
      cleared.stdout.hasPrefix("Removed 2 replies ("), cleared.stdout)
    XCTAssertTrue(cleared.stdout.hasSuffix(" bytes) from \(defaultDirectory).\n"), cleared.stdout)
    XCTAssertEqual(
      runTool(["cache", "clear"]).stdout, "The cache in \(defaultDirectory) is already empty.\n")
    XCTAssertEqual(
      runTool(["cache", "info"]).stdout.components(separatedBy: "\n")[1], "Replies:   none")
    fillCache()
    XCTAssertEqual(server.requests.count, 4)
  }

  func testTheCacheDirectoryOptionIsUsedByChartsAndCacheCommandsAlike() throws {
    let directory = cacheHome.appendingPathComponent("elsewhere", isDirectory: true)
    fillCache(["--cache-dir", directory.path])
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).count, 2)
    XCTAssertFalse(FileManager.default.fileExists(atPath: defaultDirectory))
    fillCache(["--cache-dir", directory.path])
    XCTAssertEqual(server.requests.count, 2, "the second round was answered from --cache-dir")
    XCTAssertEqual(
      runTool(["cache", "info", "--cache-dir", directory.path]).stdout.components(
        separatedBy: "\n")[0],
      "Directory: \(directory.path)")
    XCTAssertEqual(runTool(["cache", "clear", "--cache-dir=\(directory.path)"]).status, 0)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
  }

  func testARelativeCacheDirectoryIsTheWorkingDirectorys() {
    let run = runTool(["cache", "info", "--cache-dir", "some/dir"])
    let expected = URL(fileURLWithPath: "some/dir").standardizedFileURL.path
    XCTAssertEqual(run.stdout.components(separatedBy: "\n")[0], "Directory: \(expected)")
  }

  func testWithoutAnyCacheDirectoryTheCommandsExit78() {
    for action in ["info", "clear"] {
      XCTAssertEqual(
        runTool(["cache", action], environment: [:]),
        ToolRun(
          stdout: "",
          stderr: "Error: No cache directory is known: set XDG_CACHE_HOME or HOME, or pass "
            + "--cache-dir.\n", status: 78))
    }
  }

  func testACacheThatCannotBeReadOrClearedExits74() throws {
    let file = cacheHome.appendingPathComponent("a-file")
    try FileManager.default.createDirectory(at: cacheHome, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: file)
    let info = runTool(["cache", "info", "--cache-dir", file.path])
    XCTAssertEqual(info.status, 74)
    XCTAssertEqual(
      info.stderr, "Error: Could not read the cache in \(file.path): it is not a directory.\n")
    XCTAssertEqual(
      runTool(["cache", "clear", "--cache-dir", file.path]).stderr,
      "Error: Could not clear the cache in \(file.path): it is not a directory.\n")
    guard geteuid() != 0 else { return }
    let locked = cacheHome.appendingPathComponent("locked", isDirectory: true)
    fillCache(["--cache-dir", locked.path])
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path)
    }
    let clear = runTool(["cache", "clear", "--cache-dir", locked.path])
    XCTAssertEqual(clear.status, 74)
    XCTAssertEqual(
      clear.stderr, "Error: Could not clear the cache in \(locked.path): permission denied.\n")
  }
}
