import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import ReactiveTest
import XCTest

/// The chart view model in virtual time: every output's complete sequence. `loading` turns true at
/// a query's (or refresh's) own time; the client is subscribed one tick later (on the view model's
/// scheduler, here the test scheduler), and the scripted replies answer 30 ticks after that.
final class BoxOfficeChartViewModelTests: BoxOfficeTestCase {
  private let weekend = BoxOfficeEndpoint.weekly(
    WeeklyQuery(date: day("20241222"), period: .weekend))
  private let weekendTitle =
    "Weekend box office (Fri–Sun) · 2024-12-20 – 2024-12-22 · ISO week 2024-W51"
  private let daily = BoxOfficeEndpoint.daily(DailyQuery(date: day("20241225")))
  private let dailyTitle = "Daily box office · 2024-12-25 (Wed)"

  override func setUp() {
    super.setUp()
    drainMainQueue()
  }

  private func chart(_ name: String) throws -> BoxOfficeChart {
    try BoxOfficeChart(decoding: FixtureLibrary.project(name))
  }

  private func weekendChart() throws -> BoxOfficeChart {
    var chart = try chart("weekly-202451-weekGb0")
    chart.kind = .weekend
    chart.firstDay = day("20241220")
    return chart
  }

  private let weekendRows = [
    "1 | ▲1 | 소방관 | 2024-12-04 | 443,210 | 2,201,345 | 38.7%",
    "2 | NEW | 무파사: 라이온 킹 | 2024-12-18 | 389,001 | 401,223 | 34.4% | new",
    "3 | ▼2 | 모아나 2 | 2024-11-27 | 121,044 | 3,233,012 | 10.8%",
    "4 | NEW | 미공개 시사회 「특별 상영」 | - | 2,050 | 2,050 | 0.2% | new",
  ]

  private let dailyRows = [
    "1 | – | 하얼빈 | 2024-12-24 | 210,045 | 9,007,199,254,740,993 | 55.1%",
    "2 | NEW | 크리스마스 특별전 | - | 64 | 64 | 0.0% | new",
  ]

  /// One run of a view model in virtual time: what it sent, and what its inputs and client saw.
  private struct Run {
    let res: RecordedOutputs
    let client: ScriptedClient
    let query: TestableObservable<BoxOfficeEndpoint>
    let refresh: TestableObservable<Void>
  }

  /// Runs a view model whose client answers with `replies`, fed the hot `query` and `refresh`
  /// events, with its outputs bound from 200 to `disposed`.
  private func run(
    _ scheduler: TestScheduler, replies: [TestableObservable<BoxOfficeChart>],
    query: [Recorded<Event<BoxOfficeEndpoint>>], refresh: [Recorded<Event<Void>>] = [],
    disposed: TestTime = 1000
  ) -> Run {
    let client = ScriptedClient(scheduler, replies: replies)
    let query = scheduler.createHotObservable(query)
    let refresh = scheduler.createHotObservable(refresh)
    let viewModel = BoxOfficeChartViewModel(client: client.value, scheduler: scheduler)
    let output = viewModel.transform(
      input: .init(query: query.asObservable(), refresh: refresh.asObservable()))
    let res = RecordedOutputs(output, on: scheduler, disposed: disposed)
    scheduler.start()
    return Run(res: res, client: client, query: query, refresh: refresh)
  }

  func testASuccessfulLoadSendsLoadingTitleCellsAndChart() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let chart = try weekendChart()
    let run = run(
      scheduler, replies: [scheduler.createColdObservable([.next(30, chart), .completed(30)])],
      query: [.next(210, weekend)])
    let (res, client) = (run.res, run.client)

    XCTAssertEqual(res.loading.events, [.next(200, false), .next(210, true), .next(241, false)])
    XCTAssertEqual(res.title.events, [.next(210, weekendTitle)])
    XCTAssertEqual(res.cells.events, [.next(241, weekendRows)])
    XCTAssertEqual(res.chart.events, [.next(241, chart)])
    XCTAssertEqual(res.errors.events, [])
    XCTAssertEqual(res.outcome.events, [.next(241, .success([weekendTitle] + weekendRows))])
    XCTAssertEqual(client.calls, [ClientCall(endpoint: weekend, cachePolicy: .useCache, time: 210)])
    XCTAssertEqual(client.replies[0].subscriptions, [Subscription(211, 242)])
    XCTAssertEqual(run.query.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(run.refresh.subscriptions, [Subscription(200, 1000)])
  }

  func testANewQueryCancelsTheLoadInFlight() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let run = run(
      scheduler,
      replies: [
        scheduler.createColdObservable([.next(30, try weekendChart()), .completed(30)]),
        scheduler.createColdObservable([.next(30, try chart("daily-20241225")), .completed(30)]),
      ],
      query: [.next(210, weekend), .next(220, daily)])
    let (res, client) = (run.res, run.client)

    XCTAssertEqual(res.loading.events, [.next(200, false), .next(210, true), .next(251, false)])
    XCTAssertEqual(res.title.events, [.next(210, weekendTitle), .next(220, dailyTitle)])
    XCTAssertEqual(res.cells.events, [.next(251, dailyRows)])
    XCTAssertEqual(res.chart.events, [.next(251, try chart("daily-20241225"))])
    XCTAssertEqual(res.errors.events, [])
    XCTAssertEqual(res.outcome.events, [.next(251, .success([dailyTitle] + dailyRows))])
    XCTAssertEqual(
      client.calls,
      [
        ClientCall(endpoint: weekend, cachePolicy: .useCache, time: 210),
        ClientCall(endpoint: daily, cachePolicy: .useCache, time: 220),
      ])
    XCTAssertEqual(client.replies[0].subscriptions, [Subscription(211, 221)])
    XCTAssertEqual(client.replies[1].subscriptions, [Subscription(221, 252)])
  }

  func testAnErrorIsReportedAndTheNextRefreshLoads() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let chart = try chart("daily-20241225")
    let run = run(
      scheduler,
      replies: [
        scheduler.createColdObservable([.error(30, BoxOfficeError.httpStatus(503))]),
        scheduler.createColdObservable([.next(30, chart), .completed(30)]),
      ],
      query: [.next(210, daily)], refresh: [.next(300, ())])
    let (res, client) = (run.res, run.client)

    XCTAssertEqual(
      res.loading.events,
      [.next(200, false), .next(210, true), .next(241, false), .next(300, true), .next(331, false)])
    XCTAssertEqual(res.title.events, [.next(210, dailyTitle)])
    XCTAssertEqual(res.errors.events, [.next(241, BoxOfficeError.httpStatus(503))])
    XCTAssertEqual(res.cells.events, [.next(331, dailyRows)])
    XCTAssertEqual(res.chart.events, [.next(331, chart)])
    XCTAssertEqual(
      res.outcome.events,
      [.next(241, .failure(.httpStatus(503))), .next(331, .success([dailyTitle] + dailyRows))])
    XCTAssertEqual(
      client.calls,
      [
        ClientCall(endpoint: daily, cachePolicy: .useCache, time: 210),
        ClientCall(endpoint: daily, cachePolicy: .reloadIgnoringCache, time: 300),
      ])
    XCTAssertEqual(client.replies[0].subscriptions, [Subscription(211, 242)])
    XCTAssertEqual(client.replies[1].subscriptions, [Subscription(301, 332)])
    XCTAssertEqual(run.refresh.subscriptions, [Subscription(200, 1000)])
  }

  func testEveryLoadedChartIsSentEvenWhenItIsTheSameAndErrorsRepeat() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let chart = try chart("daily-20241225")
    let run = run(
      scheduler,
      replies: [
        scheduler.createColdObservable([.next(30, chart), .completed(30)]),
        scheduler.createColdObservable([.next(30, chart), .completed(30)]),
        scheduler.createColdObservable([.error(10, BoxOfficeError.timedOut(seconds: 10))]),
        scheduler.createColdObservable([.error(10, BoxOfficeError.timedOut(seconds: 10))]),
      ],
      query: [.next(210, daily)],
      refresh: [.next(205, ()), .next(300, ()), .next(400, ()), .next(500, ())])
    let (res, client) = (run.res, run.client)

    XCTAssertEqual(
      res.loading.events,
      [
        .next(200, false), .next(210, true), .next(241, false), .next(300, true),
        .next(331, false), .next(400, true), .next(411, false), .next(500, true),
        .next(511, false),
      ])
    XCTAssertEqual(res.title.events, [.next(210, dailyTitle)])
    XCTAssertEqual(res.cells.events, [.next(241, dailyRows), .next(331, dailyRows)])
    XCTAssertEqual(res.chart.events, [.next(241, chart), .next(331, chart)])
    XCTAssertEqual(
      res.errors.events,
      [
        .next(411, BoxOfficeError.timedOut(seconds: 10)),
        .next(511, BoxOfficeError.timedOut(seconds: 10)),
      ])
    XCTAssertEqual(
      res.outcome.events,
      [
        .next(241, .success([dailyTitle] + dailyRows)),
        .next(331, .success([dailyTitle] + dailyRows)),
        .next(411, .failure(.timedOut(seconds: 10))), .next(511, .failure(.timedOut(seconds: 10))),
      ])
    XCTAssertEqual(client.calls.map(\.time), [210, 300, 400, 500], "the refresh at 205 is ignored")
  }

  func testOneQueryCompletesEveryOutputAfterItsChart() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let chart = try chart("daily-20241225")
    let client = ScriptedClient(
      scheduler, replies: [scheduler.createColdObservable([.next(30, chart), .completed(30)])])
    let viewModel = BoxOfficeChartViewModel(client: client.value, scheduler: scheduler)
    let res = RecordedOutputs(
      viewModel.transform(input: .init(query: .just(daily))), on: scheduler)
    scheduler.start()

    // The first output bound starts the load at once; the others join it and begin with its
    // current state.
    XCTAssertEqual(res.loading.events, [.next(200, true), .next(231, false), .completed(231)])
    XCTAssertEqual(res.title.events, [.next(200, dailyTitle), .completed(231)])
    XCTAssertEqual(res.cells.events, [.next(231, dailyRows), .completed(231)])
    XCTAssertEqual(res.chart.events, [.next(231, chart), .completed(231)])
    XCTAssertEqual(res.errors.events, [.completed(231)])
    XCTAssertEqual(
      res.outcome.events, [.next(231, .success([dailyTitle] + dailyRows)), .completed(231)])
    XCTAssertEqual(client.calls.count, 1, "the outputs share one load")
  }

  func testOutputsBoundAfterAFailureStillSeeIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let client = ScriptedClient(
      scheduler,
      replies: [scheduler.createColdObservable([.error(0, BoxOfficeError.missingAPIKey)])])
    let viewModel = BoxOfficeChartViewModel(client: client.value, scheduler: scheduler)
    let output = viewModel.transform(input: .init(query: .just(daily), refresh: .never()))
    let first = scheduler.createObserver(Bool.self)
    let subscription = SingleAssignmentDisposable()
    scheduler.scheduleAt(200) {
      subscription.setDisposable(output.loading.drive(first))
    }
    scheduler.scheduleAt(1000) { subscription.dispose() }
    let late = RecordedOutputs(output, on: scheduler, subscribed: 300)
    scheduler.start()

    XCTAssertEqual(first.events, [.next(200, false), .next(200, true), .next(201, false)])
    XCTAssertEqual(late.loading.events, [.next(300, false)])
    XCTAssertEqual(late.title.events, [.next(300, dailyTitle)])
    XCTAssertEqual(late.errors.events, [.next(300, BoxOfficeError.missingAPIKey)])
    XCTAssertEqual(late.cells.events, [])
    XCTAssertEqual(late.chart.events, [])
    XCTAssertEqual(late.outcome.events, [.next(300, .failure(.missingAPIKey))])
    XCTAssertEqual(client.calls.count, 1, "late outputs join the pipeline instead of loading again")
  }

  func testOutputsBoundAgainAfterEveryViewLeftStartFromTheLastStateAndLoadAgain() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let weekendChart = try weekendChart()
    let dailyChart = try chart("daily-20241225")
    let client = ScriptedClient(
      scheduler,
      replies: [
        scheduler.createColdObservable([.next(30, weekendChart), .completed(30)]),
        scheduler.createColdObservable([.next(30, dailyChart), .completed(30)]),
      ])
    let query = scheduler.createHotObservable([.next(210, weekend), .next(400, daily)])
    let output = BoxOfficeChartViewModel(client: client.value, scheduler: scheduler)
      .transform(input: .init(query: query.asObservable()))
    let first = RecordedOutputs(output, on: scheduler, disposed: 300)
    let second = RecordedOutputs(output, on: scheduler, subscribed: 350)
    scheduler.start()

    XCTAssertEqual(first.cells.events, [.next(241, weekendRows)])
    XCTAssertEqual(first.outcome.events, [.next(241, .success([weekendTitle] + weekendRows))])
    XCTAssertEqual(second.loading.events, [.next(350, false), .next(400, true), .next(431, false)])
    XCTAssertEqual(second.title.events, [.next(350, weekendTitle), .next(400, dailyTitle)])
    XCTAssertEqual(second.cells.events, [.next(350, weekendRows), .next(431, dailyRows)])
    XCTAssertEqual(second.chart.events, [.next(350, weekendChart), .next(431, dailyChart)])
    XCTAssertEqual(second.errors.events, [])
    XCTAssertEqual(
      second.outcome.events,
      [
        .next(350, .success([weekendTitle] + weekendRows)),
        .next(431, .success([dailyTitle] + dailyRows)),
      ])
    XCTAssertEqual(query.subscriptions, [Subscription(200, 300), Subscription(350, 1000)])
    XCTAssertEqual(client.calls.map(\.time), [210, 400])
  }

  func testDisposingTheOutputsCancelsTheLoad() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let run = run(
      scheduler,
      replies: [scheduler.createColdObservable([.next(30, try weekendChart()), .completed(30)])],
      query: [.next(210, weekend)], disposed: 225)
    let (res, client) = (run.res, run.client)

    XCTAssertEqual(res.loading.events, [.next(200, false), .next(210, true)])
    XCTAssertEqual(res.cells.events, [])
    XCTAssertEqual(res.outcome.events, [])
    XCTAssertEqual(client.replies[0].subscriptions, [Subscription(211, 226)])
    XCTAssertEqual(run.query.subscriptions, [Subscription(200, 225)])
  }

  func testTheChartsOwnPeriodWinsWhenItDiffersFromTheQuery() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let chart = try chart("weekly-202501-weekGb0")
    let res = run(
      scheduler, replies: [scheduler.createColdObservable([.next(30, chart), .completed(30)])],
      query: [.next(210, daily)]
    ).res

    let weeklyTitle =
      "Weekly box office (Mon–Sun) · 2024-12-30 – 2025-01-05 · ISO week 2025-W01"
    XCTAssertEqual(res.title.events, [.next(210, dailyTitle), .next(241, weeklyTitle)])
    XCTAssertEqual(
      res.outcome.events,
      [
        .next(
          241, .success([weeklyTitle] + chart.entries.map { row(BoxOfficeCellData(entry: $0)) }))
      ])
  }

  func testCellsNeverExceedTheEntriesTheQueryAskedFor() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let chart = try weekendChart()
    let limited = BoxOfficeEndpoint.weekly(
      WeeklyQuery(date: day("20241222"), period: .weekend, filters: ChartFilters(itemsPerPage: 2)))
    let res = run(
      scheduler, replies: [scheduler.createColdObservable([.next(30, chart), .completed(30)])],
      query: [.next(210, limited)]
    ).res

    var expectedChart = chart
    expectedChart.entries.removeLast(2)
    XCTAssertEqual(res.cells.events, [.next(241, Array(weekendRows.prefix(2)))])
    XCTAssertEqual(res.chart.events, [.next(241, expectedChart)])
    XCTAssertEqual(
      res.outcome.events, [.next(241, .success([weekendTitle] + weekendRows.prefix(2)))])
  }

  func testAFailingInputEndsTheOutputs() {
    let scheduler = TestScheduler(initialClock: 0)
    let run = run(
      scheduler, replies: [], query: [.error(210, BoxOfficeError.invalidQuery("bad"))])
    let (res, client) = (run.res, run.client)

    XCTAssertEqual(res.loading.events, [.next(200, false), .completed(210)])
    XCTAssertEqual(res.errors.events, [.completed(210)])
    XCTAssertEqual(res.cells.events, [.completed(210)])
    XCTAssertEqual(res.outcome.events, [.completed(210)])
    XCTAssertEqual(client.calls, [])
  }

  /// The outputs of a view model whose client loads the daily chart for the query at 210, fails
  /// the refresh at 300 with HTTP 502, and never answers the query at 400. A refresh needs a query
  /// seen on the same connection, so the third load is a query.
  private func loadedFailedAndPending(
    _ scheduler: TestScheduler
  ) throws -> (output: BoxOfficeChartViewModel.Output, client: ScriptedClient) {
    let client = ScriptedClient(
      scheduler,
      replies: [
        scheduler.createColdObservable([.next(30, try chart("daily-20241225")), .completed(30)]),
        scheduler.createColdObservable([.error(30, BoxOfficeError.httpStatus(502))]),
        scheduler.createColdObservable([]),
      ])
    let query = scheduler.createHotObservable([.next(210, daily), .next(400, daily)])
    let refresh = scheduler.createHotObservable([.next(300, ())])
    let output = BoxOfficeChartViewModel(client: client.value, scheduler: scheduler)
      .transform(input: .init(query: query.asObservable(), refresh: refresh.asObservable()))
    return (output, client)
  }

  func testTheOutcomeBoundLaterIsThatOfTheLatestLoadThatEndedEvenWhileAnotherRuns() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let (output, client) = try loadedFailedAndPending(scheduler)
    let first = RecordedOutputs(output, on: scheduler)
    // Bound while `first` is: the drivers' own replay.
    let joining = RecordedOutputs(output, on: scheduler, subscribed: 450)
    scheduler.start()

    XCTAssertEqual(
      first.outcome.events,
      [.next(241, .success([dailyTitle] + dailyRows)), .next(331, .failure(.httpStatus(502)))])
    XCTAssertEqual(joining.outcome.events, [.next(450, .failure(.httpStatus(502)))])
    XCTAssertEqual(joining.loading.events, [.next(450, true)])
    XCTAssertEqual(client.calls.map(\.time), [210, 300, 400])
  }

  func testTheOutcomeBoundAgainAfterEveryViewLeftIsThatOfTheLatestLoadThatEnded() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let (output, client) = try loadedFailedAndPending(scheduler)
    // Each is bound when no other is: the view model's own state.
    let first = RecordedOutputs(output, on: scheduler, disposed: 340)
    let second = RecordedOutputs(output, on: scheduler, subscribed: 350, disposed: 420)
    let third = RecordedOutputs(output, on: scheduler, subscribed: 450)
    scheduler.start()

    XCTAssertEqual(
      first.outcome.events,
      [.next(241, .success([dailyTitle] + dailyRows)), .next(331, .failure(.httpStatus(502)))])
    XCTAssertEqual(second.outcome.events, [.next(350, .failure(.httpStatus(502)))])
    XCTAssertEqual(second.loading.events, [.next(350, false), .next(400, true)])
    XCTAssertEqual(third.outcome.events, [.next(450, .failure(.httpStatus(502)))])
    XCTAssertEqual(client.calls.map(\.time), [210, 300, 400])
  }
}
