// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "BoxOffice",
  products: [
    .library(name: "Reactive", targets: ["Reactive"]),
    .library(name: "ReactiveTest", targets: ["ReactiveTest"]),
    .executable(name: "reactive-bench", targets: ["reactive-bench"]),
  ],
  targets: [
    .target(name: "Reactive"),
    .target(name: "ReactiveTest", dependencies: ["Reactive"]),
    .target(name: "AllocationCounter"),
    .executableTarget(name: "reactive-bench", dependencies: ["Reactive", "AllocationCounter"]),
    .testTarget(name: "ReactiveTests", dependencies: ["Reactive", "ReactiveTest"]),
  ],
  swiftLanguageModes: [.v6]
)
