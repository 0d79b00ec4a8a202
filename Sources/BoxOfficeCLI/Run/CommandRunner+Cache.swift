import BoxOffice
import Foundation

extension CommandRunner {
  /// Runs `cache info` or `cache clear`: reports on the reply cache, or empties it.
  ///
  /// ```
  /// $ boxoffice-cli cache info
  /// Directory: /home/me/.cache/boxoffice
  /// Replies:   3 (12,345 bytes)
  /// ```
  ///
  /// - Parameter command: What to do, and where the cache is.
  /// - Returns: The exit status (``ExitCode``).
  func runCache(_ command: CacheCommand) -> Int32 {
    guard
      let directory = CacheCommand.directory(given: command.directory, environment: environment)
    else {
      stderr.write("Error: \(CacheCommand.noDirectoryMessage)\n")
      return ExitCode.configuration
    }
    let cache = ResponseCache(directory: directory)
    let shownDirectory = directory.path.displayed
    do {
      switch command.action {
      case .info:
        let contents = try cache.contents()
        stdout.write("Directory: \(shownDirectory)\nReplies:   \(Self.describe(contents))\n")
      case .clear:
        let removed = try cache.removeAll()
        stdout.write(
          removed.replies == 0 && removed.bytes == 0
            ? "The cache in \(shownDirectory) is already empty.\n"
            : "Removed \(Self.describe(removed)) from \(shownDirectory).\n")
      }
      return ExitCode.success
    } catch {
      let verb = command.action == .info ? "read" : "clear"
      stderr.write(
        "Error: Could not \(verb) the cache in \(shownDirectory): "
          + "\(Self.reason(error, directory: directory).displayed).\n")
      return ExitCode.inputOutput
    }
  }

  /// `3 replies (12,345 bytes)`, `1 reply (…)` or `none`.
  private static func describe(_ contents: ResponseCache.Contents) -> String {
    guard contents.replies > 0 || contents.bytes > 0 else { return "none" }
    let noun = contents.replies == 1 ? "reply" : "replies"
    return "\(contents.replies) \(noun) (\(ChartRow.groupingThousands(contents.bytes)) "
      + "bytes)"
  }

  /// The file system's reason for `error`, without the path it already names.
  private static func reason(_ error: any Error, directory: URL) -> String {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      return "it is not a directory"
    }
    let nsError = error as NSError
    let causes = [nsError] + [nsError.userInfo[NSUnderlyingErrorKey] as? NSError].compactMap { $0 }
    if let posix = causes.first(where: { $0.domain == NSPOSIXErrorDomain }) {
      return String(cString: strerror(Int32(posix.code))).lowercased()
    }
    switch CocoaError.Code(rawValue: nsError.code) {
    case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
    case .fileNoSuchFile, .fileReadNoSuchFile: return "it does not exist"
    default: return "the file system refused (\(nsError.domain) \(nsError.code))"
    }
  }
}
