import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

/// A browser view model in virtual time (one tick a millisecond) with a scripted client: charts,
/// films and searches answer after the delays a test chooses, and every request is written down
/// with its time. Outputs are recorded from 200 as text, so that expectations read like the
/// screen.
final class BrowserHarness {
  /// One request the client received.
  struct Call: Equatable, CustomStringConvertible {
    var what: String
    var time: TestTime
    var description: String { "\(time) \(what)" }
  }

  /// How a service answers: after `delay` ticks, with a value or an error.
  enum Reply<Value> {
    case value(Value, after: TestTime)
    case failure(BoxOfficeError, after: TestTime)
    case never
  }

  let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
  private let recorded = LockedValue<[Call]>([])
  /// The subscriptions to each reply, by request.
  private(set) var subscriptions: [String: [Subscription]] = [:]

  var chartReply: (ChartPeriod, CachePolicy) -> Reply<BoxOfficeChart> = { period, _ in
    .value(BrowserHarness.chart(period, films: 3), after: 10)
  }
  var detailsReply: (String) -> Reply<MovieDetails> = { code in
    .value(MovieDetails(code: code, title: "영화 \(code)", productionYear: 2024), after: 10)
  }
  var searchReply: (MovieSearchQuery) -> Reply<MovieSearchPage> = { query in
    .value(MovieSearchPage(totalCount: 0, movies: []), after: 10)
  }

  var calls: [Call] {
    recorded.value
  }

  /// The calls made to one service: `chart`, `film` or `search`.
  func calls(_ service: String) -> [Call] {
    calls.filter { $0.what.hasPrefix(service) }
  }

  private func answer<Value>(_ what: String, _ reply: Reply<Value>) -> Single<Value> {
    recorded.withLock { $0.append(Call(what: what, time: scheduler.clock)) }
    let events: [Recorded<Event<Value>>]
    switch reply {
    case .value(let value, let delay): events = [.next(delay, value), .completed(delay)]
    case .failure(let error, let delay): events = [.error(delay, error)]
    case .never: events = []
    }
    let observable = scheduler.createColdObservable(events)
    // The subscriptions are read after the run, through a twin that records them.
    return observable.asObservable().do(
      onSubscribe: { [unowned self] in
        self.subscriptions[what, default: []].append(Subscription(scheduler.clock))
      },
      onDispose: { [unowned self] in
        if var list = subscriptions[what], let last = list.popLast() {
          list.append(Subscription(last.subscribe, scheduler.clock))
          subscriptions[what] = list
        }
      }
    ).asSingle()
  }

  var client: BoxOfficeClient {
    // Safe: virtual-time tests run on the test's thread only.
    nonisolated(unsafe) let harness = self
    return BoxOfficeClient(
      chart: { endpoint, policy in
        let period = ChartPeriod(endpoint)
        let suffix = policy == .reloadIgnoringCache ? " reload" : ""
        return harness.answer("chart \(period)\(suffix)", harness.chartReply(period, policy))
      },
      movieList: { query, policy in
        harness.answer("search \(query.title ?? "-") p\(query.page)", harness.searchReply(query))
      },
      movieInfo: { code, policy in
        let suffix = policy == .reloadIgnoringCache ? " reload" : ""
        return harness.answer("film \(code)\(suffix)", harness.detailsReply(code))
      })
  }

  // MARK: - Running

  /// How many rows the lists show, as `boxoffice-cli browse` lays them out: the terminal less the
  /// header, the status line and the headings (and the search field); with the pane open on a
  /// terminal narrower than 100 columns, the list's half.
  static let listRows: BrowserViewModel.ListRows = { size, isSearching, hasPane in
    let body = max(1, size.rows - 2)
    let list = hasPane && size.columns < 100 ? max(3, (body - 1) / 2) : body
    return list - (isSearching ? 2 : 1)
  }

  struct Outputs {
    let size: TestableObserver<TerminalSize>
    let header: TestableObserver<String>
    let list: TestableObserver<[String]>
    let pane: TestableObserver<[String]>
    let status: TestableObserver<String>
    let isLoading: TestableObserver<Bool>
    let help: TestableObserver<Int>
    let exit: TestableObserver<BrowserExit>
  }

  /// Runs a browser that starts at `start`, fed `keys` (and `sizes` after the first), until
  /// `end`.
  func run(
    start: ChartPeriod, today: CalendarDate, keys: [Recorded<Event<BrowserKey>>],
    size: TerminalSize = TerminalSize(columns: 80, rows: 12),
    resizes: [Recorded<Event<TerminalSize>>] = [], end: TestTime = 10_000,
    sourceLabel: String? = nil, prefetchesDetails: Bool = false
  ) -> Outputs {
    let output = BrowserViewModel(
      client: client, start: start, today: today, listRows: Self.listRows, scheduler: scheduler,
      sourceLabel: sourceLabel,
      prefetchesDetails: prefetchesDetails
    ).transform(
      input: .init(
        keys: scheduler.createHotObservable(keys).asObservable(),
        size: Observable.just(size).concat(scheduler.createHotObservable(resizes))))
    func part<Value: Equatable>(_ value: @escaping (BrowserScreenModel) -> Value) -> Driver<Value> {
      output.screen.map(value).distinctUntilChanged()
    }
    let outputs = Outputs(
      size: scheduler.record(part(\.size), disposed: end),
      header: scheduler.record(
        part { [$0.header.title, $0.header.badge?.text].compactMap { $0 } }
          .map { $0.joined(separator: " | ") },
        disposed: end),
      list: scheduler.record(part(\.list).map(Self.describe), disposed: end),
      pane: scheduler.record(part(\.detailPane).map(Self.describe), disposed: end),
      status: scheduler.record(part(\.status), disposed: end),
      isLoading: scheduler.record(part(\.isLoading), disposed: end),
      help: scheduler.record(part { $0.help?.count ?? 0 }, disposed: end),
      exit: scheduler.record(output.exit, disposed: end))
    scheduler.start()
    return outputs
  }

  // MARK: - Text forms

  /// A list as lines: the search field, then one line per row on show (`>` marks the
  /// selection), `(stale)` for a previous period's rows, or the message.
  static func describe(_ list: BrowserList) -> [String] {
    func lines<Cell>(_ rows: BrowserRows<Cell>, _ text: (Cell) -> String) -> [String] {
      rows.cells.enumerated().map { index, cell in
        (index == rows.selectedIndex ? "> " : "  ") + text(cell)
      }
    }
    switch list {
    case .chart(let rows, let isStale, let message):
      return (isStale ? ["(stale)"] : []) + (message.map { [$0] } ?? [])
        + lines(rows) { "\($0.rank) \($0.title)" }
    case .search(let text, let rows, let message):
      return ["/\(text)"] + (message.map { [$0] } ?? []) + lines(rows) { "\($0.code) \($0.title)" }
    }
  }

  /// A pane as lines: closed, or its message, or its title and section titles.
  static func describe(_ pane: BrowserDetailPane?) -> [String] {
    guard let pane else { return ["closed"] }
    if let message = pane.message { return [message] }
    return [pane.title] + pane.sections.map(\.title)
  }

  /// A chart of `period` with `films` films, `F1`… titled by the period's first day.
  static func chart(_ period: ChartPeriod, films: Int) -> BoxOfficeChart {
    BoxOfficeChart(
      period: period,
      entries: (0..<films).map { index in
        BoxOfficeEntry(
          rank: index + 1, rankChange: 0, isNew: false, movieCode: "C\(index + 1)",
          title: "\(period.firstDay.month)/\(period.firstDay.day) 영화 \(index + 1)",
          openingDate: nil,
          revenue: 0, revenueShare: 0, revenueChange: 0, revenueChangeRate: 0,
          cumulativeRevenue: 0, audience: Int64(1000 - index), audienceChange: 0,
          audienceChangeRate: 0, cumulativeAudience: 0, screens: 0, showings: 0)
      })
  }
}
