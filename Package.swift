// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "BoxOffice",
  products: [
    .library(name: "Reactive", targets: ["Reactive"]),
    .library(name: "ReactiveTest", targets: ["ReactiveTest"]),
    .library(name: "BoxOffice", targets: ["BoxOffice"]),
    .executable(name: "boxoffice-cli", targets: ["boxoffice-cli"]),
    .executable(name: "reactive-bench", targets: ["reactive-bench"]),
    .executable(name: "trend-bench", targets: ["trend-bench"]),
  ],
  targets: [
    .target(name: "Reactive"),
    .target(name: "ReactiveTest", dependencies: ["Reactive"]),
    .target(name: "BoxOffice", dependencies: ["Reactive"]),
    // What the tests of every module share; it depends on nothing, so that Reactive's tests stay
    // free of BoxOffice.
    .target(name: "TestSupport"),
    .target(name: "BoxOfficeTestSupport", dependencies: ["BoxOffice", "TestSupport"]),
    .target(name: "BoxOfficeCLI", dependencies: ["BoxOffice", "Reactive"]),
    .executableTarget(name: "boxoffice-cli", dependencies: ["BoxOfficeCLI"]),
    .target(name: "AllocationCounter"),
    .executableTarget(name: "reactive-bench", dependencies: ["Reactive", "AllocationCounter"]),
    .executableTarget(name: "trend-bench", dependencies: ["BoxOffice", "BoxOfficeTestSupport"]),
    .testTarget(
      name: "ReactiveTests", dependencies: ["Reactive", "ReactiveTest", "TestSupport"]),
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
// deprecation warnings; any other warning is an error there too.
for target in package.targets {
  var settings: [SwiftSetting] = [.treatAllWarnings(as: .error)]
  if target.name == "ReactiveDeprecatedTests" {
    settings.append(.treatWarning("DeprecatedDeclaration", as: .warning))
  }
  target.swiftSettings = (target.swiftSettings ?? []) + settings
  target.cSettings = (target.cSettings ?? []) + [.treatAllWarnings(as: .error)]
}
