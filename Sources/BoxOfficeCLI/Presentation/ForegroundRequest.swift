import BoxOffice
import Foundation
import Reactive

/// Waits on the main thread for what a command asked of KOBIS: keeps the main run loop turning so
/// the view model's drivers deliver, shows a spinner on standard error while `loading` says so
/// (only when standard error is a terminal and there is no `--verbose` log), stops early when the
/// user interrupts, and ends the log with how long it took.
///
/// ```swift
/// let wait = ForegroundRequest(dependencies: dependencies, stderr: stderr, label: "Looking up the film…", log: nil)
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
  /// The `--verbose` log, or `nil`.
  var log: VerboseLog?

  /// Runs until `isFinished` holds or a signal interrupts.
  ///
  /// - Parameters:
  ///   - loading: Whether a request is in flight, which turns the spinner.
  ///   - isFinished: Checked after each turn of the run loop.
  /// - Returns: The number of the signal that interrupted, or `nil`.
  func run(loading: Driver<Bool>, until isFinished: () -> Bool) -> Int32? {
    let started = ContinuousClock.now
    let spinner =
      dependencies.terminal.stderrIsTerminal && log == nil
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
    let elapsed = SecondsText.of(started.duration(to: .now) / .milliseconds(1) / 1000)
    log?.note(signal == nil ? "done in \(elapsed) s" : "interrupted after \(elapsed) s")
    log?.close()
    return signal
  }
}

extension BoxOfficeTool.Dependencies {
  /// The client a command uses: `sample` with `--sample`, else KOBIS through the reply cache (of
  /// `--cache-dir`, or the default directory; none with `--no-cache`), telling `log` what it
  /// decided and, through the client's events, each step of each request.
  ///
  /// - Parameters:
  ///   - options: The command's options of the sample, the cache and the log.
  ///   - api: The base URL, key and timeout.
  ///   - environment: The process environment, for the cache's directory.
  ///   - log: The `--verbose` log, or `nil`.
  ///   - sample: The sample's client.
  ///   - now: The cache's clock, which decides whether a stored reply is still fresh.
  /// - Returns: The client.
  func client(
    for options: KOBISOptions, api: BoxOfficeAPI, environment: [String: String],
    log: VerboseLog?, sample: BoxOfficeClient = SampleCharts.client,
    now: @escaping @Sendable () -> Date = { Date() }
  ) -> BoxOfficeClient {
    if options.isSample {
      log?.note("request: none, the built-in sample data answers")
      return sample
    }
    // --no-cache: a client without a cache neither reads nor stores replies.
    let directory = CacheCommand.directory(given: options.cacheDirectory, environment: environment)
    if options.bypassesCache {
      log?.note("cache: not used (--no-cache)")
    } else if directory == nil {
      log?.note("cache: none, as no cache directory is known (XDG_CACHE_HOME and HOME are unset)")
    }
    let cache =
      options.bypassesCache ? nil : directory.map { ResponseCache(directory: $0, now: now) }
    let events: (@Sendable (BoxOfficeClient.Event) -> Void)? =
      if let log { { log.record($0) } } else { nil }
    return makeClient(api, cache, events)
  }
}
