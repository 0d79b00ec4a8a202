import BoxOffice
import BoxOfficeTestSupport
import Foundation

/// The charts every view is golden-tested with: the shared captures of real replies, the
/// project's own fixtures, and the CLI's own hostile ones.
struct ChartFixture {
  /// Where it comes from: `shared`, `project` or `cli`.
  var source: String
  /// The file name without `.json`.
  var name: String
  /// The decoded chart.
  var chart: BoxOfficeChart

  /// The command line that asks for a chart of this kind.
  var arguments: [String] {
    switch chart.kind {
    case .daily: ["daily"]
    case .weekly: ["weekly"]
    case .weekend: ["weekly", "--period", "weekend"]
    case .weekdays: ["weekly", "--period", "weekdays"]
    }
  }

  /// The golden file's path for a view of this fixture.
  func golden(_ view: String) -> String {
    "charts/\(source)/\(name).\(view)"
  }

  /// The CLI's own fixtures' directory.
  static let cliDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures", isDirectory: true)

  /// The shared fixtures that are charts; empty when they are not beside this checkout.
  static var shared: [ChartFixture] {
    FixtureLibrary.sharedDirectory.map { charts(in: $0, source: "shared") } ?? []
  }

  /// The project's chart fixtures and the CLI's own.
  static var own: [ChartFixture] {
    charts(in: FixtureLibrary.projectDirectory, source: "project")
      + charts(in: cliDirectory, source: "cli")
  }

  /// Every file in `directory` that decodes to a chart (fault replies and malformed files are
  /// for the decoder's tests), by name.
  private static func charts(in directory: URL, source: String) -> [ChartFixture] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.sorted().compactMap { file in
      guard let data = try? Data(contentsOf: directory.appendingPathComponent(file)),
        let chart = try? BoxOfficeChart(decoding: data)
      else { return nil }
      return ChartFixture(source: source, name: String(file.dropLast(5)), chart: chart)
    }
  }
}
