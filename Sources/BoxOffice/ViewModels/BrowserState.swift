/// Everything the browser shows at one moment, and how each key, resize and reply changes it.
///
/// A pure reducer, folded by ``BrowserViewModel`` in a feedback loop, with the chart, the search
/// and the details pane as the same reducers their own view models fold (``ChartLoad``,
/// ``MovieSearchState``, ``MovieDetailsState``). Three requests can be named by a state — the
/// chart's, the search's page, the pane's film — and the loop's effects load each with
/// `flatMapLatest`.
///
/// Time in the chart: the keys move ``period`` at once (the header follows), and the chart of a
/// period is asked for only when ``period`` has rested (``Event/periodSettled(_:)``, from a
/// `debounce`), so holding ← asks for the period the user stops on and no other. Until it arrives
/// the previous chart stays on show, marked stale. A refresh asks at once, past the cache.
struct BrowserState {
  /// What has the focus, and where the letters go.
  enum Focus: Equatable {
    case chart, search
  }

  /// What changes the browser.
  enum Event: Equatable {
    /// A key was pressed.
    case key(BrowserKey)
    /// The terminal has this size.
    case resize(TerminalSize)
    /// The period chosen has rested long enough to be loaded.
    case periodSettled(ChartPeriod)
    /// The chart's load changed.
    case chart(ChartLoad.Event)
    /// The search text has rested long enough to be searched.
    case searchTextSettled(String)
    /// A reply for the search.
    case search(MovieSearchState.Event)
    /// A reply for the details pane.
    case details(MovieDetailsState.Event)
  }

  /// A list's selection and the first row on show.
  struct ListPosition: Equatable {
    var selection = 0
    var top = 0

    /// Keeps the selection in a list of `count` rows, of which `visible` fit, and on show, with
    /// no empty rows below the last.
    mutating func scroll(count: Int, visible: Int) {
      let visible = max(1, visible)
      selection = max(0, min(count - 1, selection))
      top = min(top, selection)
      if selection >= top + visible { top = selection - visible + 1 }
      top = max(0, min(top, count - visible))
    }
  }

  /// What the browser is configured with.
  struct Configuration {
    var today: CalendarDate
    var filters: ChartFilters
    var sourceLabel: String?
    var emptyChartNote: String
    var minimumSearchLength: Int
    var searchPageSize: Int
    var prefetchesDetails: Bool
    var listRows: BrowserViewModel.ListRows
  }

  let configuration: Configuration
  var size: TerminalSize
  /// Whether the terminal's size is known: nothing is shown before.
  var isSized = false
  var focus = Focus.chart
  var isHelpShown = false
  var isDetailsOpen = false
  var exit: BrowserExit?
  /// A hint for the status line, until the next key.
  var notice: String?

  var period: ChartPeriod
  /// The kind the weekly keys return to: the part of the week chosen last.
  var weeklyKind = BoxOfficeChart.Kind.weekly
  /// The chart's load: the chart of the period chosen is asked for once the period has settled.
  var chart: ChartLoad
  var chartPosition = ListPosition()

  var details = MovieDetailsState()
  var searchText = ""
  var search: MovieSearchState
  var searchPosition = ListPosition()

  /// The browser at `period`, its chart already asked for.
  init(configuration: Configuration, period: ChartPeriod, size: TerminalSize) {
    self.configuration = configuration
    self.period = period
    self.size = size
    if period.kind != .daily { weeklyKind = period.kind }
    chart = ChartLoad().applying(.load(period.endpoint(filters: configuration.filters)))
    search = MovieSearchState(
      template: MovieSearchQuery(pageSize: configuration.searchPageSize),
      minimumLength: configuration.minimumSearchLength)
  }

  // MARK: - What the state shows

  /// Whether the chart of the period chosen is still to come.
  var isChartLoading: Bool {
    chart.loading.isLoading || (chart.loadedEndpoint != endpoint(period) && chartFailure == nil)
  }

  /// Whether anything is in flight, for the spinner.
  var isLoading: Bool {
    isChartLoading || details.loading.isLoading || search.loading.isLoading
  }

  /// How many rows of the focused list the view shows.
  var visibleRows: Int {
    rows(isSearching: focus == .search)
  }

  /// How many rows of the chart's or the search's list the view shows, at least one.
  private func rows(isSearching: Bool) -> Int {
    max(1, configuration.listRows(size, isSearching, isDetailsOpen))
  }

  /// The code of the film selected in the focused list.
  var selectedCode: String? {
    switch focus {
    case .chart:
      cells.indices.contains(chartPosition.selection)
        ? cells[chartPosition.selection].entry.movieCode : nil
    case .search:
      search.results.indices.contains(searchPosition.selection)
        ? search.results[searchPosition.selection].code : nil
    }
  }

  var header: BrowserHeader {
    let badge: BrowserHeader.Badge? =
      if isChartLoading {
        .loading
      } else if chartFailure != nil {
        .failed
      } else {
        configuration.sourceLabel.map(BrowserHeader.Badge.source)
      }
    return BrowserHeader(title: ChartTitle.text(for: period), badge: badge)
  }

  /// What the view shows.
  var screen: BrowserScreenModel {
    BrowserScreenModel(
      size: size, header: header, list: list, detailPane: detailPane, status: status,
      isLoading: isLoading, help: isHelpShown ? BrowserAction.help : nil)
  }

  var list: BrowserList {
    let visible = visibleRows
    switch focus {
    case .chart:
      let message: String? =
        if !cells.isEmpty { nil } else if chart.loaded == nil {
          chartFailure == nil ? "Loading the chart…" : "No chart to show."
        } else { configuration.emptyChartNote }
      return .chart(
        rows: Self.rows(cells, chartPosition, visible),
        isStale: chart.loaded != nil && chart.loadedEndpoint != endpoint(period),
        message: message)
    case .search:
      let cells = search.results.map(MovieSearchRow.init)
      let message: String? =
        if !cells.isEmpty { nil } else if search.text == nil {
          searchText.trimmingCharacters(in: .whitespaces).isEmpty
            ? "Type a title; Enter opens a film, Esc goes back."
            : "Type at least \(configuration.minimumSearchLength) characters."
        } else { MovieSearchViewModel.summary(search) }
      return .search(
        text: searchText, rows: Self.rows(cells, searchPosition, visible), message: message)
    }
  }

  var detailPane: BrowserDetailPane? {
    guard isDetailsOpen else { return nil }
    // A failed film has no details.
    guard let film = details.details else {
      let message = details.loading.failure?.description ?? "Loading…"
      return BrowserDetailPane(title: "", sections: [], message: message)
    }
    let card = MovieDetailsCard(details: film)
    return BrowserDetailPane(title: card.titleLine, sections: card.sections, message: nil)
  }

  var status: String {
    if let notice { return notice }
    switch focus {
    case .chart:
      if let chartFailure {
        return "The chart could not be loaded: \(chartFailure.description) Press r to try again."
      }
      if isDetailsOpen, let failure = details.loading.failure {
        return "The film could not be loaded: \(failure.description) Press r to try again."
      }
      return isDetailsOpen
        ? "↑↓ next film · Esc close · r reload · ? keys · q quit"
        : "↑↓ move · Enter details · ←→ period · d w p kind · / search · r reload · ? keys · q quit"
    case .search:
      let summary = search.text == nil ? "" : MovieSearchViewModel.summary(search) + " · "
      return summary + (isDetailsOpen ? "Esc closes the details" : "Enter opens · Esc goes back")
    }
  }

  private static func rows<Cell>(_ cells: [Cell], _ position: ListPosition, _ visible: Int)
    -> BrowserRows<Cell>
  {
    let shown = Array(cells.dropFirst(position.top).prefix(visible))
    return BrowserRows(
      cells: shown, selectedIndex: shown.isEmpty ? nil : position.selection - position.top,
      firstIndex: position.top, totalCount: cells.count)
  }

  // MARK: - Events

  /// The state after `event`.
  func applying(_ event: Event) -> BrowserState {
    var next = self
    switch event {
    case .key(let key):
      next.notice = nil
      if let action = BrowserAction.action(
        for: key, isSearching: focus == .search, isHelpShown: isHelpShown)
      {
        next.perform(action)
      }
    case .resize(let size):
      next.size = size
      next.isSized = true
      next.reposition()
    case .periodSettled(let settled):
      next.settle(settled)
    case .chart(let event):
      next.chart = chart.applying(event)
      if next.chart.loading.change == .loaded { next.showLoadedChart(after: self) }
    case .searchTextSettled(let text):
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard focus == .search, trimmed != search.text else { return next }
      next.search = search.applying(.query(trimmed))
      next.searchPosition = ListPosition()
      next.closeDetails()
    case .search(let reply):
      next.search = search.applying(reply)
      next.reposition()
    case .details(let reply):
      next.details = details.applying(reply)
    }
    return next
  }

  private mutating func perform(_ action: BrowserAction) {
    switch action {
    case .moveUp: move { $0 - 1 }
    case .moveDown: move { $0 + 1 }
    case .pageUp: move { [visibleRows] in $0 - visibleRows }
    case .pageDown: move { [visibleRows] in $0 + visibleRows }
    case .moveToFirst: move { _ in 0 }
    case .moveToLast: move { _ in .max }
    case .open:
      guard let code = selectedCode else {
        notice = "There is no film to open."
        return
      }
      isDetailsOpen = true
      details = details.applying(.show(code))
      reposition()
    case .back:
      if isDetailsOpen {
        closeDetails()
      } else if focus == .search {
        clearSearch(focusing: .chart)
      }
    case .previousPeriod: choose(period.previous)
    case .nextPeriod:
      guard period.next.hasEnded(today: configuration.today) else {
        notice = "KOBIS has no later figures yet: this is the latest \(period.kind.unit)."
        return
      }
      choose(period.next)
    case .showDaily:
      if period.kind != .daily { choose(period.switching(to: .daily, today: configuration.today)) }
    case .showWeekly:
      if period.kind == .daily {
        choose(period.switching(to: weeklyKind, today: configuration.today))
      }
    case .cyclePartOfWeek:
      let parts: [BoxOfficeChart.Kind] = [.weekly, .weekend, .weekdays]
      let kind = parts.firstIndex(of: period.kind).map { parts[($0 + 1) % parts.count] }
      choose(period.switching(to: kind ?? weeklyKind, today: configuration.today))
    case .startSearch:
      closeDetails()
      clearSearch(focusing: .search)
    case .type(let character):
      guard searchText.count < 60 else { return }
      searchText.append(character)
    case .deleteBackward:
      if searchText.isEmpty {
        if isDetailsOpen { closeDetails() } else { clearSearch(focusing: .chart) }
      } else {
        searchText.removeLast()
      }
    case .refresh:
      chart = chart.applying(.load(endpoint(period), .reloadIgnoringCache))
      if isDetailsOpen { details = details.applying(.reload) }
    case .toggleHelp:
      isHelpShown.toggle()
    case .quit:
      exit = .quit
    case .interrupt:
      exit = .interrupted
    }
  }

  /// Moves the selection of the focused list to `target(selection)`; the details pane follows,
  /// and reaching the last search result loads the next page.
  private mutating func move(_ target: (Int) -> Int) {
    switch focus {
    case .chart:
      chartPosition.selection = target(chartPosition.selection)
      chartPosition.scroll(count: cells.count, visible: visibleRows)
    case .search:
      searchPosition.selection = target(searchPosition.selection)
      searchPosition.scroll(count: search.results.count, visible: visibleRows)
      if searchPosition.selection == search.results.count - 1 {
        search = search.applying(.loadMore)
      }
    }
    if isDetailsOpen || configuration.prefetchesDetails, let code = selectedCode {
      details = details.applying(.show(code))
    }
  }

  /// Chooses `period`: the header follows at once, the chart once the period settles.
  private mutating func choose(_ period: ChartPeriod) {
    self.period = period
    if period.kind != .daily { weeklyKind = period.kind }
  }

  private mutating func settle(_ settled: ChartPeriod) {
    let endpoint = endpoint(settled)
    guard settled == period, chart.loading.request?.query != endpoint else { return }
    if chart.loadedEndpoint == endpoint && chartFailure == nil {
      chart = chart.applying(.cancel)
      return
    }
    chart = chart.applying(.load(endpoint))
  }

  /// Shows the chart just loaded, keeping the film selected in `previous` selected where it is
  /// still in the chart, and the details pane on the selection.
  private mutating func showLoadedChart(after previous: BrowserState) {
    let selected =
      previous.cells.indices.contains(chartPosition.selection)
      ? previous.cells[chartPosition.selection].entry.movieCode : nil
    if let selected, let index = cells.firstIndex(where: { $0.entry.movieCode == selected }) {
      chartPosition.selection = index
    }
    reposition()
    if isDetailsOpen, focus == .chart {
      if let code = selectedCode { details = details.applying(.show(code)) } else { closeDetails() }
    }
  }

  /// The rows of the chart on show.
  var cells: [ChartRow] { chart.loaded?.cells ?? [] }

  /// The failure of the chart of the period chosen, if its latest load failed.
  var chartFailure: BoxOfficeError? {
    chart.loading.latest?.query == endpoint(period) ? chart.loading.failure : nil
  }

  /// What the chart of `period` is asked for with.
  private func endpoint(_ period: ChartPeriod) -> BoxOfficeEndpoint {
    period.endpoint(filters: configuration.filters)
  }

  private mutating func closeDetails() {
    isDetailsOpen = false
    details = details.applying(.show(nil))
  }

  /// Empties the search and gives `focus` the focus; back in the chart, its selection is put
  /// back on show.
  private mutating func clearSearch(focusing focus: Focus) {
    self.focus = focus
    searchText = ""
    search = search.applying(.clear)
    searchPosition = ListPosition()
    if focus == .chart { reposition() }
  }

  /// Keeps both lists' selections on show after their rows or room changed.
  private mutating func reposition() {
    chartPosition.scroll(count: cells.count, visible: rows(isSearching: false))
    searchPosition.scroll(count: search.results.count, visible: rows(isSearching: true))
  }
}
