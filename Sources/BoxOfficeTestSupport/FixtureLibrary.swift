import Foundation

/// Where the KOBIS fixtures are: the project's own, and the shared captures of real replies.
///
/// Both are found from this source file's path (`#filePath`), so they work from any checkout
/// without resources being copied: the project's fixtures are `Tests/BoxOfficeTests/Fixtures` in
/// the package, the shared ones `shared/fixtures/kobis` in the nearest folder above the package
/// that has them (a checkout with `../shared` beside it), or wherever `KOBIS_SHARED_FIXTURES`
/// points.
public enum FixtureLibrary {
  /// The package's root directory.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // BoxOfficeTestSupport
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()

  /// The project's own fixtures, written to the spec for the edge cases.
  public static let projectDirectory = packageRoot.appendingPathComponent(
    "Tests/BoxOfficeTests/Fixtures", isDirectory: true)

  /// The shared fixtures (real captured replies), or `nil` when this checkout has none beside it.
  public static let sharedDirectory: URL? = {
    let fileManager = FileManager.default
    if let path = ProcessInfo.processInfo.environment["KOBIS_SHARED_FIXTURES"] {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    var directory = packageRoot
    while directory.pathComponents.count > 1 {
      directory = directory.deletingLastPathComponent()
      let candidate = directory.appendingPathComponent("shared/fixtures/kobis", isDirectory: true)
      if fileManager.fileExists(atPath: candidate.path) { return candidate }
    }
    return nil
  }()

  /// The directories the test server serves from: the shared one first, if present, then the
  /// project's.
  public static var servedDirectories: [URL] {
    (sharedDirectory.map { [$0] } ?? []) + [projectDirectory]
  }

  /// The names (without `.json`) of the shared fixtures that are charts (not faults, not movie
  /// replies), sorted.
  public static var sharedChartNames: [String] {
    guard let sharedDirectory,
      let files = try? FileManager.default.contentsOfDirectory(atPath: sharedDirectory.path)
    else { return [] }
    return files.filter {
      $0.hasSuffix(".json") && !$0.hasPrefix("error-") && !$0.hasPrefix("movie-")
    }
    .map { String($0.dropLast(5)) }.sorted()
  }

  /// The bytes of the project's fixture `name` (without `.json`).
  ///
  /// - Parameter name: The file name without extension.
  /// - Returns: The file's bytes.
  public static func project(_ name: String) throws -> Data {
    try Data(contentsOf: projectDirectory.appendingPathComponent(name + ".json"))
  }

  /// The bytes of the shared fixture `name` (without `.json`), or `nil` when the shared fixtures
  /// are not beside this checkout.
  ///
  /// - Parameter name: The file name without extension.
  /// - Returns: The file's bytes, or `nil`.
  public static func shared(_ name: String) throws -> Data? {
    guard let sharedDirectory else { return nil }
    return try Data(contentsOf: sharedDirectory.appendingPathComponent(name + ".json"))
  }
}
