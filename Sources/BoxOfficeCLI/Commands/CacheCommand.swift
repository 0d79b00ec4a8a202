import BoxOffice
import Foundation

/// A `cache info` or `cache clear` command line: what to do with the reply cache, and where it
/// is.
struct CacheCommand: Equatable, Sendable {
  /// What to do with the cache.
  enum Action: String, CaseIterable, Sendable {
    /// Say where the cache is and what it holds.
    case info
    /// Remove every stored reply.
    case clear

    /// The subcommand's one-line summary.
    var abstract: String {
      switch self {
      case .info: "Show where the reply cache is and how many replies it holds."
      case .clear: "Remove every stored reply from the cache."
      }
    }
  }

  /// What to do.
  var action: Action
  /// The directory given with `--cache-dir`, or `nil` for the default one.
  var directory: String?

  /// Where the cache is, for the help of `cache`.
  static let location =
    "Replies are kept in the directory given with --cache-dir, else in "
    + "$XDG_CACHE_HOME/boxoffice, else in ~/.cache/boxoffice. Exit status: "
    + "\(ExitCode.success) success, \(ExitCode.usage) usage error, \(ExitCode.inputOutput) the "
    + "cache could not be read or cleared, \(ExitCode.configuration) no cache directory is known."

  /// The subcommand of `cache` that runs `action`.
  ///
  /// - Parameter action: What the subcommand does.
  /// - Returns: Its definition.
  static func definition(_ action: Action) -> CommandDefinition {
    CommandDefinition(
      name: action.rawValue, abstract: action.abstract, discussion: [location],
      options: [KOBISOptions.cacheDirectory(\CacheCommand.directory)],
      command: CacheCommand(action: action),
      invocation: { .cache($0) })
  }

  /// The cache directory: `given` (`--cache-dir`), else the default for `environment`
  /// (``ResponseCache/defaultDirectory(environment:)``).
  ///
  /// - Parameters:
  ///   - given: The directory given on the command line, if any.
  ///   - environment: The process environment (`XDG_CACHE_HOME`, `HOME`).
  /// - Returns: The directory, or `nil` when none is known.
  static func directory(given: String?, environment: [String: String]) -> URL? {
    if let given {
      return URL(fileURLWithPath: given, isDirectory: true).standardizedFileURL
    }
    return ResponseCache.defaultDirectory(environment: environment)
  }

  /// What the command prints when no cache directory is known.
  static let noDirectoryMessage =
    "No cache directory is known: set XDG_CACHE_HOME or HOME, or pass --cache-dir."
}
