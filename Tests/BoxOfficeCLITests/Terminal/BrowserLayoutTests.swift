import BoxOffice
import XCTest

@testable import BoxOfficeCLI

/// The browser's layout: the pane beside the list on a wide terminal, below it on a narrow one,
/// and the message of a terminal too small; the rows the view model pages by follow it.
final class BrowserLayoutTests: XCTestCase {
  func testThePaneGoesBesideOnAWideTerminalBelowOnANarrowOneAndTooSmallSaysSo() {
    let wide = BrowserLayout(size: TerminalSize(columns: 120, rows: 30), hasPane: true)
    XCTAssertFalse(wide.isTooSmall)
    XCTAssertEqual(wide.list, BrowserRegion(top: 1, left: 0, width: 71, height: 28))
    XCTAssertEqual(wide.pane, BrowserRegion(top: 1, left: 72, width: 48, height: 28))
    XCTAssertTrue(wide.isPaneBeside)
    let narrow = BrowserLayout(size: TerminalSize(columns: 80, rows: 24), hasPane: true)
    XCTAssertEqual(narrow.list, BrowserRegion(top: 1, left: 0, width: 80, height: 10))
    XCTAssertEqual(narrow.pane, BrowserRegion(top: 12, left: 0, width: 80, height: 11))
    XCTAssertFalse(narrow.isPaneBeside)
    let closed = BrowserLayout(size: TerminalSize(columns: 80, rows: 24), hasPane: false)
    XCTAssertEqual(closed.list, BrowserRegion(top: 1, left: 0, width: 80, height: 22))
    XCTAssertNil(closed.pane)
    XCTAssertTrue(
      BrowserLayout(size: TerminalSize(columns: 30, rows: 8), hasPane: false).isTooSmall)
  }

  func testTheListsShowTheirRegionLessTheHeadingsAndTheSearchField() {
    let size = TerminalSize(columns: 80, rows: 24)
    XCTAssertEqual(BrowserLayout.listRows(size: size, isSearching: false, hasPane: false), 21)
    XCTAssertEqual(BrowserLayout.listRows(size: size, isSearching: true, hasPane: false), 20)
    XCTAssertEqual(BrowserLayout.listRows(size: size, isSearching: false, hasPane: true), 9)
    XCTAssertEqual(BrowserLayout.listRows(size: size, isSearching: true, hasPane: true), 8)
  }

  func testTheTestsOfTheViewModelPageAsTheBrowserLaysOut() {
    for columns in [40, 99, 100, 160] {
      for rows in [10, 11, 24, 50] {
        for (isSearching, hasPane) in [(false, false), (true, false), (false, true), (true, true)] {
          let size = TerminalSize(columns: columns, rows: rows)
          XCTAssertEqual(
            BrowserLayout.listRows(size: size, isSearching: isSearching, hasPane: hasPane),
            Self.harnessRows(size, isSearching, hasPane), "\(size) \(isSearching) \(hasPane)")
        }
      }
    }
  }

  /// The rows the view model's tests page by (`BrowserHarness.listRows`), written out again here
  /// where the layout is, so that the two cannot drift apart.
  private static func harnessRows(_ size: TerminalSize, _ isSearching: Bool, _ hasPane: Bool)
    -> Int
  {
    let body = max(1, size.rows - 2)
    let list = hasPane && size.columns < 100 ? max(3, (body - 1) / 2) : body
    return list - (isSearching ? 2 : 1)
  }
}
