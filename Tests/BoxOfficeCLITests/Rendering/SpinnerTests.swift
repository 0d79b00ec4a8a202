import Reactive
import ReactiveTest
import XCTest

@testable import BoxOfficeCLI

/// The spinner in virtual time: what it writes, and when.
final class SpinnerTests: XCTestCase {
  private var scheduler: TestScheduler!
  private var output: TimedOutput!

  override func setUp() {
    super.setUp()
    scheduler = TestScheduler(initialClock: 0)
    output = TimedOutput(scheduler)
  }

  private func spinner(label: String = "Asking KOBIS…", width: Int = 80) -> Spinner {
    Spinner(
      output: output, scheduler: scheduler, label: label, width: width, interval: .seconds(10))
  }

  func testItDrawsAFrameEveryIntervalAfterTheFirstAndErasesItselfWhenStopped() {
    let spinner = spinner()
    scheduler.scheduleAt(100) { spinner.start() }
    scheduler.scheduleAt(135) { spinner.stop() }
    scheduler.start()
    XCTAssertEqual(
      output.writes,
      [
        .init(110, Spinner.hideCursor), .init(110, "\r⠋ Asking KOBIS…"),
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
        .init(110, Spinner.hideCursor), .init(110, "\r⠋ Asking KOBIS…"),
        .init(115, Spinner.erase),
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
