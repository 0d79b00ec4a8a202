import BoxOfficeTestSupport
import Foundation
import XCTest

/// The `boxoffice-cli` executable that `swift build` (or `swift test`) built beside the test
/// bundle, run as a subprocess.
enum BuiltBinary {
  /// The build products' directory: where the test bundle is.
  static var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
      fatalError("no .xctest bundle")
    #else
      return Bundle.main.bundleURL
    #endif
  }

  /// The executable's URL.
  static var url: URL {
    productsDirectory.appendingPathComponent("boxoffice-cli")
  }

  /// Whether this build runs under the thread sanitizer (`swift test --sanitize=thread`), whose
  /// runtime is linked into the test bundle and the executable alike.
  static var isThreadSanitized: Bool {
    dlsym(dlopen(nil, RTLD_NOW), "__tsan_init") != nil
  }

  /// Fails the test unless the executable exists.
  static func require(file: StaticString = #filePath, line: UInt = #line) throws {
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
      XCTFail("\(url.path) was not built", file: file, line: line)
      throw XCTSkip("no binary")
    }
  }

  /// The environment of a subprocess: nothing inherited but `PATH` and the sanitizers' options
  /// (a sanitized binary needs `.ci/run`'s LeakSanitizer suppressions as much as the tests do), so
  /// a developer's `KOBIS_API_KEY`, `NO_COLOR` or cache cannot change what the test sees.
  static func environment(_ variables: [String: String]) -> [String: String] {
    let inherited = ProcessInfo.processInfo.environment
    var environment = inherited.filter { sanitizerOptions.contains($0.key) }
    environment["PATH"] = inherited["PATH"] ?? "/usr/bin:/bin"
    environment["no_proxy"] = "127.0.0.1,localhost"
    environment["NO_PROXY"] = "127.0.0.1,localhost"
    environment.merge(variables) { $1 }
    return environment
  }

  private static let sanitizerOptions: Set = ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS"]

  /// Starts the executable (or another, such as a shell that sets limits and runs it) with
  /// `arguments` and `environment`.
  ///
  /// - Returns: The running process and the pipes of its standard output and error.
  static func start(
    executable: URL = url, _ arguments: [String], environment: [String: String]
  ) throws -> RunningBinary {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return RunningBinary(process: process, stdout: stdout, stderr: stderr)
  }

  /// Runs the executable to its end.
  ///
  /// - Returns: What it wrote and its exit status.
  static func run(
    executable: URL = url, _ arguments: [String], environment: [String: String]
  ) throws -> ToolRun {
    try start(executable: executable, arguments, environment: environment).finish()
  }
}

/// A subprocess of the built executable.
struct RunningBinary {
  let process: Process
  let stdout: Pipe
  let stderr: Pipe

  /// Reads both pipes to their end (concurrently, so a full pipe cannot block the process), waits
  /// for the process, and returns what it wrote and its exit status; a process killed by a signal
  /// fails the test.
  func finish(file: StaticString = #filePath, line: UInt = #line) -> ToolRun {
    let errorData = DataBox()
    let reader = Thread { [stderr] in
      errorData.set(stderr.fileHandleForReading.readDataToEndOfFile())
    }
    reader.start()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let errors = errorData.wait()
    XCTAssertEqual(
      process.terminationReason, .exit, "the process was killed by a signal", file: file,
      line: line)
    return ToolRun(
      stdout: String(decoding: output, as: UTF8.self),
      stderr: String(decoding: errors, as: UTF8.self), status: process.terminationStatus)
  }
}

/// Hands bytes from a reading thread to the test.
final class DataBox: @unchecked Sendable {
  // @unchecked Sendable: `data` is written once before `done` is signalled and read after it.
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  func set(_ data: Data) {
    self.data = data
    done.signal()
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}
