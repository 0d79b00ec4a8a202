import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import ReactiveTest
import XCTest

/// The browser in virtual time, one tick a millisecond: what each key does to every output, what
/// is asked of KOBIS and when, and the races — periods paged faster than the debounce, a slow
/// film overtaken by a newer selection, a search reply after the query changed, typing faster
/// than the debounce, an error followed by a successful retry.
///
/// The client is asked when a state names a request; its reply is subscribed one tick later and
/// changes the state one tick after it arrives. The harness's charts answer after 10 ticks.
final class BrowserViewModelTests: BoxOfficeTestCase {
  private let today = day("20250210")
  private lazy var week = ChartPeriod(kind: .weekly, containing: day("20250205"))
  private let weekTitle =
    "Weekly box office (Mon–Sun) · 2025-02-03 – 2025-02-09 · ISO week 2025-W06"

  override func setUp() {
    super.setUp()
    drainMainQueue()
  }

  private func rows(_ titles: [String], selected: Int = 0) -> [String] {
    titles.enumerated().map { ($0 == selected ? "> " : "  ") + $1 }
  }

  private func weekRows(_ day: String = "2/3", count: Int = 3, selected: Int = 0) -> [String] {
    rows((1...count).map { "\($0) \(day) 영화 \($0)" }, selected: selected)
  }

  func testTheFirstChartLoadsAtOnceAndMovingTheSelectionLoadsNothing() {
    let harness = BrowserHarness()
    let res = harness.run(
      start: week, today: today,
      keys: [.next(300, .down), .next(310, .character("j")), .next(320, .down), .next(330, .up)])
    XCTAssertEqual(harness.calls.map(\.description), ["200 chart weekly 2025-02-03…2025-02-09"])
    XCTAssertEqual(
      res.header.events, [.next(200, weekTitle + " | loading…"), .next(212, weekTitle)])
    XCTAssertEqual(
      res.list.events,
      [
        .next(200, ["Loading the chart…"]), .next(212, weekRows()),
        .next(300, weekRows(selected: 1)),
        .next(310, weekRows(selected: 2)), .next(330, weekRows(selected: 1)),
      ])
    XCTAssertEqual(res.isLoading.events, [.next(200, true), .next(212, false)])
    XCTAssertEqual(res.pane.events, [.next(200, ["closed"])])
    XCTAssertEqual(
      res.status.events,
      [
        .next(
          200,
          "↑↓ move · Enter details · ←→ period · d w p kind · / search · r reload · ? keys · q quit"
        )
      ])
  }

  func testPagingThroughTenPeriodsFasterThanTheDebounceLoadsOnlyTheLastAndKeepsTheOldChartStale() {
    let harness = BrowserHarness()
    let presses = (0..<10).map { Recorded.next(TestTime(300 + 50 * $0), BrowserKey.left) }
    let res = harness.run(start: week, today: today, keys: presses)
    var target = week
    for _ in 0..<10 { target = target.previous }
    XCTAssertEqual(
      harness.calls("chart").map(\.description),
      ["200 chart weekly 2025-02-03…2025-02-09", "1001 chart \(target)"],
      "the last press rested at 750, the debounce let it through at 1000")
    XCTAssertEqual(res.header.events.count, 13, "the header followed every press")
    XCTAssertEqual(
      res.header.events.last,
      .next(1013, "Weekly box office (Mon–Sun) · 2024-11-25 – 2024-12-01 · ISO week 2024-W48"))
    XCTAssertEqual(
      res.header.events[11],
      .next(
        750, "Weekly box office (Mon–Sun) · 2024-11-25 – 2024-12-01 · ISO week 2024-W48 | loading…")
    )
    XCTAssertEqual(
      res.list.events,
      [
        .next(200, ["Loading the chart…"]), .next(212, weekRows()),
        .next(300, ["(stale)"] + weekRows()),
        .next(1013, weekRows("11/25")),
      ])
    XCTAssertEqual(
      res.isLoading.events,
      [.next(200, true), .next(212, false), .next(300, true), .next(1013, false)])
  }

  func testPeriodsThatHaveNotEndedAreOutOfReach() {
    let harness = BrowserHarness()
    let res = harness.run(
      start: week, today: today,
      keys: [.next(300, .right), .next(400, .character("l")), .next(500, .down)])
    XCTAssertEqual(harness.calls.count, 1)
    XCTAssertEqual(
      res.status.events.map(\.value.element!).dropFirst().first,
      "KOBIS has no later figures yet: this is the latest week.")
    XCTAssertEqual(
      res.status.events.map(\.time), [200, 300, 500], "the hint stays until another key")
    XCTAssertEqual(res.header.events.map(\.time), [200, 212])
  }

  func testKindsSwitchAtTheSamePlaceInTime() {
    let harness = BrowserHarness()
    let res = harness.run(
      start: week, today: today,
      keys: [
        .next(300, .character("d")), .next(600, .character("p")), .next(900, .character("p")),
        .next(1_200, .character("w")),
      ])
    XCTAssertEqual(
      res.header.events.compactMap { $0.value.element }.filter { !$0.hasSuffix("loading…") },
      [
        weekTitle, "Daily box office · 2025-02-09 (Sun)", weekTitle,
        "Weekend box office (Fri–Sun) · 2025-02-07 – 2025-02-09 · ISO week 2025-W06",
      ])
    XCTAssertEqual(
      harness.calls("chart").map(\.description),
      [
        "200 chart weekly 2025-02-03…2025-02-09", "551 chart daily 2025-02-09…2025-02-09",
        "851 chart weekly 2025-02-03…2025-02-09", "1151 chart weekend 2025-02-07…2025-02-09",
      ], "w on a weekly chart does nothing")
  }

  func testOpeningAFilmLoadsItOnceAndThePaneFollowsTheSelection() {
    let harness = BrowserHarness()
    let res = harness.run(
      start: week, today: today,
      keys: [
        .next(300, .enter), .next(400, .down), .next(500, .up), .next(600, .escape),
        .next(700, .enter),
      ])
    XCTAssertEqual(harness.calls("film").map(\.description), ["300 film C1", "400 film C2"])
    XCTAssertEqual(
      res.pane.events,
      [
        .next(200, ["closed"]), .next(300, ["Loading…"]), .next(312, ["영화 C1 · 2024", "Film"]),
        .next(400, ["Loading…"]), .next(412, ["영화 C2 · 2024", "Film"]),
        .next(500, ["영화 C1 · 2024", "Film"]), .next(600, ["closed"]),
        .next(700, ["영화 C1 · 2024", "Film"]),
      ])
    XCTAssertEqual(
      res.status.events.map(\.value.element!),
      [
        "↑↓ move · Enter details · ←→ period · d w p kind · / search · r reload · ? keys · q quit",
        "↑↓ next film · Esc close · r reload · ? keys · q quit",
        "↑↓ move · Enter details · ←→ period · d w p kind · / search · r reload · ? keys · q quit",
        "↑↓ next film · Esc close · r reload · ? keys · q quit",
      ])
  }

  func testWhenAskedToPrefetchMovingLoadsTheSelectedFilmAndOpeningShowsItAtOnce() {
    let harness = BrowserHarness()
    let res = harness.run(
      start: week, today: today, keys: [.next(300, .down), .next(305, .down), .next(400, .enter)],
      prefetchesDetails: true)
    XCTAssertEqual(harness.calls("film").map(\.description), ["300 film C2", "305 film C3"])
    XCTAssertEqual(
      harness.subscriptions["film C2"], [Subscription(301, 306)], "the move on cancelled it")
    XCTAssertEqual(
      res.pane.events, [.next(200, ["closed"]), .next(400, ["영화 C3 · 2024", "Film"])],
      "no loading: the film was there")
  }

  func testASlowFilmOvertakenByANewerSelectionIsNeverShown() {
    let harness = BrowserHarness()
    harness.detailsReply = { code in
      .value(MovieDetails(code: code, title: "영화 \(code)"), after: code == "C1" ? 200 : 10)
    }
    let res = harness.run(start: week, today: today, keys: [.next(300, .enter), .next(350, .down)])
    XCTAssertEqual(harness.calls("film").map(\.description), ["300 film C1", "350 film C2"])
    XCTAssertEqual(harness.subscriptions["film C1"], [Subscription(301, 351)])
    XCTAssertEqual(
      res.pane.events,
      [.next(200, ["closed"]), .next(300, ["Loading…"]), .next(362, ["영화 C2", "Film"])])
  }

  func testAChartErrorIsShownAndASuccessfulRetryReplacesIt() {
    let harness = BrowserHarness()
    harness.chartReply = { period, policy in
      policy == .useCache
        ? .failure(.timedOut(seconds: 10), after: 10)
        : .value(BrowserHarness.chart(period, films: 2), after: 10)
    }
    let res = harness.run(start: week, today: today, keys: [.next(400, .character("r"))])
    XCTAssertEqual(
      harness.calls.map(\.description),
      ["200 chart weekly 2025-02-03…2025-02-09", "400 chart weekly 2025-02-03…2025-02-09 reload"])
    XCTAssertEqual(
      res.header.events,
      [
        .next(200, weekTitle + " | loading…"), .next(212, weekTitle + " | failed"),
        .next(400, weekTitle + " | loading…"),
        .next(412, weekTitle),
      ])
    XCTAssertEqual(
      res.list.events,
      [
        .next(200, ["Loading the chart…"]), .next(212, ["No chart to show."]),
        .next(400, ["Loading the chart…"]),
        .next(412, weekRows(count: 2)),
      ])
    XCTAssertEqual(
      res.status.events.map(\.time), [200, 212, 400])
    XCTAssertEqual(
      res.status.events[1].value.element,
      "The chart could not be loaded: KOBIS did not answer within 10 seconds; try again later or allow more "
        + "time with --timeout. Press r to try again.")
  }

  func testSearchAsYouTypeSearchesOnceOpensAResultAndGoesBack() {
    let harness = BrowserHarness()
    harness.searchReply = { query in
      .value(
        MovieSearchPage(
          totalCount: 2,
          movies: [
            MovieSummary(code: "20240811", title: "한강의 밤"),
            MovieSummary(code: "20190377", title: "한강의 아침"),
          ]),
        after: 10)
    }
    let res = harness.run(
      start: week, today: today,
      keys: [
        .next(300, .character("/")), .next(310, .character("한")), .next(330, .character("강")),
        .next(700, .down), .next(710, .enter), .next(800, .escape), .next(850, .escape),
      ])
    XCTAssertEqual(harness.calls("search").map(\.description), ["631 search 한강 p1"])
    XCTAssertEqual(harness.calls("film").map(\.description), ["710 film 20190377"])
    let results = ["/한강", "  20240811 한강의 밤", "> 20190377 한강의 아침"]
    XCTAssertEqual(
      res.list.events,
      [
        .next(200, ["Loading the chart…"]), .next(212, weekRows()),
        .next(300, ["/", "Type a title; Enter opens a film, Esc goes back."]),
        .next(310, ["/한", "Type at least 2 characters."]),
        .next(330, ["/한강", "Type at least 2 characters."]),
        .next(631, ["/한강", "Searching for “한강”…"]),
        .next(643, ["/한강", "> 20240811 한강의 밤", "  20190377 한강의 아침"]), .next(700, results),
        .next(850, weekRows()),
      ])
    XCTAssertEqual(
      res.pane.events.map(\.value.element!),
      [["closed"], ["Loading…"], ["영화 20190377 · 2024", "Film"], ["closed"]])
    XCTAssertEqual(res.pane.events.map(\.time), [200, 710, 722, 800])
    XCTAssertEqual(res.status.events.last, .next(850, res.status.events[0].value.element!))
  }

  func testASearchReplyForTextThatChangedIsCancelledAndNeverShown() {
    let harness = BrowserHarness()
    harness.searchReply = { query in
      .value(
        MovieSearchPage(totalCount: 1, movies: [MovieSummary(code: "1", title: query.title!)]),
        after: query.title == "한강" ? 500 : 10)
    }
    let res = harness.run(
      start: week, today: today,
      keys: [
        .next(300, .character("/")), .next(310, .character("한")), .next(330, .character("강")),
        .next(700, .character("의")),
      ])
    XCTAssertEqual(
      harness.calls("search").map(\.description), ["631 search 한강 p1", "1001 search 한강의 p1"])
    XCTAssertEqual(harness.subscriptions["search 한강 p1"], [Subscription(632, 1002)])
    XCTAssertFalse(
      res.list.events.contains {
        $0.value.element!.contains("  1 한강") || $0.value.element!.contains("> 1 한강")
      })
    XCTAssertEqual(res.list.events.last, .next(1013, ["/한강의", "> 1 한강의"]))
  }

  func testTheSearchPagesOnDemandWhenTheSelectionReachesTheLastResult() {
    let harness = BrowserHarness()
    harness.searchReply = { query in
      let films = (1...20).map { MovieSummary(code: "\(query.page)-\($0)", title: "별 \($0)") }
      return .value(
        MovieSearchPage(totalCount: 25, movies: query.page == 1 ? films : Array(films.prefix(5))),
        after: 10)
    }
    _ = harness.run(
      start: week, today: today,
      keys: [
        .next(300, .character("/")), .next(310, .character("별")), .next(320, .character("빛")),
        .next(700, .end),
      ])
    XCTAssertEqual(
      harness.calls("search").map(\.description), ["621 search 별빛 p1", "700 search 별빛 p2"])
  }

  func testEachScreenCarriesTheSizeItWasMadeFor() {
    let harness = BrowserHarness()
    let res = harness.run(
      start: week, today: today, keys: [.next(300, .enter)],
      size: TerminalSize(columns: 120, rows: 30),
      resizes: [
        .next(400, TerminalSize(columns: 80, rows: 24)),
        .next(500, TerminalSize(columns: 30, rows: 8)),
      ])
    XCTAssertEqual(
      res.size.events,
      [
        .next(200, TerminalSize(columns: 120, rows: 30)),
        .next(400, TerminalSize(columns: 80, rows: 24)),
        .next(500, TerminalSize(columns: 30, rows: 8)),
      ])
  }

  func testAListLongerThanTheScreenScrollsWithTheSelection() {
    let harness = BrowserHarness()
    harness.chartReply = { period, _ in .value(BrowserHarness.chart(period, films: 10), after: 10) }
    let res = harness.run(
      start: week, today: today,
      keys: [.next(300, .end), .next(310, .pageUp), .next(320, .character("g"))],
      size: TerminalSize(columns: 80, rows: 10))
    let titles = (1...10).map { "\($0) 2/3 영화 \($0)" }
    XCTAssertEqual(
      res.list.events.map(\.value.element!),
      [
        ["Loading the chart…"], rows(Array(titles[0..<7])),
        rows(Array(titles[3..<10]), selected: 6),
        rows(Array(titles[2..<9]), selected: 0), rows(Array(titles[0..<7])),
      ])
  }

  func testHelpHidesOnAnyKeyAndQuitAndCtrlCEndTheBrowser() {
    let harness = BrowserHarness()
    let res = harness.run(
      start: week, today: today,
      keys: [
        .next(300, .character("?")), .next(400, .down), .next(500, .character("q")),
        .next(600, .interrupt),
      ])
    XCTAssertEqual(
      res.help.events, [.next(200, 0), .next(300, BrowserAction.help.count), .next(400, 0)])
    XCTAssertEqual(res.list.events.count, 2, "the key that hid the help did nothing else")
    XCTAssertEqual(res.exit.events, [.next(500, .quit), .completed(500)])
    let interrupted = BrowserHarness().run(
      start: week, today: today, keys: [.next(300, .interrupt)])
    XCTAssertEqual(interrupted.exit.events, [.next(300, .interrupted), .completed(300)])
  }

  func testTheKeyMapGivesLettersToTheSearchAndCommandsToTheChart() {
    XCTAssertEqual(
      BrowserAction.action(for: .character("j"), isSearching: false, isHelpShown: false),
      .moveDown)
    XCTAssertEqual(
      BrowserAction.action(for: .character("j"), isSearching: true, isHelpShown: false),
      .type("j"))
    XCTAssertEqual(
      BrowserAction.action(for: .backspace, isSearching: true, isHelpShown: false),
      .deleteBackward)
    XCTAssertEqual(
      BrowserAction.action(for: .backspace, isSearching: false, isHelpShown: false), .back)
    XCTAssertNil(BrowserAction.action(for: .left, isSearching: true, isHelpShown: false))
    XCTAssertEqual(
      BrowserAction.action(for: .character("q"), isSearching: true, isHelpShown: false),
      .type("q"))
    XCTAssertEqual(
      BrowserAction.action(for: .interrupt, isSearching: true, isHelpShown: true), .interrupt)
    XCTAssertEqual(
      BrowserAction.action(for: .character("q"), isSearching: false, isHelpShown: true), .quit)
    XCTAssertEqual(
      BrowserAction.action(for: .enter, isSearching: false, isHelpShown: true), .toggleHelp)
    XCTAssertNil(
      BrowserAction.action(for: .character("x"), isSearching: false, isHelpShown: false))
  }
}
