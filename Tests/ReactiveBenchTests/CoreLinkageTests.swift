import Foundation
import XCTest

/// `reactive-bench` imports `RxSwift` alone, as a program that only uses observables does: what
/// it loads is what the core costs such a program at start-up.
final class CoreLinkageTests: XCTestCase {
  private var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("reactive-bench")
  }

  func testAProgramImportingRxSwiftLoadsFoundationButNotFoundationNetworking() throws {
    try XCTSkipUnless(
      FileManager.default.isExecutableFile(atPath: executable.path),
      "reactive-bench is not built next to the tests")
    try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd"))
    let libraries = try sharedLibraries(of: executable)

    XCTAssert(libraries.contains("libFoundation.so"), "\(libraries)")
    XCTAssertFalse(libraries.contains("libFoundationNetworking.so"), "\(libraries)")
    XCTAssertFalse(libraries.contains { $0.hasPrefix("libcurl") }, "\(libraries)")
  }

  /// The names of the shared libraries `binary` loads, its dependencies' included, as `ldd`
  /// lists them.
  private func sharedLibraries(of binary: URL) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
    process.arguments = [binary.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let listing = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, listing)
    return listing.split(separator: "\n").compactMap { line in
      line.split(whereSeparator: \.isWhitespace).first.map(String.init)
    }
  }
}
