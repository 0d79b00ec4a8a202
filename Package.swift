// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "BoxOffice",
  products: [
    .library(name: "Reactive", targets: ["Reactive"]),
    .library(name: "ReactiveTest", targets: ["ReactiveTest"]),
  ],
  targets: [
    .target(name: "Reactive"),
    .target(name: "ReactiveTest", dependencies: ["Reactive"]),
    .testTarget(name: "ReactiveTests", dependencies: ["Reactive", "ReactiveTest"]),
  ],
  swiftLanguageModes: [.v6]
)
