import Foundation
import TestSupport
import XCTest

/// A package graph written for RxSwift, an app using a library that depends on RxSwift by its
/// real URL, builds and runs against this package after one `swift package config set-mirror`,
/// offline: the mirror is a git snapshot of this checkout, tagged with the version in `VERSION`,
/// so that the test depends on no tag in the clone it runs from.
final class RxSwiftMirrorTests: XCTestCase {
  private static let rxSwiftURL = "https://github.com/ReactiveX/RxSwift.git"

  /// The checkout: this file is `Tests/ReactiveTests/Compatibility/RxSwiftMirrorTests.swift`.
  private let checkout = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Where the test writes, removed afterwards.
  private let scratch = FileManager.default.temporaryDirectory
    .appendingPathComponent("rxswift-mirror-\(UUID().uuidString)")

  /// The commands' temporary folder, inside `scratch`: SwiftPM leaves lock files there, named
  /// after the build's path.
  private var commandsTemporary: URL { scratch.appendingPathComponent("tmp") }

  func testAppWhoseLibraryDependsOnRxSwiftByURLBuildsAndRunsAgainstTheMirror() throws {
    // The graph compiles the whole library once more, for most of a minute; under a sanitizer
    // it would compile it uninstrumented all the same, so the plain run alone proves it.
    try XCTSkipIf(isSanitized, "the plain run builds the mirrored graph")
    try FileManager.default.createDirectory(
      at: commandsTemporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let versionFile = checkout.appendingPathComponent("VERSION")
    let version = try String(contentsOf: versionFile, encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let mirror = scratch.appendingPathComponent("reactive")
    try makeSnapshot(at: mirror, taggedWith: version)
    try write(Self.library, under: scratch.appendingPathComponent("RxLibrary"))
    let app = scratch.appendingPathComponent("App")
    try write(Self.app, under: app)

    try run(
      "swift", "package", "config", "set-mirror", "--original", Self.rxSwiftURL,
      "--mirror", mirror.path, in: app)
    // The dependency cache would keep a clone of every scratch mirror in the home directory; the
    // build only has to succeed, and without an index or debug information takes a third of the
    // time.
    try run(
      "swift", "build", "--disable-dependency-cache", "--disable-index-store",
      "-debug-info-format", "none", in: app)
    let output = try run(app.appendingPathComponent(".build/debug/App").path, in: app)

    XCTAssertEqual(
      output,
      """
      RxSwift: [1, 4, 9]
      RxRelay and RxCocoa: title 3
      RxTest: [next(210, 10), next(220, 20), completed(230)]
      RxBlocking: completed(elements: [1, 4])
      RxCocoa's URLSession.rx: Unknown error has occurred.

      """)
    let resolved = try String(
      contentsOf: app.appendingPathComponent("Package.resolved"), encoding: .utf8)
    XCTAssert(resolved.contains("\"location\" : \"\(Self.rxSwiftURL)\""), resolved)
    XCTAssert(resolved.contains("\"version\" : \"\(version)\""), resolved)
  }

  /// A git repository of what SwiftPM reads of this checkout, the manifest and the sources, with
  /// one commit tagged `version`.
  private func makeSnapshot(at snapshot: URL, taggedWith version: String) throws {
    try FileManager.default.createDirectory(at: snapshot, withIntermediateDirectories: true)
    for item in ["Package.swift", "VERSION", "Sources"] {
      try FileManager.default.copyItem(
        at: checkout.appendingPathComponent(item), to: snapshot.appendingPathComponent(item))
    }
    let git = ["git", "-c", "user.name=Snapshot", "-c", "user.email=snapshot@localhost"]
    try run(git + ["init", "--quiet"], in: snapshot)
    try run(git + ["add", "--all"], in: snapshot)
    try run(git + ["commit", "--quiet", "--message", "Snapshot"], in: snapshot)
    try run(git + ["tag", version], in: snapshot)
  }

  /// Writes `files`, keyed by their paths, under `directory`.
  private func write(_ files: [String: String], under directory: URL) throws {
    for (path, contents) in files {
      let file = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: file, atomically: true, encoding: .utf8)
    }
  }

  @discardableResult
  private func run(_ arguments: String..., in directory: URL) throws -> String {
    try run(arguments, in: directory)
  }

  /// Runs a command found on `PATH` in `directory`, and returns what it wrote to standard output
  /// and error, one pipe for both so that neither can fill up unread; fails with that text unless
  /// the command exits 0.
  @discardableResult
  private func run(_ arguments: [String], in directory: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(
      ["TMPDIR": commandsTemporary.path]) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CommandFailure(
        description: "\(arguments.joined(separator: " ")) exited \(process.terminationStatus):\n"
          + text)
    }
    return text
  }

  private struct CommandFailure: Error, CustomStringConvertible {
    let description: String
  }

  /// A library written for RxSwift, as third-party libraries are: it asks for RxSwift by URL and
  /// version, and uses each of its five modules in a file that imports that module alone (with
  /// the RxSwift it builds on), so that each file proves what its module offers.
  private static let library = [
    "Package.swift": """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "RxLibrary",
      products: [.library(name: "RxLibrary", targets: ["RxLibrary"])],
      dependencies: [.package(url: "\(rxSwiftURL)", from: "6.0.0")],
      targets: [
        .target(
          name: "RxLibrary",
          dependencies: [
            .product(name: "RxSwift", package: "RxSwift"),
            .product(name: "RxRelay", package: "RxSwift"),
            .product(name: "RxCocoa", package: "RxSwift"),
            .product(name: "RxTest", package: "RxSwift"),
            .product(name: "RxBlocking", package: "RxSwift"),
          ],
          swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")])
      ]
    )

    """,
    "Sources/RxLibrary/Squares.swift": """
    import RxSwift

    public func squares(of numbers: [Int]) -> RxSwift.Observable<Int> {
      Observable.from(numbers).map { $0 * $0 }
    }

    """,
    "Sources/RxLibrary/Selection.swift": """
    import RxRelay

    public final class Selection {
      let index = RxRelay.BehaviorRelay(value: 0)

      public init() {}

      public func select(_ index: Int) {
        self.index.accept(index)
      }
    }

    """,
    "Sources/RxLibrary/Titles.swift": """
    import Foundation
    import RxCocoa
    #if canImport(FoundationNetworking)
      import FoundationNetworking
    #endif

    public func titles(of selection: Selection) -> RxCocoa.Driver<String> {
      selection.index.asDriver().map { "title \\($0)" }
    }

    public func page(at url: URL) -> Observable<Data> {
      URLSession.shared.rx.data(request: URLRequest(url: url))
    }

    public let unknownReply = RxCocoaURLError.unknown.debugDescription

    """,
    "Sources/RxLibrary/VirtualTime.swift": """
    import RxSwift
    import RxTest

    public func tenfold() -> [Recorded<Event<Int>>] {
      let scheduler = TestScheduler(initialClock: 0)
      let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
      return scheduler.start { xs.map { $0 * 10 } }.events
    }

    """,
    "Sources/RxLibrary/Waiting.swift": """
    import RxBlocking
    import RxSwift

    public func allSquares(of numbers: [Int]) throws -> [Int] {
      try squares(of: numbers).toBlocking().toArray()
    }

    public func firstTitle(of selection: Selection) throws -> String? {
      try titles(of: selection).toBlocking(timeout: 5).first()
    }

    public func squares(below limit: Int, of numbers: [Int]) -> MaterializedSequenceResult<Int> {
      squares(of: numbers).take(while: { $0 < limit }).toBlocking().materialize()
    }

    """,
  ]

  /// An app that knows RxSwift only through the library.
  private static let app = [
    "Package.swift": """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "App",
      dependencies: [.package(path: "../RxLibrary")],
      targets: [.executableTarget(name: "App", dependencies: ["RxLibrary"])]
    )

    """,
    "Sources/App/main.swift": """
    import RxLibrary

    let selection = Selection()
    selection.select(3)
    print("RxSwift:", try allSquares(of: [1, 2, 3]))
    print("RxRelay and RxCocoa:", try firstTitle(of: selection) ?? "none")
    print("RxTest:", tenfold())
    print("RxBlocking:", squares(below: 5, of: [1, 2, 3]))
    print("RxCocoa's URLSession.rx:", unknownReply)

    """,
  ]
}
