/// Everything the browser shows at one moment: the one screen model that
/// ``BrowserViewModel/Output/screen`` sends, which the terminal view draws whole.
public struct BrowserScreenModel: Equatable, Sendable {
  /// Where each part goes on the terminal.
  public var layout: BrowserLayout
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
    layout: BrowserLayout, header: BrowserHeader, list: BrowserList,
    detailPane: BrowserDetailPane? = nil, status: String = "", isLoading: Bool = false,
    help: [BrowserHelpEntry]? = nil
  ) {
    self.layout = layout
    self.header = header
    self.list = list
    self.detailPane = detailPane
    self.status = status
    self.isLoading = isLoading
    self.help = help
  }
}
