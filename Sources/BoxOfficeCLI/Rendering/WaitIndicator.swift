import BoxOffice
import Reactive

/// What standard error shows on a terminal while a question is in flight (``Waiting``): a
/// spinner — a turning braille dot and a label — or a trend's progress line — a bar and
/// `8/12 periods` — redrawn in place on one line, and erased when the wait ends.
///
/// ```
/// ⠹ Asking KOBIS for the weekly chart…
/// Loading charts ██████████▋          8/12 periods
/// ```
///
/// The spinner's first frame is drawn only after one interval, so an answer from the cache
/// (which arrives at once) never makes the screen flicker. While a line shows, the cursor is
/// hidden; showing ``Waiting/idle`` (or a complete progress) erases the line and shows the cursor
/// again, so the terminal is left as it was — also when the request is interrupted with Ctrl-C.
/// The caller creates one only when standard error is a terminal.
///
/// ```swift
/// let indicator = WaitIndicator(output: stderr, scheduler: MainScheduler.instance, width: 80)
/// indicator.show(.spinner("Asking KOBIS…"))
/// // … the reply arrives …
/// indicator.show(.idle)
/// ```
///
/// `WaitIndicator` is not thread-safe: call it, and run its scheduler, on one thread (the main
/// one).
final class WaitIndicator {
  /// The spinner's frames, in order.
  static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  /// Hides the cursor.
  static let hideCursor = "\u{1B}[?25l"
  /// Erases the line and shows the cursor.
  static let erase = "\r\u{1B}[2K\u{1B}[?25h"
  /// What the progress line starts with.
  static let progressLabel = "Loading charts"
  /// The cells of a full progress bar, at most.
  static let progressBarWidth = 20

  private let output: any TextOutput
  private let scheduler: any SchedulerType
  private let width: Int
  private let interval: RxTimeInterval
  private var shown = Waiting.idle
  private var ticks: (any Disposable)?
  private var isDrawn = false

  /// Creates an indicator that shows nothing yet.
  ///
  /// - Parameters:
  ///   - output: Standard error, a terminal.
  ///   - scheduler: What times the spinner's frames; the main scheduler.
  ///   - width: The terminal's width in cells; a longer line is cut, as a wrapped one could not
  ///     be erased with one carriage return.
  ///   - interval: The time between the spinner's frames.
  init(
    output: any TextOutput, scheduler: any SchedulerType, width: Int,
    interval: RxTimeInterval = .milliseconds(100)
  ) {
    self.output = output
    self.scheduler = scheduler
    self.width = width
    self.interval = interval
  }

  /// Shows `waiting` in place of what showed: a spinner already turning with the same label
  /// turns on.
  func show(_ waiting: Waiting) {
    switch waiting {
    case .spinner(let label):
      guard waiting != shown else { return }
      end()
      let label = TerminalCellWidth.truncate(label, toCells: max(1, width - 3))
      ticks = scheduler.schedulePeriodic(0, startAfter: interval, period: interval) {
        [weak self] frame in
        self?.draw(Self.frames[frame % Self.frames.count] + " " + label)
        return frame + 1
      }
    case .progress(let progress) where !progress.isComplete:
      if case .spinner = shown { end() }
      draw(Self.progressText(progress, width: width) + "\u{1B}[K")
    default:
      end()
    }
    shown = waiting
  }

  /// The progress line for `progress` in `width` cells: the label, the bar and the count, the bar
  /// and then the label left out when narrower; never wider than `width - 1`, so the terminal
  /// does not wrap it.
  ///
  /// - Parameters:
  ///   - progress: Periods settled of the total.
  ///   - width: The terminal's width in cells.
  /// - Returns: The line, without a line break.
  static func progressText(_ progress: TrendProgress, width: Int) -> String {
    let count = progress.text
    let room = width - 1 - TerminalCellWidth.of(count)
    let barCells = min(progressBarWidth, room - TerminalCellWidth.of(progressLabel) - 2)
    if barCells >= 4 {
      let bar = BlockBar.text(fraction: progress.fraction, width: barCells)
      return progressLabel + " " + bar + String(repeating: " ", count: barCells - bar.count + 1)
        + count
    }
    return TerminalCellWidth.truncate(count, toCells: max(1, width - 1))
  }

  private func draw(_ line: String) {
    if !isDrawn { output.write(Self.hideCursor) }
    isDrawn = true
    output.write("\r" + line)
  }

  /// Stops the spinner, and erases the line and shows the cursor if anything was drawn.
  private func end() {
    ticks?.dispose()
    ticks = nil
    if isDrawn { output.write(Self.erase) }
    isDrawn = false
  }
}
