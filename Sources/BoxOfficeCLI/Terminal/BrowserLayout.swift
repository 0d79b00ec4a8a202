import BoxOffice

/// Where each part of the browser goes on a terminal of some size: the header on the first row,
/// the status line on the last, the list between them, and the details pane beside the list on a
/// wide terminal or below it on a narrow one. Below ``minimumSize`` there is no room for any of
/// it and the frame says so (``isTooSmall``).
///
/// The view's alone: the view model pages its lists by ``listRows(size:isSearching:hasPane:)``,
/// which it is given, and knows nothing of regions or widths.
struct BrowserLayout: Equatable {
  /// The smallest terminal the browser draws in.
  static let minimumSize = TerminalSize(columns: 40, rows: 10)
  /// The narrowest terminal with the details pane beside the list.
  static let sideBySideColumns = 100

  let size: TerminalSize
  let header: BrowserRegion
  /// The chart's or the search's list, with its headings.
  let list: BrowserRegion
  /// The details pane, when it is open.
  let pane: BrowserRegion?
  let status: BrowserRegion

  /// Whether the terminal is smaller than ``minimumSize``: the frame then says so instead of
  /// showing the browser.
  var isTooSmall: Bool {
    size.columns < Self.minimumSize.columns || size.rows < Self.minimumSize.rows
  }

  /// Whether the pane is beside the list (rather than below it).
  var isPaneBeside: Bool {
    pane.map { $0.top == list.top } ?? false
  }

  /// The layout of a terminal of `size`, with or without the details pane.
  init(size: TerminalSize, hasPane: Bool) {
    self.size = size
    let width = max(1, size.columns)
    let body = max(1, size.rows - 2)
    header = BrowserRegion(top: 0, left: 0, width: width, height: 1)
    status = BrowserRegion(top: max(1, size.rows - 1), left: 0, width: width, height: 1)
    guard hasPane else {
      list = BrowserRegion(top: 1, left: 0, width: width, height: body)
      pane = nil
      return
    }
    if width >= Self.sideBySideColumns {
      let paneWidth = min(64, max(36, width * 2 / 5))
      list = BrowserRegion(top: 1, left: 0, width: width - paneWidth - 1, height: body)
      pane = BrowserRegion(top: 1, left: width - paneWidth, width: paneWidth, height: body)
    } else {
      let listHeight = max(3, (body - 1) / 2)
      list = BrowserRegion(top: 1, left: 0, width: width, height: listHeight)
      pane = BrowserRegion(
        top: 2 + listHeight, left: 0, width: width, height: max(1, body - listHeight - 1))
    }
  }

  /// How many rows of films the list shows: its region less the headings, and the search field
  /// in the search.
  static func listRows(size: TerminalSize, isSearching: Bool, hasPane: Bool) -> Int {
    BrowserLayout(size: size, hasPane: hasPane).list.height - (isSearching ? 2 : 1)
  }
}

/// A rectangle of terminal cells, rows and columns counted from 0.
struct BrowserRegion: Equatable {
  var top: Int
  var left: Int
  var width: Int
  var height: Int
}
