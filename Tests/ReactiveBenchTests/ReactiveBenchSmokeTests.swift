import Foundation
import XCTest

/// Runs the built `reactive-bench` in its quick mode, so the benchmark cannot rot: every workload
/// must run and agree with its baselines. No timing is asserted.
final class ReactiveBenchSmokeTests: XCTestCase {
  /// The benchmark executable, built next to this test bundle by `swift build`/`swift test`.
  private var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("reactive-bench")
  }

  private func runBenchmark(_ arguments: [String]) throws -> (status: Int32, output: Data) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, data)
  }

  func testQuickRunReportsEveryWorkloadWithMatchingChecksums() throws {
    try XCTSkipUnless(
      FileManager.default.isExecutableFile(atPath: executable.path),
      "reactive-bench is not built next to the tests")
    let (status, output) = try runBenchmark(["--quick", "--json", "--repetitions", "1"])
    XCTAssertEqual(status, 0, "a non-zero exit means a checksum mismatch or a crash")
    let document = try XCTUnwrap(
      JSONSerialization.jsonObject(with: output) as? [String: Any])
    let workloads = try XCTUnwrap(document["workloads"] as? [[String: Any]])
    let identifiers = workloads.compactMap { $0["id"] as? String }
    XCTAssertEqual(
      identifiers,
      [
        "W1", "W1-create", "W2", "W3", "W4", "W4-publish", "W5", "W6", "W6-relay", "W7",
        "W8-combineLatest", "W8-zip", "W9-flatMap", "W9-flatMapLatest", "W9-retry", "W10-lock",
        "W10-lock-contended", "W11", "W11-4", "W12", "W13", "W14",
      ])
    for workload in workloads {
      for key in ["ours_ns", "closures_ns", "naive_ns", "ratio", "checksum"] {
        XCTAssertNotNil(workload[key], "\(workload["id"] ?? "?") lacks \(key)")
      }
    }
    let subscriptions = try XCTUnwrap(workloads.first { $0["id"] as? String == "W5" })
    XCTAssertNotNil(
      subscriptions["ratio_to_naive"], "W5 is reported against the bare append as well")
    let scaling = try XCTUnwrap(document["scaling"] as? [[String: Any]])
    XCTAssertEqual(scaling.count, 10)
  }

  func testFilterRunsOnlyTheMatchingWorkloads() throws {
    try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: executable.path))
    let (status, output) = try runBenchmark(["--quick", "--json", "--filter", "W3", "--no-scaling"])
    XCTAssertEqual(status, 0)
    let document = try XCTUnwrap(
      JSONSerialization.jsonObject(with: output) as? [String: Any])
    let workloads = try XCTUnwrap(document["workloads"] as? [[String: Any]])
    XCTAssertEqual(workloads.compactMap { $0["id"] as? String }, ["W3"])
  }

  func testUnknownOptionIsAUsageError() throws {
    try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: executable.path))
    let (status, _) = try runBenchmark(["--frobnicate"])
    XCTAssertEqual(status, 64)
  }
}
