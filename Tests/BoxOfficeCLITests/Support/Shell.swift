import Foundation
import XCTest

/// Runs a shell (`bash`, `zsh`, `fish`) on a script, for the tests of the completion scripts.
enum Shell {
  /// The shell's path, or `nil` when it is not installed.
  static func path(of name: String) -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":")
    {
      let path = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  /// The shell's path, or a skip (a failure in CI, which installs every shell the tests use).
  static func require(_ name: String) throws -> String {
    if let path = path(of: name) { return path }
    if ProcessInfo.processInfo.environment["CI"] != nil { XCTFail("\(name) is not installed") }
    throw XCTSkip("\(name) is not installed (.ci/run installs it)")
  }

  /// Runs `shell` with `arguments`, no input, and returns its standard output and status.
  ///
  /// The shell gets a home directory of its own, removed afterwards, for the files it writes
  /// there (fish keeps its history and settings under `~/.local` and `~/.config`).
  static func run(_ shell: String, _ arguments: [String]) throws -> (output: String, status: Int32)
  {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("boxoffice-cli-shell-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: shell)
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin", "HOME": home.path, "TERM": "dumb"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
  }
}
