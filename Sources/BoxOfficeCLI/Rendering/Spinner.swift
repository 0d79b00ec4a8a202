import Reactive

/// A spinner on standard error while a request is in flight: a turning braille dot and a label,
/// redrawn in place, and erased when stopped.
///
/// The first frame is drawn only after one interval, so an answer from the cache (which arrives
/// at once) never makes the screen flicker. While it spins, the cursor is hidden; ``stop()``
/// erases the line and shows the cursor again, so the terminal is left as it was — also when the
/// request is interrupted with Ctrl-C. The caller creates a spinner only when standard error is a
/// terminal.
///
/// ```swift
/// let spinner = Spinner(output: stderr, scheduler: MainScheduler.instance, label: "Asking KOBIS…", width: 80)
/// spinner.start()
/// // … the reply arrives …
/// spinner.stop()
/// ```
///
/// `Spinner` is not thread-safe: call it, and run its scheduler, on one thread (the main one).
final class Spinner {
  /// The frames, in order.
  static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  /// Hides the cursor.
  static let hideCursor = "\u{1B}[?25l"
  /// Erases the spinner's line and shows the cursor.
  static let erase = "\r\u{1B}[2K\u{1B}[?25h"

  private enum State {
    /// Not started, or stopped.
    case idle
    /// Started; `drawn` once the first frame is on screen.
    case spinning(ticks: any Disposable, drawn: Bool)
  }

  private let output: any TextOutput
  private let scheduler: any SchedulerType
  private let label: String
  private let interval: RxTimeInterval
  private var state = State.idle

  /// Creates a stopped spinner.
  ///
  /// - Parameters:
  ///   - output: Standard error, a terminal.
  ///   - scheduler: What times the frames; the main scheduler.
  ///   - label: What the spinner says; cut to fit `width`.
  ///   - width: The terminal's width in cells.
  ///   - interval: The time between frames.
  init(
    output: any TextOutput, scheduler: any SchedulerType, label: String, width: Int,
    interval: RxTimeInterval = .milliseconds(100)
  ) {
    self.output = output
    self.scheduler = scheduler
    // A label that wrapped onto a second line could not be erased with one carriage return.
    self.label = TerminalCellWidth.truncate(label, toCells: max(1, width - 3))
    self.interval = interval
  }

  /// Starts turning after one interval; does nothing while already started.
  func start() {
    guard case .idle = state else { return }
    let ticks = scheduler.schedulePeriodic(0, startAfter: interval, period: interval) {
      [weak self] frame in
      self?.draw(frame)
      return frame + 1
    }
    state = .spinning(ticks: ticks, drawn: false)
  }

  /// Stops, erasing the line and showing the cursor if a frame was drawn; does nothing when
  /// stopped.
  func stop() {
    guard case .spinning(let ticks, let drawn) = state else { return }
    state = .idle
    ticks.dispose()
    if drawn { output.write(Self.erase) }
  }

  private func draw(_ frame: Int) {
    guard case .spinning(let ticks, let drawn) = state else { return }
    if !drawn {
      output.write(Self.hideCursor)
      state = .spinning(ticks: ticks, drawn: true)
    }
    output.write("\r" + Self.frames[frame % Self.frames.count] + " " + label)
  }
}
