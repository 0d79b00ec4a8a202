// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "BoxOffice",
  products: [
    .library(name: "Reactive", targets: ["Reactive"]),
    .library(name: "ReactiveTest", targets: ["ReactiveTest"]),
    // RxSwift's products under RxSwift's names, so that code and libraries written for RxSwift
    // build against this package unchanged, a whole graph of them through a SwiftPM mirror.
    .library(name: "RxSwift", targets: ["RxSwift"]),
    .library(name: "RxRelay", targets: ["RxRelay"]),
    .library(name: "RxCocoa", targets: ["RxCocoa"]),
    .library(name: "RxTest", targets: ["RxTest"]),
    .library(name: "RxBlocking", targets: ["RxBlocking"]),
    .library(name: "BoxOffice", targets: ["BoxOffice"]),
    .executable(name: "boxoffice-cli", targets: ["boxoffice-cli"]),
    .executable(name: "reactive-bench", targets: ["reactive-bench"]),
    .executable(name: "trend-bench", targets: ["trend-bench"]),
  ],
  targets: [
    // The library itself, under the name of RxSwift's core module, which it contains: everything
    // but what needs FoundationNetworking (and with it libcurl and OpenSSL), so that a program
    // using observables loads no more than Foundation. It also holds what RxSwift keeps in
    // RxRelay and the platform-neutral part of RxCocoa, which share its internals; the modules
    // named after those re-export it.
    .target(name: "RxSwift", path: "Sources/Reactive"),
    .target(name: "RxRelay", dependencies: ["RxSwift"], path: "Sources/ReExports/RxRelay"),
    // `URLSession.rx`, the one part that needs FoundationNetworking, where RxSwift keeps it.
    .target(name: "RxCocoa", dependencies: ["RxSwift", "RxRelay"]),
    // Every module of the library under one name.
    .target(
      name: "Reactive", dependencies: ["RxSwift", "RxRelay", "RxCocoa"],
      path: "Sources/ReExports/Reactive"),
    .target(name: "RxBlocking", dependencies: ["RxSwift"]),
    .target(name: "ReactiveTest", dependencies: ["RxSwift", "RxBlocking"]),
    .target(name: "RxTest", dependencies: ["ReactiveTest"], path: "Sources/ReExports/RxTest"),
    .target(name: "BoxOffice", dependencies: ["Reactive"]),
    // What the tests of every module share; it depends on nothing, so that Reactive's tests stay
    // free of BoxOffice.
    .target(name: "TestSupport"),
    .target(name: "BoxOfficeTestSupport", dependencies: ["BoxOffice", "TestSupport"]),
    .target(name: "BoxOfficeCLI", dependencies: ["BoxOffice", "Reactive"]),
    .executableTarget(name: "boxoffice-cli", dependencies: ["BoxOfficeCLI"]),
    .target(name: "AllocationCounter", cSettings: [.treatAllWarnings(as: .error)]),
    .executableTarget(name: "reactive-bench", dependencies: ["RxSwift", "AllocationCounter"]),
    .executableTarget(name: "trend-bench", dependencies: ["BoxOffice", "BoxOfficeTestSupport"]),
    .testTarget(
      name: "ReactiveTests",
      dependencies: [
        "Reactive", "ReactiveTest", "RxSwift", "RxRelay", "RxCocoa", "RxTest", "RxBlocking",
        "TestSupport",
      ]),
    .testTarget(name: "ReactiveDeprecatedTests", dependencies: ["Reactive", "ReactiveTest"]),
    .testTarget(name: "ReactiveBenchTests", dependencies: ["reactive-bench"]),
    .testTarget(
      name: "BoxOfficeTests",
      dependencies: [
        "BoxOffice", "BoxOfficeTestSupport", "Reactive", "ReactiveTest", "TestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "BoxOfficeCLITests",
      dependencies: [
        "BoxOfficeCLI", "boxoffice-cli", "BoxOffice", "BoxOfficeTestSupport", "Reactive",
        "ReactiveTest", "TestSupport",
      ],
      exclude: ["Fixtures", "Golden"]),
  ],
  swiftLanguageModes: [.v6]
)

// Every target is built with warnings as errors, whatever the command, tests included. The one
// exception is the tests of RxSwift 5's deprecated names, which must compile with their
// deprecation warnings; any other warning is an error there too. The C target says so itself:
// given to a Swift target, the C setting becomes a stray `-Xcc` in SwiftPM 6.3 when this package
// is a dependency (through a mirror of RxSwift's URL, say), which fails the build.
for target in package.targets {
  var settings: [SwiftSetting] = [.treatAllWarnings(as: .error)]
  if target.name == "ReactiveDeprecatedTests" {
    settings.append(.treatWarning("DeprecatedDeclaration", as: .warning))
  }
  target.swiftSettings = (target.swiftSettings ?? []) + settings
}
