import BoxOffice
import BoxOfficeTestSupport
import Foundation
import XCTest

@testable import BoxOfficeCLI

/// A reply cache that cannot be written, has no room, or holds corrupt files: the command still
/// answers from KOBIS, prints exactly what it prints with a healthy cache, says nothing on
/// standard error and exits 0.
///
/// How each fault is made, since the tests run as root in a container where permissions do not
/// stop root and nothing can be mounted:
/// - unwritable: a regular file where the cache directory or its parent should be, so creating
///   the directory fails (`ENOTDIR`/`EEXIST`) as it would on a read-only disk; and a directory
///   where the reply's file should be, so the rename that stores it fails (`EISDIR`). Without
///   root, a directory without write permission is tried too.
/// - full: the built binary under a file-size limit (`ulimit -f 1`, 512 bytes), so writing the
///   cache file fails part-way with `EFBIG`, as writing to a full disk fails with `ENOSPC`: the
///   same `write(2)` failure in the middle of a file. The command ignores `SIGXFSZ`, so the limit
///   fails the write instead of killing the process (the cache is written on a dispatch thread,
///   where the signal is blocked anyway, but that is the client's business).
/// - corrupt: the stored file replaced by nothing, junk, half of itself, an envelope of another
///   request, of an unknown format, or around a body that is not a chart.
final class CacheFaultTests: ServerCLITestCase {
  private let arguments = ["daily", "--date", "20241225"]

  /// The output with a healthy cache.
  private let expected = ToolRun(
    stdout: (try? String(
      contentsOf: Golden.directory.appendingPathComponent(
        "charts/project/daily-20241225.table.txt"),
      encoding: .utf8)) ?? "", stderr: "", status: 0)

  private func run(environment: [String: String]) -> ToolRun {
    runTool(
      arguments + ["--base-url", server.baseURL.absoluteString, "--color", "never"],
      environment: environment.merging(
        ["KOBIS_API_KEY": KOBISTestServer.validKey, "COLUMNS": "100"]) { $1 })
  }

  /// The one file the cache holds after a healthy run.
  private func storedFile() throws -> URL {
    let directory = cacheHome.appendingPathComponent("boxoffice")
    XCTAssertEqual(run(environment: environment), expected)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    XCTAssertEqual(files.count, 1, "\(files)")
    return directory.appendingPathComponent(try XCTUnwrap(files.first))
  }

  func testAnUnwritableCacheDirectoryIsPassedOverSilently() throws {
    let fileManager = FileManager.default
    try fileManager.createDirectory(at: cacheHome, withIntermediateDirectories: true)
    let aFile = cacheHome.appendingPathComponent("not-a-directory")
    try Data("x".utf8).write(to: aFile)
    let blocked = cacheHome.appendingPathComponent("blocked")
    try fileManager.createDirectory(at: blocked, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: blocked.appendingPathComponent("boxoffice"))
    var cases: [(String, [String: String])] = [
      ("XDG_CACHE_HOME is a file", ["XDG_CACHE_HOME": aFile.path]),
      ("the cache directory is a file", ["XDG_CACHE_HOME": blocked.path]),
      ("HOME is a file", ["HOME": aFile.path]),
    ]
    if geteuid() != 0 {
      let readOnly = cacheHome.appendingPathComponent("read-only")
      try fileManager.createDirectory(
        at: readOnly.appendingPathComponent("boxoffice"), withIntermediateDirectories: true)
      try fileManager.setAttributes(
        [.posixPermissions: 0o555], ofItemAtPath: readOnly.appendingPathComponent("boxoffice").path)
      cases.append(("a directory without write permission", ["XDG_CACHE_HOME": readOnly.path]))
    }
    try BuiltBinary.require()
    for (name, variables) in cases {
      let before = server.requests.count
      XCTAssertEqual(run(environment: variables), expected, name)
      XCTAssertEqual(run(environment: variables), expected, name)
      // The built binary also meets Foundation's own use of HOME.
      let binary = try BuiltBinary.run(
        arguments + ["--base-url", server.baseURL.absoluteString],
        environment: BuiltBinary.environment(
          variables.merging(["KOBIS_API_KEY": KOBISTestServer.validKey, "COLUMNS": "100"]) { $1 }
        ))
      XCTAssertEqual(binary, expected, name)
      XCTAssertEqual(server.requests.count, before + 3, "\(name): KOBIS answered every time")
    }
    XCTAssertEqual(try String(contentsOf: aFile, encoding: .utf8), "x")
  }

  func testADirectoryWhereTheReplyGoesIsPassedOverSilently() throws {
    let file = try storedFile()
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(
      at: file.appendingPathComponent("occupied"), withIntermediateDirectories: true)
    for _ in 1...2 {
      XCTAssertEqual(run(environment: environment), expected)
    }
    XCTAssertEqual(server.requests.count, 3, "KOBIS answered every time the cache could not")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path),
      [file.lastPathComponent], "no temporary file is left behind")
  }

  func testCorruptFilesAreReplacedByTheNextReply() throws {
    let file = try storedFile()
    let healthy = try Data(contentsOf: file)
    let envelope = try XCTUnwrap(
      JSONSerialization.jsonObject(with: healthy) as? [String: Any])
    func changing(_ key: String, to value: Any) throws -> Data {
      var changed = envelope
      changed[key] = value
      return try JSONSerialization.data(withJSONObject: changed)
    }
    let corruptions: [(String, Data)] = [
      ("empty", Data()),
      ("junk", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) })),
      ("half of itself", healthy.prefix(healthy.count / 2)),
      ("another request", try changing("request", to: "http://elsewhere/?targetDt=20241225")),
      ("an unknown format", try changing("format", to: 999)),
      ("a body that is not a chart", try changing("body", to: "<html>Service unavailable</html>")),
      (
        "a fault as the body",
        try changing("body", to: #"{"faultInfo":{"errorCode":"320010","message":"x"}}"#)
      ),
      ("a last day that is not a day", try changing("lastDay", to: "2024-13-45")),
      ("a JSON list", Data("[1,2,3]".utf8)),
    ]
    for (name, corrupt) in corruptions {
      try corrupt.write(to: file)
      let before = server.requests.count
      XCTAssertEqual(run(environment: environment), expected, name)
      XCTAssertEqual(server.requests.count, before + 1, "\(name): KOBIS answered")
      XCTAssertEqual(run(environment: environment), expected, name)
      XCTAssertEqual(server.requests.count, before + 1, "\(name): the new reply was stored")
    }
  }

  func testAFullDiskIsPassedOverSilentlyByTheBuiltBinary() throws {
    try BuiltBinary.require()
    // Measured: the thread sanitizer's runtime dies with SIGBUS at start-up under any file-size
    // limit below 512 KiB, before the command runs; the plain and address-sanitized runs cover it.
    try XCTSkipIf(
      BuiltBinary.isThreadSanitized, "ThreadSanitizer cannot start under a small file-size limit")
    let home = cacheHome.appendingPathComponent("home")
    let command =
      [BuiltBinary.url.path] + arguments + ["--base-url", server.baseURL.absoluteString]
    let environment = BuiltBinary.environment([
      "HOME": home.path, "KOBIS_API_KEY": KOBISTestServer.validKey, "COLUMNS": "100",
    ])
    // A file-size limit of one 512-byte block: the cache file (about 1.5 kB) cannot be written.
    let limited = try BuiltBinary.run(
      executable: URL(fileURLWithPath: "/bin/sh"),
      ["-c", #"ulimit -f 1 && exec "$@""#, "sh"] + command, environment: environment)
    XCTAssertEqual(limited, expected)
    let directory = home.appendingPathComponent(".cache/boxoffice")
    XCTAssertEqual(
      (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [], [],
      "no partial or temporary file is left behind")
    let unlimited = try BuiltBinary.run(Array(command.dropFirst()), environment: environment)
    XCTAssertEqual(unlimited, expected)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).count, 1,
      "with room, the reply is stored")
    XCTAssertEqual(server.requests.count, 2)
  }
}
