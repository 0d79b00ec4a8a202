import Foundation

/// Waits on the main thread while keeping the main run loop — and with it the main dispatch
/// queue — running, so that work delivered to the main scheduler (the chart view model's drivers
/// and signal, the spinner's frames) runs during the wait.
///
/// `MainRunLoop` must be used on the main thread.
enum MainRunLoop {
  /// The longest the loop sleeps before checking the condition again: how late a caught signal
  /// is noticed at worst.
  static let slice: TimeInterval = 0.05

  /// Runs the main run loop in short slices until `condition` holds.
  ///
  /// - Parameter condition: Checked before each slice.
  static func spin(until condition: () -> Bool) {
    precondition(Thread.isMainThread, "MainRunLoop.spin(until:) must be called on the main thread")
    while !condition() {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: slice))
    }
  }
}
