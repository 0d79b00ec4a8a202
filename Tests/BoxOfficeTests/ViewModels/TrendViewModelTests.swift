import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

/// The trend view model in virtual time. A query arrives at 210 and its first screen at once; its
/// requests start one tick later, on the load scheduler (the test scheduler), at most three at a
/// time; scripted replies answer a number of ticks after their subscription, and each reply is
/// brought to the scheduler, one tick later, before it changes the screen.
final class TrendViewModelTests: BoxOfficeTestCase {
  /// Four weeks, 2025-W03 to 2025-W06.
  private let range = TrendRange(
    kind: .weekly, last: day("20250209"), count: 4,
    filters: ChartFilters(itemsPerPage: 10))
  private lazy var periods = range.periods

  override func setUp() {
    super.setUp()
    drainMainQueue()
  }

  /// The chart of period `index` with the films `entries` (code, title, audience), ranked in
  /// that order.
  private func chart(_ index: Int, _ entries: [(String, String, Int64)]) -> BoxOfficeChart {
    let period = periods[index]
    return BoxOfficeChart(
      period: period,
      entries: entries.enumerated().map { rank, film in
        BoxOfficeEntry(
          rank: rank + 1, rankChange: 0, isNew: index == 1 && film.0 == "A", movieCode: film.0,
          title: film.1, openingDate: nil, revenue: film.2 * 10_000, revenueShare: 10,
          revenueChange: 0, revenueChangeRate: -25, cumulativeRevenue: 0, audience: film.2,
          audienceChange: 0, audienceChangeRate: -25, cumulativeAudience: film.2 * 3, screens: 1,
          showings: 1)
      })
  }

  /// The charts of a run of film A (한강의 밤) opening in the second week, beside film B.
  private var charts: [BoxOfficeChart] {
    [
      chart(0, [("B", "바람의 검객", 500)]),
      chart(1, [("A", "한강의 밤", 800), ("B", "바람의 검객", 400)]),
      chart(2, [("B", "바람의 검객", 300), ("A", "한강의 밤", 200)]),
      chart(3, [("A", "한강의 밤", 400), ("B", "바람의 검객", 100)]),
    ]
  }

  private struct Run {
    let rows: TestableObserver<[String]>
    let film: TestableObserver<TrendFilm>
    let progress: TestableObserver<String>
    let errors: TestableObserver<TrendError>
    let client: ScriptedClient
  }

  /// Runs the view model for `film` over ``range`` with a client answering with `replies`, its
  /// outputs bound from 200 to `disposed`.
  private func run(
    _ scheduler: TestScheduler, film: String = "A",
    replies: [TestableObservable<BoxOfficeChart>], client: BoxOfficeClient? = nil,
    disposed: TestTime = 1000
  ) -> Run {
    let scripted = ScriptedClient(scheduler, replies: replies)
    let query = scheduler.createHotObservable([
      .next(210, TrendViewModel.Query(film: film, range: range))
    ])
    let viewModel = TrendViewModel(client: client ?? scripted.value, scheduler: scheduler)
    let output = viewModel.transform(input: .init(query: query.asObservable()))
    let run = Run(
      rows: scheduler.createObserver([String].self), film: scheduler.createObserver(TrendFilm.self),
      progress: scheduler.createObserver(String.self),
      errors: scheduler.createObserver(TrendError.self), client: scripted)
    let bag = CompositeDisposable()
    scheduler.scheduleAt(200) {
      _ = bag.insert(output.rows.map { $0.map(Self.line) }.drive(run.rows))
      _ = bag.insert(output.film.drive(run.film))
      _ = bag.insert(output.progress.map(\.text).drive(run.progress))
      _ = bag.insert(output.errors.emit(to: run.errors))
    }
    scheduler.scheduleAt(disposed) { bag.dispose() }
    scheduler.start()
    return run
  }

  /// A row as one line: the period, then rank, audience, change, cumulative and the bar's length
  /// in hundredths, or the note.
  private static func line(_ row: TrendRow) -> String {
    guard row.note == nil else { return "\(row.period.label) | \(row.note!)" }
    return [
      row.period.label, row.rankText, row.audienceText, row.changeText, row.cumulativeText,
      String(Int((row.fraction * 100).rounded())),
    ].joined(separator: " | ")
  }

  private let expectedRows = [
    "2025-W03 | not in the chart",
    "2025-W04 | 1 | 800 | NEW | 2,400 | 100",
    "2025-W05 | 2 | 200 | -25.0% | 600 | 25",
    "2025-W06 | 1 | 400 | -25.0% | 1,200 | 50",
  ]

  private func reply(
    _ scheduler: TestScheduler, _ chart: BoxOfficeChart, after ticks: TestTime
  ) -> TestableObservable<BoxOfficeChart> {
    scheduler.createColdObservable([.next(ticks, chart), .completed(ticks)])
  }

  func testRepliesOutOfOrderGiveRowsInPeriodOrderWithThreeRequestsAtATime() {
    let scheduler = TestScheduler(initialClock: 0)
    let charts = charts
    let run = run(
      scheduler,
      replies: [
        reply(scheduler, charts[0], after: 40), reply(scheduler, charts[1], after: 10),
        reply(scheduler, charts[2], after: 30), reply(scheduler, charts[3], after: 20),
      ])

    // Three requests at once; the fourth when the first of them (the second week's) settles.
    XCTAssertEqual(run.client.calls.map(\.time), [211, 211, 211, 221])
    XCTAssertEqual(run.client.calls.map(\.endpoint), range.endpoints)
    XCTAssertEqual(
      run.client.replies.map(\.subscriptions),
      [
        [Subscription(211, 251)], [Subscription(211, 221)], [Subscription(211, 241)],
        [Subscription(221, 241)],
      ])
    XCTAssertEqual(
      run.progress.events,
      [
        .next(210, "0/4 periods"), .next(222, "1/4 periods"), .next(242, "2/4 periods"),
        .next(243, "3/4 periods"), .next(252, "4/4 periods"),
      ])
    // The film is looked up on the load scheduler, and brought back: two ticks.
    XCTAssertEqual(run.rows.events, [.next(254, expectedRows)])
    XCTAssertEqual(run.film.events, [.next(254, TrendFilm(code: "A", title: "한강의 밤"))])
    XCTAssertEqual(run.errors.events, [])
  }

  func testAFailedPeriodIsAGapWithItsReasonAndTheRestIsDrawn() {
    let scheduler = TestScheduler(initialClock: 0)
    let charts = charts
    let failure = BoxOfficeError.httpStatus(503)
    let run = run(
      scheduler,
      replies: [
        reply(scheduler, charts[0], after: 10),
        scheduler.createColdObservable([.error(20, failure)]),
        reply(scheduler, charts[2], after: 10), reply(scheduler, charts[3], after: 10),
      ])

    XCTAssertEqual(
      run.errors.events, [.next(232, .period(periods[1], failure))])
    XCTAssertEqual(
      run.rows.events,
      [
        .next(
          235,
          [
            "2025-W03 | not in the chart",
            "2025-W04 | failed: \(failure.description)",
            "2025-W05 | 2 | 200 | -25.0% | 600 | 50",
            "2025-W06 | 1 | 400 | -25.0% | 1,200 | 100",
          ])
      ])
    XCTAssertEqual(run.progress.events.last, .next(233, "4/4 periods"))
  }

  func testDisposingMidWayCancelsTheRequestsInFlight() {
    let scheduler = TestScheduler(initialClock: 0)
    let charts = charts
    let run = run(
      scheduler,
      replies: [
        reply(scheduler, charts[0], after: 40), reply(scheduler, charts[1], after: 10),
        reply(scheduler, charts[2], after: 30), reply(scheduler, charts[3], after: 20),
      ], disposed: 230)

    // Disposal goes through subscribe(on:), which disposes on its scheduler, a tick later, as
    // RxSwift's does.
    XCTAssertEqual(
      run.client.replies.map(\.subscriptions),
      [
        [Subscription(211, 231)], [Subscription(211, 221)], [Subscription(211, 231)],
        [Subscription(221, 231)],
      ])
    XCTAssertEqual(run.progress.events, [.next(210, "0/4 periods"), .next(222, "1/4 periods")])
    XCTAssertEqual(run.rows.events, [])
    XCTAssertEqual(run.errors.events, [])
  }

  func testCacheHitsAnswerAtOnceAndFreeTheirSlots() {
    let scheduler = TestScheduler(initialClock: 0)
    let charts = charts
    let periods = periods
    // Safe: virtual-time tests run on the test's thread only.
    nonisolated(unsafe) let slow = reply(scheduler, charts[3], after: 30)
    nonisolated(unsafe) let clock = scheduler
    let requests = LockedValue<[TestTime]>([])
    // The first three periods are answered from the cache, synchronously; the last is sent.
    let client = BoxOfficeClient { endpoint, _ in
      requests.withLock { $0.append(clock.clock) }
      let index = periods.firstIndex(of: ChartPeriod(endpoint))!
      return index < 3 ? .just(charts[index]) : slow.asObservable().asSingle()
    }
    let run = run(scheduler, replies: [], client: client)

    XCTAssertEqual(requests.value, [211, 211, 211, 211])
    XCTAssertEqual(slow.subscriptions, [Subscription(211, 241)])
    XCTAssertEqual(
      run.progress.events,
      [
        .next(210, "0/4 periods"), .next(212, "1/4 periods"), .next(213, "2/4 periods"),
        .next(214, "3/4 periods"), .next(242, "4/4 periods"),
      ])
    XCTAssertEqual(run.rows.events, [.next(244, expectedRows)])
  }

  func testEveryPeriodFromTheCacheGivesTheRowsWithoutWaitingForASlot() {
    let scheduler = TestScheduler(initialClock: 0)
    let (charts, periods) = (charts, periods)
    let client = BoxOfficeClient { endpoint, _ in
      .just(charts[periods.firstIndex(of: ChartPeriod(endpoint))!])
    }
    let run = run(scheduler, film: " 한강의밤 ", replies: [], client: client)

    // Every request starts at 211; each answer is brought to the scheduler in turn.
    XCTAssertEqual(run.progress.events.map(\.time), [210, 212, 213, 214, 215])
    XCTAssertEqual(run.rows.events, [.next(217, expectedRows)])
    XCTAssertEqual(run.film.events, [.next(217, TrendFilm(code: "A", title: "한강의 밤"))])
  }

  func testAFilmInNoChartIsReportedOnceEveryPeriodHasSettled() {
    let scheduler = TestScheduler(initialClock: 0)
    let charts = charts
    let run = run(
      scheduler, film: "20249999", replies: charts.map { reply(scheduler, $0, after: 10) })

    // The fourth request waits for a free slot (221) and settles at 231, brought at 232; the
    // lookup starts a tick later and is brought back a tick after that.
    XCTAssertEqual(
      run.errors.events, [.next(234, .filmNotFound(reference: "20249999", periods: 4))])
    XCTAssertEqual(run.rows.events, [])
    XCTAssertEqual(run.film.events, [])
  }

  func testWhenEveryPeriodFailsTheFirstFailureEndsTheTrend() {
    let scheduler = TestScheduler(initialClock: 0)
    let run = run(
      scheduler,
      replies: (0..<4).map { index in
        scheduler.createColdObservable([.error(10, BoxOfficeError.httpStatus(500 + index))])
      })

    XCTAssertEqual(
      run.errors.events,
      zip([222, 223, 224, 232], periods.indices).map { time, index in
        .next(time, .period(periods[index], .httpStatus(500 + index)))
      } + [.next(234, .noPeriodLoaded(.httpStatus(500)))])
    XCTAssertEqual(run.rows.events, [])
  }

  func testAResolverCanAnswerLaterAndTheRowsWaitForIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let (charts, periods) = (charts, periods)
    // Safe: virtual-time tests run on the test's thread only.
    nonisolated(unsafe) let search = scheduler.createColdObservable([
      .next(50, TrendFilm(code: "A", title: "한강의 밤")), .completed(50),
    ])
    let resolver = TrendFilmResolver { reference, loaded in
      XCTAssertEqual(reference, "Night on the Han")
      XCTAssertEqual(loaded, charts)
      return search.asObservable().asSingle()
    }
    let query = scheduler.createHotObservable([
      .next(210, TrendViewModel.Query(film: "Night on the Han", range: range))
    ])
    let client = BoxOfficeClient { endpoint, _ in
      .just(charts[periods.firstIndex(of: ChartPeriod(endpoint))!])
    }
    let output = TrendViewModel(client: client, resolver: resolver, scheduler: scheduler)
      .transform(input: .init(query: query.asObservable()))
    let rows = scheduler.start(created: 0, subscribed: 200, disposed: 1000) {
      output.rows.map { $0.map(Self.line) }.asObservable()
    }

    XCTAssertEqual(rows.events, [.next(267, expectedRows)])
    XCTAssertEqual(search.subscriptions, [Subscription(216, 266)])
  }
}
