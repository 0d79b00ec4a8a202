import BoxOffice
import XCTest

@testable import BoxOfficeCLI

/// The browser's frames as a terminal shows them: the chart with its selection, stale rows, the
/// details pane beside and below, the search, the keys, a terminal too small, hostile text.
final class BrowseScreenTests: XCTestCase {
  private let chart = SampleCharts.chart(
    for: BoxOfficeEndpoint(kind: .weekly, date: SampleCharts.week.monday))

  private func screen(
    size: TerminalSize, pane: BrowserDetailPane? = nil, selected: Int = 1, visible: Int = 4,
    isStale: Bool = false
  ) -> BrowserScreenModel {
    let cells = chart.entries.prefix(visible).map(ChartRow.init(entry:))
    return BrowserScreenModel(
      size: size,
      header: BrowserHeader(title: ChartTitleForTests.week, badge: .source("sample data")),
      list: .chart(
        rows: BrowserRows(cells: cells, selectedIndex: selected, firstIndex: 0, totalCount: 10),
        isStale: isStale, message: nil),
      detailPane: pane, status: "↑↓ move · Enter details · q quit")
  }

  /// The frame of `model`, cleaned and drawn as the browser draws it.
  private func drawn(_ model: BrowserScreenModel, spinnerFrame: Int = 0, colors: Bool)
    -> ScreenFrame
  {
    BrowseRenderer(spinnerFrame: spinnerFrame).render(
      BrowseScreen(model), in: RenderTarget(palette: Palette(isEnabled: colors)))
  }

  private func lines(_ frame: ScreenFrame) -> [String] {
    frame.rows.indices.map(frame.text(ofRow:))
  }

  func testTheChartFillsItsRegionAndTheSelectionIsInReverseVideo() throws {
    let frame = try XCTUnwrap(
      drawn(screen(size: TerminalSize(columns: 64, rows: 10)), colors: true))
    XCTAssertEqual(
      lines(frame),
      [
        "Weekly box office (Mon–Sun) · 2025-02-03 – 2025-02…  sample data",
        "#  Change  Title         Opened      Audience  Cumulative  Share",
        "1  NEW     한강의 밤     2025-02-05   512,350     518,590  31.8%",
        "2  ▼1      바람의 검객   2025-01-22   337,480   2,703,598  20.6%",
        "3  NEW     우리 동네…    2025-02-05   252,735     252,735  14.0%",
        "4  ▼2      스카이 하이…  2025-01-29   209,410     571,610  13.3%",
        "", "", "",
        "↑↓ move · Enter details · q quit",
      ])
    XCTAssertTrue(frame.rows[3].allSatisfy(\.attributes.inverse), "the selected row, edge to edge")
    XCTAssertFalse(frame.rows[2].contains { $0.attributes.inverse })
    XCTAssertEqual(
      frame.rows[2][4].attributes, CellAttributes(bold: true, color: 33), "NEW is bold yellow")
  }

  func testStaleRowsAreDimAndWithoutColorsOnlyTheColorsGo() throws {
    let stale = try XCTUnwrap(
      drawn(screen(size: TerminalSize(columns: 64, rows: 10), isStale: true), colors: false))
    XCTAssertTrue(stale.rows[2].filter { $0.text != " " }.allSatisfy(\.attributes.dim))
    XCTAssertTrue(stale.rows[3].allSatisfy { $0.attributes.inverse && !$0.attributes.dim })
    XCTAssertFalse(stale.rows.joined().contains { $0.attributes.color != nil })
    XCTAssertTrue(stale.rows[2][4].attributes.bold, "NEW stays bold")
  }

  private var pane: BrowserDetailPane {
    let card = MovieDetailsCard(details: SampleMovies.catalog[1])
    return BrowserDetailPane(
      title: card.title + " · " + card.subtitle, sections: Array(card.sections.prefix(2)),
      message: nil)
  }

  func testThePaneGoesBesideTheTableOnAWideTerminal() throws {
    let frame = try XCTUnwrap(
      drawn(screen(size: TerminalSize(columns: 100, rows: 14), pane: pane), colors: true))
    let rule = String(repeating: " ", count: 59) + "│"
    XCTAssertEqual(
      lines(frame),
      [
        "Weekly box office (Mon–Sun) · 2025-02-03 – 2025-02-09 · ISO week 2025-W06                sample data",
        "#  Change  Title                Audience  Cumulative  Share│ 바람의 검객 · Swordsman of the Wind ·",
        "1  NEW     한강의 밤             512,350     518,590  31.8%│ 2023 · 138 min · 15+",
        "2  ▼1      바람의 검객           337,480   2,703,598  20.6%│",
        "3  NEW     우리 동네 고양이…     252,735     252,735  14.0%│ Film",
        "4  ▼2      스카이 하이: 라스…    209,410     571,610  13.3%│ Code           20236542",
        rule + " English title  Swordsman of the Wind",
        rule + " Year           2023",
        rule + " Opened         2025-01-22",
        rule + " Running time   138 min",
        rule + " Rating         15+",
        rule + " Status         Released",
        rule + " …",
        "↑↓ move · Enter details · q quit",
      ])
  }

  func testThePaneGoesBelowTheTableOnANarrowTerminalAndIsCutWithAnEllipsis() throws {
    let frame = try XCTUnwrap(
      drawn(screen(size: TerminalSize(columns: 60, rows: 16), pane: pane), colors: true))
    XCTAssertEqual(
      lines(frame),
      [
        "Weekly box office (Mon–Sun) · 2025-02-03 – 202…  sample data",
        "#  Change  Title                 Audience  Cumulative  Share",
        "1  NEW     한강의 밤              512,350     518,590  31.8%",
        "2  ▼1      바람의 검객            337,480   2,703,598  20.6%",
        "3  NEW     우리 동네 고양이 탐…   252,735     252,735  14.0%",
        "4  ▼2      스카이 하이: 라스트…   209,410     571,610  13.3%",
        "",
        String(repeating: "─", count: 60),
        "바람의 검객 · Swordsman of the Wind · 2023 · 138 min · 15+",
        "",
        "Film",
        "Code           20236542",
        "English title  Swordsman of the Wind",
        "Year           2023",
        "…",
        "↑↓ move · Enter details · q quit",
      ])
  }

  func testTheSearchShowsItsFieldAndResults() throws {
    var screen = screen(size: TerminalSize(columns: 70, rows: 10))
    let results = SampleMovies.page(for: MovieSearchQuery(title: "한강")).movies.map(
      MovieSearchRow.init)
    screen.list = .search(
      text: "한강", rows: BrowserRows(cells: results, selectedIndex: 0, firstIndex: 0, totalCount: 2),
      message: nil)
    let frame = drawn(screen, colors: true)
    XCTAssertEqual(
      lines(frame),
      [
        "Weekly box office (Mon–Sun) · 2025-02-03 – 2025-02-09 ·…   sample data",
        "Search: 한강",
        "Code      Title        Year  Type     Status    Director",
        "20240811  한강의 밤    2024  Feature  Released  윤세린",
        "20190377  한강의 아침  2019  Feature  Released  윤세린",
        "", "", "", "",
        "↑↓ move · Enter details · q quit",
      ])
    XCTAssertTrue(frame.rows[3].allSatisfy(\.attributes.inverse))
    XCTAssertEqual(
      frame.rows[1][12].attributes, CellAttributes(inverse: true), "the field's cursor")
    screen.list = .search(
      text: "", rows: BrowserRows(cells: [], selectedIndex: nil, firstIndex: 0, totalCount: 0),
      message: "Type a title; Enter opens a film, Esc goes back.")
    XCTAssertEqual(
      lines(drawn(screen, colors: true)).dropFirst().prefix(2),
      ["Search:", "Type a title; Enter opens a film, Esc goes back."])
  }

  func testTheKeysAreDrawnOverTheList() throws {
    var screen = screen(size: TerminalSize(columns: 64, rows: 18))
    screen.help = BrowserAction.help
    XCTAssertEqual(
      lines(drawn(screen, colors: true)),
      [
        "Weekly box office (Mon–Sun) · 2025-02-03 – 2025-02…  sample data",
        "#┌─ Keys ────────────────────────────────────────────────────┐re",
        "1│ ↑ ↓  k j             move the selection                   │8%",
        "2│ PgUp PgDn  Home End  move by a page, to the first or last │6%",
        "3│ Enter                open the film's details              │0%",
        "4│ Esc  Backspace       close the details, leave the search  │3%",
        " │ ← →  h l             previous or next day or week         │",
        " │ d  w                 daily or weekly chart                │",
        " │ p                    whole week, weekend, weekdays        │",
        " │ /                    search films as you type             │",
        " │ r                    reload past the cache                │",
        " │ ?                    show or hide these keys              │",
        " │ q  Ctrl-C            quit                                 │",
        " │                                                           │",
        " │ Any key closes this.                                      │",
        " └───────────────────────────────────────────────────────────┘",
        "",
        "↑↓ move · Enter details · q quit",
      ])
  }

  func testATerminalTooSmallSaysSoAndNothingElse() throws {
    let frame = drawn(screen(size: TerminalSize(columns: 30, rows: 8)), colors: true)
    XCTAssertEqual(
      lines(frame),
      [
        "The terminal is 30×8 cells;", "the browser needs at least",
        "40×10. Enlarge it, or press q",
        "to quit.", "", "", "", "",
      ])
  }

  func testTheSpinnerTurnsInTheBadgeAndHostileTextIsCleaned() throws {
    var screen = screen(size: TerminalSize(columns: 64, rows: 10))
    screen.isLoading = true
    screen.header = BrowserHeader(title: "악\u{1B}[31m당\u{202E}", badge: .loading)
    screen.status = "KOBIS said \u{1B}]0;pwned\u{07}no"
    let frame = drawn(screen, spinnerFrame: 3, colors: true)
    XCTAssertEqual(
      lines(frame).first, "악당" + String(repeating: " ", count: 50) + "⠸ loading…")
    XCTAssertEqual(lines(frame).last, "KOBIS said no")
    XCTAssertEqual(frame.rows[0][60].attributes, CellAttributes(color: 33))
    XCTAssertFalse(
      frame.rows.joined().contains { $0.text.unicodeScalars.contains { $0.value < 0x20 } })
  }
}

enum ChartTitleForTests {
  static let week = "Weekly box office (Mon–Sun) · 2025-02-03 – 2025-02-09 · ISO week 2025-W06"
}
