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
  private let weekend = BoxOfficeEndpoint(kind: .weekend, date: day("20241222"))
  private let weekendTitle =
    "Weekend box office (Fri–Sun) · 2024-12-20 – 2024-12-22 · ISO week 2024-W51"
  private let daily = BoxOfficeEndpoint(kind: .daily, date: day("20241225"))
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
    chart.period = ChartPeriod(kind: .weekend, containing: day("20241220"))
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
    /// The outputs of each time the views bound them, in order.
    let bound: [RecordedOutputs]
    let client: ScriptedClient
    let query: TestableObservable<BoxOfficeEndpoint>
    let refresh: TestableObservable<Void>

    /// The outputs the views bound first.
    var res: RecordedOutputs {
      bound[0]
    }
  }

  /// Runs a view model whose client answers with `replies`, fed the hot `query` and `refresh`
  /// events, with its outputs bound by the views over each of the `bound` periods (subscribed at
  /// the first time, disposed at the last).
  private func run(
    _ scheduler: TestScheduler, replies: [TestableObservable<BoxOfficeChart>],
    query: [Recorded<Event<BoxOfficeEndpoint>>], refresh: [Recorded<Event<Void>>] = [],
    bound: [ClosedRange<TestTime>] = [200...1000]
  ) -> Run {
    let client = ScriptedClient(scheduler, replies: replies)
    let query = scheduler.createHotObservable(query)
    let refresh = scheduler.createHotObservable(refresh)
    let viewModel = BoxOfficeChartViewModel(client: client.value, scheduler: scheduler)
    let output = viewModel.transform(
      input: .init(query: query.asObservable(), refresh: refresh.asObservable()))
    let bound = bound.map {
      RecordedOutputs(output, on: scheduler, subscribed: $0.lowerBound, disposed: $0.upperBound)
    }
    scheduler.start()
    return Run(bound: bound, client: client, query: query, refresh: refresh)
  }

  func testASuccessfulLoadSendsLoadingTitleCellsAndChart() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let chart = try weekendChart()
    let run = run(
      scheduler, replies: [scheduler.createColdObservable([.next(30, chart), .completed(30)])],
      query: [.next(210, weekend)])
    let (res, client) = (run.res, run.client)

    XCTAssertEqual(res.loading.events, [.next(200, false), .next(210, true), .next(242, false)])
    XCTAssertEqual(res.title.events, [.next(210, weekendTitle)])
    XCTAssertEqual(res.cells.events, [.next(242, weekendRows)])
    XCTAssertEqual(res.chart.events, [.next(242, chart)])
    XCTAssertEqual(res.errors.events, [])
    XCTAssertEqual(res.outcome.events, [.next(242, .success([weekendTitle] + weekendRows))])
    XCTAssertEqual(client.calls, [ClientCall(endpoint: weekend, cachePolicy: .useCache, time: 210)])
    XCTAssertEqual(client.replies[0].subscriptions, [Subscription(211, 241)])
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

    XCTAssertEqual(res.loading.events, [.next(200, false), .next(210, true), .next(252, false)])
    XCTAssertEqual(res.title.events, [.next(210, weekendTitle), .next(220, dailyTitle)])
    XCTAssertEqual(res.cells.events, [.next(252, dailyRows)])
    XCTAssertEqual(res.chart.events, [.next(252, try chart("daily-20241225"))])
    XCTAssertEqual(res.errors.events, [])
    XCTAssertEqual(res.outcome.events, [.next(252, .success([dailyTitle] + dailyRows))])
    XCTAssertEqual(
      client.calls,
      [
        ClientCall(endpoint: weekend, cachePolicy: .useCache, time: 210),
        ClientCall(endpoint: daily, cachePolicy: .useCache, time: 220),
      ])
    XCTAssertEqual(client.replies[0].subscriptions, [Subscription(211, 221)])
    XCTAssertEqual(client.replies[1].subscriptions, [Subscription(221, 251)])
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
      [.next(200, false), .next(210, true), .next(242, false), .next(300, true), .next(332, false)])
    XCTAssertEqual(res.title.events, [.next(210, dailyTitle)])
    XCTAssertEqual(res.errors.events, [.next(242, BoxOfficeError.httpStatus(503))])
    XCTAssertEqual(res.cells.events, [.next(332, dailyRows)])
    XCTAssertEqual(res.chart.events, [.next(332, chart)])
    XCTAssertEqual(
      res.outcome.events,
      [.next(242, .failure(.httpStatus(503))), .next(332, .success([dailyTitle] + dailyRows))])
    XCTAssertEqual(
      client.calls,
      [
        ClientCall(endpoint: daily, cachePolicy: .useCache, time: 210),
        ClientCall(endpoint: daily, cachePolicy: .reloadIgnoringCache, time: 300),
      ])
    XCTAssertEqual(client.replies[0].subscriptions, [Subscription(211, 241)])
    XCTAssertEqual(client.replies[1].subscriptions, [Subscription(301, 331)])
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
        .next(200, false), .next(210, true), .next(242, false), .next(300, true),
        .next(332, false), .next(400, true), .next(412, false), .next(500, true),
        .next(512, false),
      ])
    XCTAssertEqual(res.title.events, [.next(210, dailyTitle)])
    XCTAssertEqual(res.cells.events, [.next(242, dailyRows), .next(332, dailyRows)])
    XCTAssertEqual(res.chart.events, [.next(242, chart), .next(332, chart)])
    XCTAssertEqual(
      res.errors.events,
      [
        .next(412, BoxOfficeError.timedOut(seconds: 10)),
        .next(512, BoxOfficeError.timedOut(seconds: 10)),
      ])
    XCTAssertEqual(
      res.outcome.events,
      [
        .next(242, .success([dailyTitle] + dailyRows)),
        .next(332, .success([dailyTitle] + dailyRows)),
        .next(412, .failure(.timedOut(seconds: 10))), .next(512, .failure(.timedOut(seconds: 10))),
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
    XCTAssertEqual(res.loading.events, [.next(200, true), .next(232, false), .completed(232)])
    XCTAssertEqual(res.title.events, [.next(200, dailyTitle), .completed(232)])
    XCTAssertEqual(res.cells.events, [.next(232, dailyRows), .completed(232)])
    XCTAssertEqual(res.chart.events, [.next(232, chart), .completed(232)])
    XCTAssertEqual(res.errors.events, [.completed(232)])
    XCTAssertEqual(
      res.outcome.events, [.next(232, .success([dailyTitle] + dailyRows)), .completed(232)])
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

    XCTAssertEqual(first.events, [.next(200, false), .next(200, true), .next(202, false)])
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

    XCTAssertEqual(first.cells.events, [.next(242, weekendRows)])
    XCTAssertEqual(first.outcome.events, [.next(242, .success([weekendTitle] + weekendRows))])
    XCTAssertEqual(second.loading.events, [.next(350, false), .next(400, true), .next(432, false)])
    XCTAssertEqual(second.title.events, [.next(350, weekendTitle), .next(400, dailyTitle)])
    XCTAssertEqual(second.cells.events, [.next(350, weekendRows), .next(432, dailyRows)])
    XCTAssertEqual(second.chart.events, [.next(350, weekendChart), .next(432, dailyChart)])
    XCTAssertEqual(second.errors.events, [])
    XCTAssertEqual(
      second.outcome.events,
      [
        .next(350, .success([weekendTitle] + weekendRows)),
        .next(432, .success([dailyTitle] + dailyRows)),
      ])
    XCTAssertEqual(query.subscriptions, [Subscription(200, 300), Subscription(350, 1000)])
    XCTAssertEqual(client.calls.map(\.time), [210, 400])
  }

  func testDisposingTheOutputsCancelsTheLoad() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let run = run(
      scheduler,
      replies: [scheduler.createColdObservable([.next(30, try weekendChart()), .completed(30)])],
      query: [.next(210, weekend)], bound: [200...225])
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
    XCTAssertEqual(res.title.events, [.next(210, dailyTitle), .next(242, weeklyTitle)])
    XCTAssertEqual(
      res.outcome.events,
      [
        .next(
          242, .success([weeklyTitle] + chart.entries.map { row(ChartRow(entry: $0)) }))
      ])
  }

  func testCellsNeverExceedTheEntriesTheQueryAskedFor() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let chart = try weekendChart()
    let limited = BoxOfficeEndpoint(
      kind: .weekend, date: day("20241222"), filters: ChartFilters(itemsPerPage: 2))
    let res = run(
      scheduler, replies: [scheduler.createColdObservable([.next(30, chart), .completed(30)])],
      query: [.next(210, limited)]
    ).res

    var expectedChart = chart
    expectedChart.entries.removeLast(2)
    XCTAssertEqual(res.cells.events, [.next(242, Array(weekendRows.prefix(2)))])
    XCTAssertEqual(res.chart.events, [.next(242, expectedChart)])
    XCTAssertEqual(
      res.outcome.events, [.next(242, .success([weekendTitle] + weekendRows.prefix(2)))])
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
  /// the refresh at 300 with HTTP 502, and never answers the query at 400, nor that load started
  /// again by outputs bound again after the views left while it ran.
  private func loadedFailedAndPending(
    _ scheduler: TestScheduler
  ) throws -> (output: BoxOfficeChartViewModel.Output, client: ScriptedClient) {
    let client = ScriptedClient(
      scheduler,
      replies: [
        scheduler.createColdObservable([.next(30, try chart("daily-20241225")), .completed(30)]),
        scheduler.createColdObservable([.error(30, BoxOfficeError.httpStatus(502))]),
        scheduler.createColdObservable([]),
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
      [.next(242, .success([dailyTitle] + dailyRows)), .next(332, .failure(.httpStatus(502)))])
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
      [.next(242, .success([dailyTitle] + dailyRows)), .next(332, .failure(.httpStatus(502)))])
    XCTAssertEqual(second.outcome.events, [.next(350, .failure(.httpStatus(502)))])
    XCTAssertEqual(second.loading.events, [.next(350, false), .next(400, true)])
    XCTAssertEqual(third.outcome.events, [.next(450, .failure(.httpStatus(502)))])
    XCTAssertEqual(third.loading.events, [.next(450, true)], "the cancelled load starts again")
    XCTAssertEqual(client.calls.map(\.time), [210, 300, 400, 450])
  }

  // MARK: - Bound again after every view left

  /// Asserts every output's complete sequence.
  private func assertOutputs(
    _ res: RecordedOutputs, loading: [Recorded<Event<Bool>>], title: [Recorded<Event<String>>],
    cells: [Recorded<Event<[String]>>], chart: [Recorded<Event<BoxOfficeChart>>],
    errors: [Recorded<Event<BoxOfficeError>>],
    outcome: [Recorded<Event<Result<[String], BoxOfficeError>>>],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(res.loading.events, loading, "loading", file: file, line: line)
    XCTAssertEqual(res.title.events, title, "title", file: file, line: line)
    XCTAssertEqual(res.cells.events, cells, "cells", file: file, line: line)
    XCTAssertEqual(res.chart.events, chart, "chart", file: file, line: line)
    XCTAssertEqual(res.errors.events, errors, "errors", file: file, line: line)
    XCTAssertEqual(res.outcome.events, outcome, "outcome", file: file, line: line)
  }

  func testARefreshAfterTheViewsBoundAgainReloadsTheLatestQueryPastTheCache() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let chart = try weekendChart()
    let weekendOutcome = Result<[String], BoxOfficeError>.success([weekendTitle] + weekendRows)
    let run = run(
      scheduler,
      replies: [
        scheduler.createColdObservable([.next(30, chart), .completed(30)]),
        scheduler.createColdObservable([.next(30, chart), .completed(30)]),
      ],
      query: [.next(210, weekend)], refresh: [.next(400, ())], bound: [200...300, 350...1000])

    assertOutputs(
      run.bound[0], loading: [.next(200, false), .next(210, true), .next(242, false)],
      title: [.next(210, weekendTitle)], cells: [.next(242, weekendRows)],
      chart: [.next(242, chart)], errors: [], outcome: [.next(242, weekendOutcome)])
    assertOutputs(
      run.bound[1], loading: [.next(350, false), .next(400, true), .next(432, false)],
      title: [.next(350, weekendTitle)], cells: [.next(350, weekendRows), .next(432, weekendRows)],
      chart: [.next(350, chart), .next(432, chart)], errors: [],
      outcome: [.next(350, weekendOutcome), .next(432, weekendOutcome)])
    XCTAssertEqual(
      run.client.calls,
      [
        ClientCall(endpoint: weekend, cachePolicy: .useCache, time: 210),
        ClientCall(endpoint: weekend, cachePolicy: .reloadIgnoringCache, time: 400),
      ])
    XCTAssertEqual(run.client.replies[1].subscriptions, [Subscription(401, 431)])
    XCTAssertEqual(run.query.subscriptions, [Subscription(200, 300), Subscription(350, 1000)])
    XCTAssertEqual(run.refresh.subscriptions, [Subscription(200, 300), Subscription(350, 1000)])
  }

  func testAfterAFailureTheViewsBoundAgainSeeItAndARefreshRetriesTheFailedQuery() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let chart = try chart("daily-20241225")
    let dailyOutcome = Result<[String], BoxOfficeError>.success([dailyTitle] + dailyRows)
    let run = run(
      scheduler,
      replies: [
        scheduler.createColdObservable([.next(30, chart), .completed(30)]),
        scheduler.createColdObservable([.error(30, BoxOfficeError.httpStatus(502))]),
        scheduler.createColdObservable([.next(30, chart), .completed(30)]),
      ],
      query: [.next(210, daily)], refresh: [.next(260, ()), .next(400, ())],
      bound: [200...300, 350...1000])

    assertOutputs(
      run.bound[0],
      loading: [
        .next(200, false), .next(210, true), .next(242, false), .next(260, true),
        .next(292, false),
      ],
      title: [.next(210, dailyTitle)], cells: [.next(242, dailyRows)], chart: [.next(242, chart)],
      errors: [.next(292, .httpStatus(502))],
      outcome: [.next(242, dailyOutcome), .next(292, .failure(.httpStatus(502)))])
    assertOutputs(
      run.bound[1], loading: [.next(350, false), .next(400, true), .next(432, false)],
      title: [.next(350, dailyTitle)], cells: [.next(350, dailyRows), .next(432, dailyRows)],
      chart: [.next(350, chart), .next(432, chart)], errors: [.next(350, .httpStatus(502))],
      outcome: [.next(350, .failure(.httpStatus(502))), .next(432, dailyOutcome)])
    XCTAssertEqual(
      run.client.calls,
      [
        ClientCall(endpoint: daily, cachePolicy: .useCache, time: 210),
        ClientCall(endpoint: daily, cachePolicy: .reloadIgnoringCache, time: 260),
        ClientCall(endpoint: daily, cachePolicy: .reloadIgnoringCache, time: 400),
      ])
  }

  func testAQueryCancelledByTheViewsLeavingLoadsAgainWhenTheyBindAgain() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let weekendChart = try weekendChart()
    let dailyChart = try chart("daily-20241225")
    let weekendOutcome = Result<[String], BoxOfficeError>.success([weekendTitle] + weekendRows)
    let run = run(
      scheduler,
      replies: [
        scheduler.createColdObservable([.next(30, weekendChart), .completed(30)]),
        scheduler.createColdObservable([.next(30, dailyChart), .completed(30)]),
        scheduler.createColdObservable([.next(30, dailyChart), .completed(30)]),
      ],
      query: [.next(210, weekend), .next(260, daily)], bound: [200...280, 350...1000])

    assertOutputs(
      run.bound[0],
      loading: [.next(200, false), .next(210, true), .next(242, false), .next(260, true)],
      title: [.next(210, weekendTitle), .next(260, dailyTitle)], cells: [.next(242, weekendRows)],
      chart: [.next(242, weekendChart)], errors: [], outcome: [.next(242, weekendOutcome)])
    // Bound again, the views see the rows on show and the load they asked for, started again.
    assertOutputs(
      run.bound[1], loading: [.next(350, true), .next(382, false)],
      title: [.next(350, dailyTitle)], cells: [.next(350, weekendRows), .next(382, dailyRows)],
      chart: [.next(350, weekendChart), .next(382, dailyChart)], errors: [],
      outcome: [
        .next(350, weekendOutcome), .next(382, .success([dailyTitle] + dailyRows)),
      ])
    XCTAssertEqual(
      run.client.calls,
      [
        ClientCall(endpoint: weekend, cachePolicy: .useCache, time: 210),
        ClientCall(endpoint: daily, cachePolicy: .useCache, time: 260),
        ClientCall(endpoint: daily, cachePolicy: .useCache, time: 350),
      ])
    XCTAssertEqual(run.client.replies[1].subscriptions, [Subscription(261, 281)])
    XCTAssertEqual(run.client.replies[2].subscriptions, [Subscription(351, 381)])
  }

  func testARefreshCancelledByTheViewsLeavingReloadsPastTheCacheWhenTheyBindAgain() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let chart = try chart("daily-20241225")
    let dailyOutcome = Result<[String], BoxOfficeError>.success([dailyTitle] + dailyRows)
    let run = run(
      scheduler,
      replies: [
        scheduler.createColdObservable([.next(30, chart), .completed(30)]),
        scheduler.createColdObservable([.next(30, chart), .completed(30)]),
        scheduler.createColdObservable([.error(30, BoxOfficeError.httpStatus(503))]),
      ],
      query: [.next(210, daily)], refresh: [.next(260, ())], bound: [200...280, 350...1000])

    assertOutputs(
      run.bound[0],
      loading: [.next(200, false), .next(210, true), .next(242, false), .next(260, true)],
      title: [.next(210, dailyTitle)], cells: [.next(242, dailyRows)], chart: [.next(242, chart)],
      errors: [], outcome: [.next(242, dailyOutcome)])
    // The load started again fails: loading ends with its error, and the rows stay on show.
    assertOutputs(
      run.bound[1], loading: [.next(350, true), .next(382, false)],
      title: [.next(350, dailyTitle)], cells: [.next(350, dailyRows)], chart: [.next(350, chart)],
      errors: [.next(382, .httpStatus(503))],
      outcome: [.next(350, dailyOutcome), .next(382, .failure(.httpStatus(503)))])
    XCTAssertEqual(
      run.client.calls,
      [
        ClientCall(endpoint: daily, cachePolicy: .useCache, time: 210),
        ClientCall(endpoint: daily, cachePolicy: .reloadIgnoringCache, time: 260),
        ClientCall(endpoint: daily, cachePolicy: .reloadIgnoringCache, time: 350),
      ])
    XCTAssertEqual(run.client.replies[1].subscriptions, [Subscription(261, 281)])
    XCTAssertEqual(run.client.replies[2].subscriptions, [Subscription(351, 381)])
  }

  func testANewQueryAfterTheViewsBoundAgainReplacesTheLoadStartedAgain() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let weekendChart = try weekendChart()
    let dailyChart = try chart("daily-20241225")
    let weekendOutcome = Result<[String], BoxOfficeError>.success([weekendTitle] + weekendRows)
    let run = run(
      scheduler,
      replies: [
        scheduler.createColdObservable([.next(30, weekendChart), .completed(30)]),
        scheduler.createColdObservable([.next(30, dailyChart), .completed(30)]),
        scheduler.createColdObservable([.next(30, dailyChart), .completed(30)]),
        scheduler.createColdObservable([.next(30, weekendChart), .completed(30)]),
      ],
      query: [.next(210, weekend), .next(260, daily), .next(360, weekend)],
      bound: [200...280, 350...1000])

    assertOutputs(
      run.bound[1], loading: [.next(350, true), .next(392, false)],
      title: [.next(350, dailyTitle), .next(360, weekendTitle)],
      cells: [.next(350, weekendRows), .next(392, weekendRows)],
      chart: [.next(350, weekendChart), .next(392, weekendChart)], errors: [],
      outcome: [.next(350, weekendOutcome), .next(392, weekendOutcome)])
    XCTAssertEqual(
      run.client.calls,
      [
        ClientCall(endpoint: weekend, cachePolicy: .useCache, time: 210),
        ClientCall(endpoint: daily, cachePolicy: .useCache, time: 260),
        ClientCall(endpoint: daily, cachePolicy: .useCache, time: 350),
        ClientCall(endpoint: weekend, cachePolicy: .useCache, time: 360),
      ])
    XCTAssertEqual(run.client.replies[2].subscriptions, [Subscription(351, 361)])
    XCTAssertEqual(run.client.replies[3].subscriptions, [Subscription(361, 391)])
  }

  func testAQueryInputThatReplaysWhenBoundAgainReplacesTheLoadStartedAgainBeforeItIsSent() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let weekendChart = try weekendChart()
    let dailyChart = try chart("daily-20241225")
    let client = ScriptedClient(
      scheduler,
      replies: [
        scheduler.createColdObservable([.next(30, weekendChart), .completed(30)]),
        scheduler.createColdObservable([.next(30, dailyChart), .completed(30)]),
        scheduler.createColdObservable([.next(30, dailyChart), .completed(30)]),
      ])
    // A control's current value, as a date picker's `rx.date` replays it to every binding.
    let query = BehaviorSubject(value: weekend)
    scheduler.scheduleAt(260) { [daily] in query.onNext(daily) }
    let output = BoxOfficeChartViewModel(client: client.value, scheduler: scheduler)
      .transform(input: .init(query: query.asObservable()))
    let first = RecordedOutputs(output, on: scheduler, disposed: 280)
    let second = RecordedOutputs(output, on: scheduler, subscribed: 350)
    scheduler.start()

    let weekendOutcome = Result<[String], BoxOfficeError>.success([weekendTitle] + weekendRows)
    assertOutputs(
      first, loading: [.next(200, true), .next(232, false), .next(260, true)],
      title: [.next(200, weekendTitle), .next(260, dailyTitle)], cells: [.next(232, weekendRows)],
      chart: [.next(232, weekendChart)], errors: [], outcome: [.next(232, weekendOutcome)])
    assertOutputs(
      second, loading: [.next(350, true), .next(382, false)], title: [.next(350, dailyTitle)],
      cells: [.next(350, weekendRows), .next(382, dailyRows)],
      chart: [.next(350, weekendChart), .next(382, dailyChart)], errors: [],
      outcome: [.next(350, weekendOutcome), .next(382, .success([dailyTitle] + dailyRows))])
    XCTAssertEqual(
      client.calls,
      [
        ClientCall(endpoint: weekend, cachePolicy: .useCache, time: 200),
        ClientCall(endpoint: daily, cachePolicy: .useCache, time: 260),
        ClientCall(endpoint: daily, cachePolicy: .useCache, time: 350),
      ])
    // The load started again is replaced by the replayed query before it is even asked for.
    XCTAssertEqual(client.replies[2].subscriptions, [Subscription(351, 381)])
  }
}
