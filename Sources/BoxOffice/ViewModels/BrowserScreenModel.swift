/// Everything the browser shows at one moment: the one screen model that
/// ``BrowserViewModel/Output/screen`` sends, which the terminal view draws whole.
public struct BrowserScreenModel: Equatable, Sendable {
  /// The terminal's size the screen was made for: the view lays the parts out in it.
  public var size: TerminalSize
  /// The header.
  public var header: BrowserHeader
  /// The chart's or the search's rows.
  public var list: BrowserList
  /// The details pane, when it is open.
  public var detailPane: BrowserDetailPane?
  /// The status line: what went wrong, or the keys that work here.
  public var status: String
  /// Whether anything is loading, which turns the header's spinner.
  public var isLoading: Bool
  /// The keys, while the help is shown over the list.
  public var help: [BrowserHelpEntry]?

  /// Creates a screen.
  public init(
    size: TerminalSize, header: BrowserHeader, list: BrowserList,
    detailPane: BrowserDetailPane? = nil, status: String = "", isLoading: Bool = false,
    help: [BrowserHelpEntry]? = nil
  ) {
    self.size = size
    self.header = header
    self.list = list
    self.detailPane = detailPane
    self.status = status
    self.isLoading = isLoading
    self.help = help
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
  /// 2025-W06`, its parts joined by ``ChartTitle/separator``.
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
