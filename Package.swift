// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "BoxOffice",
  products: [
    .library(name: "Reactive", targets: ["Reactive"]),
    .library(name: "ReactiveTest", targets: ["ReactiveTest"]),
    .library(name: "BoxOffice", targets: ["BoxOffice"]),
    .executable(name: "boxoffice-cli", targets: ["boxoffice-cli"]),
    .executable(name: "reactive-bench", targets: ["reactive-bench"]),
  ],
  targets: [
    .target(name: "Reactive"),
    .target(name: "ReactiveTest", dependencies: ["Reactive"]),
    .target(name: "BoxOffice", dependencies: ["Reactive"]),
    .target(name: "BoxOfficeTestSupport", dependencies: ["BoxOffice"]),
    .target(name: "BoxOfficeCLI", dependencies: ["BoxOffice", "Reactive"]),
    .executableTarget(name: "boxoffice-cli", dependencies: ["BoxOfficeCLI"]),
    .target(name: "AllocationCounter"),
    .executableTarget(name: "reactive-bench", dependencies: ["Reactive", "AllocationCounter"]),
    .testTarget(name: "ReactiveTests", dependencies: ["Reactive", "ReactiveTest"]),
    .testTarget(name: "ReactiveBenchTests", dependencies: ["reactive-bench"]),
    .testTarget(
      name: "BoxOfficeTests",
      dependencies: ["BoxOffice", "BoxOfficeTestSupport", "Reactive", "ReactiveTest"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "BoxOfficeCLITests",
      dependencies: [
        "BoxOfficeCLI", "boxoffice-cli", "BoxOffice", "BoxOfficeTestSupport", "Reactive",
        "ReactiveTest",
      ],
      exclude: ["Fixtures", "Golden"]),
  ],
  swiftLanguageModes: [.v6]
)
