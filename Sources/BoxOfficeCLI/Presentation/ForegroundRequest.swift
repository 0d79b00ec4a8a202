import BoxOffice
import Foundation
import Reactive

/// Waits on the main thread for what a command asked of KOBIS: keeps the main run loop turning so
/// the view model's drivers deliver, shows a spinner on standard error while `loading` says so
/// (only when standard error is a terminal), and stops early when the user interrupts.
///
/// ```swift
/// let wait = ForegroundRequest(dependencies: dependencies, stderr: stderr, label: "Looking up the film…")
/// let signal = wait.run(loading: output.isLoading) { finished }
/// ```
///
/// `ForegroundRequest` runs on the main thread.
struct ForegroundRequest {
  /// The tool's dependencies: the terminal, the interrupts, the main scheduler.
  var dependencies: BoxOfficeTool.Dependencies
  /// Standard error.
  var stderr: any TextOutput
  /// What the spinner says.
  var label: String

  /// Runs until `isFinished` holds or a signal interrupts.
  ///
  /// - Parameters:
  ///   - loading: Whether a request is in flight, which turns the spinner.
  ///   - isFinished: Checked after each turn of the run loop.
  /// - Returns: The number of the signal that interrupted, or `nil`.
  func run(loading: Driver<Bool>, until isFinished: () -> Bool) -> Int32? {
    let spinner =
      dependencies.terminal.stderrIsTerminal
      ? Spinner(
        output: stderr, scheduler: dependencies.scheduler, label: label,
        width: dependencies.terminal.stderrColumns ?? 80) : nil
    let interrupts = dependencies.interrupts
    interrupts.startCatching()
    let subscription = loading.drive(onNext: { isLoading in
      if isLoading { spinner?.start() } else { spinner?.stop() }
    })
    MainRunLoop.spin { isFinished() || interrupts.caughtSignal != nil }
    subscription.dispose()
    spinner?.stop()
    let signal = interrupts.caughtSignal
    interrupts.stopCatching()
    return signal
  }
}

extension BoxOfficeTool.Dependencies {
  /// The client a command uses: the built-in sample, or KOBIS through the reply cache (none with
  /// `--no-cache`).
  ///
  /// - Parameters:
  ///   - api: The base URL, key and timeout.
  ///   - isSample: Whether to answer from the sample.
  ///   - bypassesCache: Whether to neither read nor store replies.
  ///   - environment: The process environment, for the cache's directory.
  /// - Returns: The client.
  func client(
    api: BoxOfficeAPI, isSample: Bool, bypassesCache: Bool, environment: [String: String]
  ) -> BoxOfficeClient {
    if isSample { return SampleCharts.client }
    let cache =
      bypassesCache
      ? nil
      : ResponseCache.defaultDirectory(environment: environment).map {
        ResponseCache(directory: $0)
      }
    return makeClient(api, cache)
  }
}
