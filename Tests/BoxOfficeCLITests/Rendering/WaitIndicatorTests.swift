import BoxOffice
import Reactive
import ReactiveTest
import XCTest

@testable import BoxOfficeCLI

/// The wait indicator: the spinner in virtual time, what it writes and when; the progress line,
/// a bar and the count, redrawn in place, never wrapping, erased at the end.
final class WaitIndicatorTests: XCTestCase {
  private var scheduler: TestScheduler!
  private var output: TimedOutput!

  override func setUp() {
    super.setUp()
    scheduler = TestScheduler(initialClock: 0)
    output = TimedOutput(scheduler)
  }

  /// A spinner saying `label`: `start` shows it, `stop` ends the wait.
  private func spinner(label: String = "Asking KOBIS…", width: Int = 80)
    -> (start: () -> Void, stop: () -> Void)
  {
    let indicator = WaitIndicator(
      output: output, scheduler: scheduler, width: width, interval: .seconds(10))
    return ({ indicator.show(.spinner(label)) }, { indicator.show(.idle) })
  }

  func testItDrawsAFrameEveryIntervalAfterTheFirstAndErasesItselfWhenStopped() {
    let spinner = spinner()
    scheduler.scheduleAt(100) { spinner.start() }
    scheduler.scheduleAt(135) { spinner.stop() }
    scheduler.start()
    XCTAssertEqual(
      output.writes,
      [
        .init(110, WaitIndicator.hideCursor), .init(110, "\r⠋ Asking KOBIS…"),
        .init(120, "\r⠙ Asking KOBIS…"), .init(130, "\r⠹ Asking KOBIS…"),
        .init(135, "\r\u{1B}[2K\u{1B}[?25h"),
      ])
  }

  func testStoppedBeforeTheFirstFrameItWritesNothing() {
    let spinner = spinner()
    scheduler.scheduleAt(100) { spinner.start() }
    scheduler.scheduleAt(105) { spinner.stop() }
    scheduler.start()
    XCTAssertEqual(output.writes, [])
  }

  func testStartingTwiceAndStoppingTwiceChangeNothing() {
    let spinner = spinner()
    scheduler.scheduleAt(100) { spinner.start() }
    scheduler.scheduleAt(101) { spinner.start() }
    scheduler.scheduleAt(115) { spinner.stop() }
    scheduler.scheduleAt(116) { spinner.stop() }
    scheduler.start()
    XCTAssertEqual(
      output.writes,
      [
        .init(110, WaitIndicator.hideCursor), .init(110, "\r⠋ Asking KOBIS…"),
        .init(115, WaitIndicator.erase),
      ])
  }

  func testTheFramesCycle() {
    let spinner = spinner(label: "x")
    scheduler.scheduleAt(0) { spinner.start() }
    scheduler.scheduleAt(115) { spinner.stop() }
    scheduler.start()
    let frames = output.writes.map(\.text).filter { $0.hasPrefix("\r") && $0.hasSuffix(" x") }
    XCTAssertEqual(frames.count, 11)
    XCTAssertEqual(frames.first, frames.last)
  }

  func testTheLabelIsCutToFitOneLine() {
    let spinner = spinner(label: "한국 박스오피스를 불러오는 중입니다", width: 12)
    scheduler.scheduleAt(0) { spinner.start() }
    scheduler.scheduleAt(15) { spinner.stop() }
    scheduler.start()
    XCTAssertEqual(output.writes.map(\.text).dropFirst().first, "\r⠋ 한국 박…")
  }

  func testTheLineHasTheLabelABarAndTheCount() {
    XCTAssertEqual(
      WaitIndicator.progressText(TrendProgress(settled: 8, total: 12), width: 80),
      "Loading charts █████████████▍       8/12 periods")
    XCTAssertEqual(
      WaitIndicator.progressText(TrendProgress(settled: 0, total: 52), width: 80),
      "Loading charts                      0/52 periods")
  }

  func testANarrowTerminalGetsAShorterBarThenTheCountAlone() {
    let line = WaitIndicator.progressText(TrendProgress(settled: 1, total: 4), width: 35)
    XCTAssertEqual(line, "Loading charts █▊      1/4 periods")
    XCTAssertEqual(TerminalCellWidth.of(line), 34)
    XCTAssertEqual(
      WaitIndicator.progressText(TrendProgress(settled: 1, total: 4), width: 20), "1/4 periods")
    XCTAssertEqual(
      WaitIndicator.progressText(TrendProgress(settled: 1, total: 4), width: 6), "1/4…")
  }

  func testItHidesTheCursorRedrawsInPlaceAndErasesItselfWhenDone() {
    let output = CapturedOutput()
    let line = WaitIndicator(output: output, scheduler: scheduler, width: 40)
    line.show(.progress(TrendProgress(settled: 0, total: 2)))
    line.show(.progress(TrendProgress(settled: 1, total: 2)))
    line.show(.progress(TrendProgress(settled: 2, total: 2)))
    line.show(.idle)
    XCTAssertEqual(
      output.writes,
      [
        WaitIndicator.hideCursor, "\rLoading charts              0/2 periods\u{1B}[K",
        "\rLoading charts ██████       1/2 periods\u{1B}[K", WaitIndicator.erase,
      ])
  }

  func testProgressAfterADrawnSpinnerErasesItThenIdleErasesTheProgress() {
    let indicator = WaitIndicator(
      output: output, scheduler: scheduler, width: 40, interval: .seconds(10))
    scheduler.scheduleAt(100) { indicator.show(.spinner("Asking KOBIS…")) }
    scheduler.scheduleAt(115) { indicator.show(.progress(TrendProgress(settled: 1, total: 2))) }
    scheduler.scheduleAt(135) { indicator.show(.idle) }
    scheduler.start()
    XCTAssertEqual(
      output.writes,
      [
        .init(110, WaitIndicator.hideCursor), .init(110, "\r⠋ Asking KOBIS…"),
        .init(115, WaitIndicator.erase), .init(115, WaitIndicator.hideCursor),
        .init(115, "\rLoading charts ██████       1/2 periods\u{1B}[K"),
        .init(135, WaitIndicator.erase),
      ])
  }
}

/// Records what is written and at which virtual time.
final class TimedOutput: TextOutput {
  struct Write: Equatable {
    var time: TestTime
    var text: String

    init(_ time: TestTime, _ text: String) {
      self.time = time
      self.text = text
    }
  }

  private let scheduler: TestScheduler
  private(set) var writes: [Write] = []

  init(_ scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  func write(_ text: String) {
    writes.append(Write(scheduler.clock, text))
  }
}
