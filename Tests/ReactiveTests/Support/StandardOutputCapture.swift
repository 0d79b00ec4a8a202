import Foundation
import XCTest

extension XCTestCase {
  /// Runs `body` with standard output captured and returns the lines written, each without its
  /// timestamp after checking that it has RxSwift's `yyyy-MM-dd HH:mm:ss.SSS: ` form.
  func printedLines(
    file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void
  ) -> [String] {
    let output = captureStandardOutput(body)
    let timestamp = try! Regex(#"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}: "#)
    return output.split(separator: "\n").map { printed in
      guard let match = printed.prefixMatch(of: timestamp) else {
        XCTFail("no timestamp in \(printed)", file: file, line: line)
        return String(printed)
      }
      return String(printed[match.range.upperBound...])
    }
  }
}

/// Runs `body` with the process's standard output redirected to a pipe and returns what it wrote.
///
/// Meant for short outputs: the pipe is read only after `body` has returned.
func captureStandardOutput(_ body: () -> Void) -> String {
  fflush(nil)
  let pipe = Pipe()
  let savedOutput = dup(STDOUT_FILENO)
  dup2(pipe.fileHandleForWriting.fileDescriptor, STDOUT_FILENO)
  body()
  fflush(nil)
  dup2(savedOutput, STDOUT_FILENO)
  close(savedOutput)
  try? pipe.fileHandleForWriting.close()
  return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
}
