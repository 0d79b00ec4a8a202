import XCTest

@testable import BoxOfficeCLI

/// Styles become SGR sequences only when colors are on.
final class PaletteTests: XCTestCase {
  func testEachStyleHasItsSequence() {
    let palette = Palette(isEnabled: true)
    XCTAssertEqual(palette.paint("NEW", .newEntry), "\u{1B}[1;33mNEW\u{1B}[0m")
    XCTAssertEqual(palette.paint("T", .heading), "\u{1B}[1mT\u{1B}[0m")
    XCTAssertEqual(palette.paint("#", .muted), "\u{1B}[2m#\u{1B}[0m")
    XCTAssertEqual(palette.paint("▲1", .rise), "\u{1B}[32m▲1\u{1B}[0m")
    XCTAssertEqual(palette.paint("▼1", .fall), "\u{1B}[31m▼1\u{1B}[0m")
  }

  func testNoStyleNoTextOrNoColorLeaveTheTextAlone() {
    XCTAssertEqual(Palette(isEnabled: true).paint("x", nil), "x")
    XCTAssertEqual(Palette(isEnabled: true).paint("", .heading), "")
    XCTAssertEqual(Palette.plain.paint("x", .newEntry), "x")
  }
}
