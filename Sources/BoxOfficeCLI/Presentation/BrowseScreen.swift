import BoxOffice

/// The browser's screen model with every text from the feed cleaned for a terminal, once, as it
/// arrives (``DisplayText``); ``BrowseRenderer`` draws it.
struct BrowseScreen: Equatable {
  /// The screen model, cleaned.
  let model: BrowserScreenModel

  /// `model` with every text cleaned: the header, the rows, the search text, the messages, the
  /// details pane and the status line.
  init(_ model: BrowserScreenModel) {
    var model = model
    model.header.title = model.header.title.displayed
    if case .source(let label)? = model.header.badge {
      model.header.badge = .source(label.displayed)
    }
    switch model.list {
    case .chart(var rows, let isStale, let message):
      rows.cells = rows.cells.map { ChartRow(entry: $0.entry.displayed) }
      model.list = .chart(rows: rows, isStale: isStale, message: message?.displayed)
    case .search(let text, var rows, let message):
      rows.cells = rows.cells.map { MovieSearchRow(movie: $0.movie.displayed) }
      model.list = .search(text: text.displayed, rows: rows, message: message?.displayed)
    }
    model.detailPane = model.detailPane.map { pane in
      BrowserDetailPane(
        title: pane.title.displayed, sections: pane.sections.map(\.displayed),
        message: pane.message?.displayed)
    }
    model.status = model.status.displayed
    self.model = model
  }
}
