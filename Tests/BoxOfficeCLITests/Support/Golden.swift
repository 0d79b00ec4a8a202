import Foundation
import XCTest

/// Golden files: expected outputs kept under `Tests/BoxOfficeCLITests/Golden`, compared byte for
/// byte.
///
/// Set `BOXOFFICE_RECORD_GOLDEN=1` to write the actual outputs as the new golden files (then
/// review them with `git diff`); the tests pass while recording.
enum Golden {
  /// The golden files' directory, found from this source file's path.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // BoxOfficeCLITests
    .appendingPathComponent("Golden", isDirectory: true)

  /// Whether this run records instead of comparing.
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["BOXOFFICE_RECORD_GOLDEN"] == "1"
  }

  /// Asserts that `actual` equals the golden file `name` (a path below ``directory``), printing
  /// the first differing line with its expected and actual text.
  static func assertMatches(
    _ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let url = directory.appendingPathComponent(name)
    if isRecording {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
      } catch {
        XCTFail("could not record \(name): \(error)", file: file, line: line)
      }
      return
    }
    guard let data = try? Data(contentsOf: url) else {
      XCTFail(
        "no golden file \(name); record it with BOXOFFICE_RECORD_GOLDEN=1", file: file, line: line)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return }
    let expectedLines = expected.components(separatedBy: "\n")
    let actualLines = actual.components(separatedBy: "\n")
    let index =
      zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(expectedLines.count, actualLines.count)
    func at(_ lines: [String]) -> String {
      index < lines.count ? String(reflecting: lines[index]) : "(end of output)"
    }
    XCTFail(
      """
      output differs from golden file \(name) at line \(index + 1):
        expected: \(at(expectedLines))
        actual:   \(at(actualLines))
      (re-record with BOXOFFICE_RECORD_GOLDEN=1 if the change is intended)
      """, file: file, line: line)
  }
}
