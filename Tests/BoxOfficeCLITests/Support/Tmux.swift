import Foundation
import XCTest

/// A private tmux server (its own socket) with one detached window of a chosen size, to run the
/// built binary on a real terminal and read the screen back with `capture-pane -e`.
///
/// The socket lives in a temporary directory of its own, which goes with the server when the
/// `Tmux` is released, whether the test passed, failed or threw.
final class Tmux {
  /// tmux's path, or `nil` when it is not installed.
  static let executable: String? = {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":")
    {
      let path = "\(directory)/tmux"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }()

  private let executable: String
  private let directory: URL
  private let socket: String

  /// Starts a server with one window of `width` × `height` cells running `command` in `sh`.
  init(width: Int, height: Int = 40, command: String) throws {
    guard let executable = Self.executable else {
      // Skipped on a developer's machine without tmux, but never in CI, which installs it.
      if ProcessInfo.processInfo.environment["CI"] != nil { XCTFail("tmux is not installed") }
      throw XCTSkip("tmux is not installed (.ci/run installs it)")
    }
    self.executable = executable
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("boxoffice-cli-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    socket = directory.appendingPathComponent("socket").path
    // The server this starts keeps the descriptors it was given: no pipe, or reading it would
    // wait for the server to exit.
    try run(
      [
        "-f", "/dev/null", "new-session", "-d", "-s", "test", "-x", "\(width)", "-y",
        "\(height)", "sh", "-c", command,
      ], capturing: false)
  }

  deinit {
    _ = try? run(["kill-server"], capturing: false)
    try? FileManager.default.removeItem(at: directory)
  }

  /// The screen, with escape sequences for colors and attributes (`capture-pane -e -p`).
  ///
  /// - Parameter joiningWrappedLines: Whether a line the terminal wrapped comes back as the one
  ///   line that was written (`-J`), so a test can tell a line that fits from one that wrapped.
  func screen(joiningWrappedLines: Bool = false) throws -> String {
    try run(["capture-pane", "-e", "-p"] + (joiningWrappedLines ? ["-J"] : []) + ["-t", "test"])
  }

  /// The screen once it contains `text`, or the last screen after `timeout` seconds.
  func screen(
    containing text: String, joiningWrappedLines: Bool = false, timeout: TimeInterval = 20
  ) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var screen = try self.screen(joiningWrappedLines: joiningWrappedLines)
    while !screen.contains(text) && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
      screen = try self.screen(joiningWrappedLines: joiningWrappedLines)
    }
    return screen
  }

  /// Types `text` into the window as it is, no key names read in it (`send-keys -l`).
  func type(_ text: String) throws {
    _ = try run(["send-keys", "-t", "test", "-l", text])
  }

  /// Types keys into the window (`send-keys`), e.g. `C-c`.
  func send(keys: String) throws {
    _ = try run(["send-keys", "-t", "test", keys])
  }

  /// A format variable of the window's pane (`display-message -p`), e.g. `#{cursor_flag}`.
  func display(_ format: String) throws -> String {
    try run(["display-message", "-p", "-t", "test", format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Types several keys into the window in one `send-keys`, e.g. `["Down", "Down", "Enter"]`.
  func send(keys: [String]) throws {
    _ = try run(["send-keys", "-t", "test"] + keys)
  }

  /// The screen once `condition` holds of it, or the last screen after `timeout` seconds.
  func screen(
    until condition: (String) -> Bool, timeout: TimeInterval = 20
  ) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var screen = try self.screen()
    while !condition(screen) && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.02)
      screen = try self.screen()
    }
    return screen
  }

  /// Gives the window a new size, which the program in it learns with SIGWINCH.
  func resize(width: Int, height: Int) throws {
    _ = try run(["resize-window", "-t", "test", "-x", "\(width)", "-y", "\(height)"])
  }

  /// Runs tmux with `posix_spawn` rather than `Process`: Foundation's `Process` on Linux waits
  /// for a descriptor that the tmux server it starts keeps open, so `new-session` would return
  /// only when the session ends.
  @discardableResult
  private func run(_ arguments: [String], capturing: Bool = true) throws -> String {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var output: [Int32] = [-1, -1]
    if capturing {
      guard pipe(&output) == 0 else { throw POSIXError(.EMFILE) }
      posix_spawn_file_actions_adddup2(&actions, output[1], 1)
      posix_spawn_file_actions_addclose(&actions, output[0])
      posix_spawn_file_actions_addclose(&actions, output[1])
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable, "-S", socket] + arguments).map { strdup($0) } + [nil]
    let envp =
      ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    var data = Data()
    if capturing {
      close(output[1])
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while spawned == 0 {
        let count = read(output[0], &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        data.append(contentsOf: buffer[..<count])
      }
      close(output[0])
    }
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return String(decoding: data, as: UTF8.self)
  }
}

/// `text` quoted for `sh`.
func shellQuoted(_ text: String) -> String {
  "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
