/// Where each part of the browser goes on a terminal of some size: the header on the first row,
/// the status line on the last, the list between them, and the details pane beside the list on a
/// wide terminal or below it on a narrow one. Below ``minimumSize`` there is no room for any of
/// it and the view says so (``isTooSmall``).
public struct BrowserLayout: Equatable, Sendable {
  /// The smallest terminal the browser draws in.
  public static let minimumSize = TerminalSize(columns: 40, rows: 10)
  /// The narrowest terminal with the details pane beside the list.
  public static let sideBySideColumns = 100

  /// The terminal's size.
  public var size: TerminalSize
  /// The header's row.
  public var header: BrowserRegion
  /// The chart's or the search's list, with its headings.
  public var list: BrowserRegion
  /// The details pane, when it is open.
  public var pane: BrowserRegion?
  /// The status line's row.
  public var status: BrowserRegion

  /// Whether the terminal is smaller than ``minimumSize``: the view then says so instead of
  /// showing the browser.
  public var isTooSmall: Bool {
    size.columns < Self.minimumSize.columns || size.rows < Self.minimumSize.rows
  }

  /// The layout of a terminal of `size`, with or without the details pane.
  ///
  /// - Parameters:
  ///   - size: The terminal's size.
  ///   - hasPane: Whether the details pane is open.
  public init(size: TerminalSize, hasPane: Bool) {
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

  /// Whether the pane is beside the list (rather than below it).
  public var isPaneBeside: Bool {
    pane.map { $0.top == list.top } ?? false
  }
}

/// A rectangle of terminal cells, rows and columns counted from 0.
public struct BrowserRegion: Equatable, Sendable {
  /// The first row.
  public var top: Int
  /// The first column.
  public var left: Int
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// Creates a region.
  ///
  /// - Parameters:
  ///   - top: The first row.
  ///   - left: The first column.
  ///   - width: The number of columns.
  ///   - height: The number of rows.
  public init(top: Int, left: Int, width: Int, height: Int) {
    self.top = top
    self.left = left
    self.width = width
    self.height = height
  }
}

/// The browser's header: the period's chart title and, at the right, a badge.
public struct BrowserHeader: Equatable, Sendable {
  /// What the badge says.
  public enum Badge: Equatable, Sendable {
    /// The chart of the period is loading (`loading…`).
    case loading
    /// The chart of the period could not be loaded (`failed`).
    case failed
    /// Where the figures come from, when that needs saying (`sample data`).
    case source(String)

    /// The badge's words.
    public var text: String {
      switch self {
      case .loading: "loading…"
      case .failed: "failed"
      case .source(let label): label
      }
    }
  }

  /// The chart's title, e.g. `Weekly box office (Mon–Sun) · 2025-02-03 – 2025-02-09 · ISO week
  /// 2025-W06`, its parts joined by ` · `.
  public var title: String
  /// The badge, if any.
  public var badge: Badge?

  /// Creates a header.
  public init(title: String, badge: Badge?) {
    self.title = title
    self.badge = badge
  }
}

/// The rows of a list that fit its region, and which one is selected.
public struct BrowserRows<Cell: Equatable & Sendable>: Equatable, Sendable {
  /// The rows on show, in order.
  public var cells: [Cell]
  /// The index in ``cells`` of the selected row, or `nil` when there is none.
  public var selectedIndex: Int?
  /// The index in the whole list of the first row on show.
  public var firstIndex: Int
  /// How many rows the whole list has.
  public var totalCount: Int

  /// Creates the rows on show.
  ///
  /// - Parameters:
  ///   - cells: The rows on show.
  ///   - selectedIndex: The selected row among them.
  ///   - firstIndex: The index of the first in the whole list.
  ///   - totalCount: How many rows the whole list has.
  public init(cells: [Cell], selectedIndex: Int?, firstIndex: Int, totalCount: Int) {
    self.cells = cells
    self.selectedIndex = selectedIndex
    self.firstIndex = firstIndex
    self.totalCount = totalCount
  }
}

/// What the browser's list shows: the chart, or the search.
public enum BrowserList: Equatable, Sendable {
  /// The chart's rows. `isStale` marks the rows of the previous period, kept on show while the
  /// chosen one loads; `message` replaces the rows when there are none.
  case chart(rows: BrowserRows<ChartRow>, isStale: Bool, message: String?)
  /// The search field and the films found. `message` replaces the rows when there are none.
  case search(text: String, rows: BrowserRows<MovieSearchRow>, message: String?)
}

/// The details pane: the film's title line and card sections, or what stands in their place.
public struct BrowserDetailPane: Equatable, Sendable {
  /// The film's title and subtitle joined by ` · `, or `""` until it has loaded.
  public var title: String
  /// The card's sections.
  public var sections: [MovieDetailsSection]
  /// `Loading…`, or why the film could not be shown; `nil` when the sections are there.
  public var message: String?

  /// Creates a pane.
  ///
  /// - Parameters:
  ///   - title: The title line.
  ///   - sections: The sections.
  ///   - message: What stands in place of the sections.
  public init(title: String, sections: [MovieDetailsSection], message: String?) {
    self.title = title
    self.sections = sections
    self.message = message
  }
}
