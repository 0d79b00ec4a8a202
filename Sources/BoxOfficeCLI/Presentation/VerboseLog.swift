import BoxOffice
import Foundation

/// The `--verbose` log on standard error: what is asked (the URL, with the key replaced by
/// `REDACTED`), whether the cache answered, each attempt with its time, the waits between
/// attempts, and the reply stored.
///
/// ```
/// request: https://www.kobis.or.kr/…/searchDailyBoxOfficeList.json?key=REDACTED&targetDt=20241225&itemPerPage=10
/// cache: miss, /home/me/.cache/boxoffice/5f0c2a8e1b7d3a44.json
/// attempt 1 of 3: sending
/// attempt 1: failed after 0.201 s: KOBIS did not answer within 0.2 seconds; …
/// waiting 0.5 s before attempt 2
/// attempt 2 of 3: sending
/// attempt 2: reply of 3,922 bytes in 0.004 s
/// cache: stored, /home/me/.cache/boxoffice/5f0c2a8e1b7d3a44.json
/// done in 0.716 s
/// ```
///
/// The client reports its events on whatever thread a step happens; the log keeps them in order
/// and writes them on the main thread, where the rest of the command writes, either as the main
/// queue runs or when ``flush()`` is called. Every line passes through the command's redacting
/// output like any other.
///
/// `VerboseLog` is thread-safe: ``record(_:)`` and ``note(_:)`` may be called from any thread;
/// ``flush()`` and ``close()`` must be called on the main thread.
final class VerboseLog: @unchecked Sendable {
  // @unchecked Sendable: `pending` and `isClosed` are guarded by `lock`; `output` is only used on
  // the main thread, in `flush()`.
  private let lock = NSLock()
  private var pending: [String] = []
  private var isClosed = false
  private let output: any TextOutput

  /// Creates a log that writes to `output`.
  ///
  /// - Parameter output: Standard error.
  init(output: any TextOutput) {
    self.output = output
  }

  /// Logs one of the client's events.
  ///
  /// - Parameter event: What the client did.
  func record(_ event: BoxOfficeClient.Event) {
    note(Self.line(for: event))
  }

  /// Logs a line of the command's own.
  ///
  /// - Parameter line: The line, without a line break.
  func note(_ line: String) {
    lock.withLock { pending.append(line) }
    DispatchQueue.main.async { self.flush() }
  }

  /// Writes every line logged so far. Call it on the main thread.
  func flush() {
    let lines = lock.withLock {
      defer { pending = [] }
      return isClosed ? [] : pending
    }
    for line in lines { output.write(line.displayed + "\n") }
  }

  /// Writes what is left, and nothing after. Call it on the main thread.
  func close() {
    flush()
    lock.withLock { isClosed = true }
  }

  /// The line for an event.
  ///
  /// - Parameter event: What the client did.
  /// - Returns: The line, without a line break.
  static func line(for event: BoxOfficeClient.Event) -> String {
    switch event {
    case .request(let url):
      "request: \(url)"
    case .cacheHit(let file):
      "cache: hit, \(file.path)"
    case .cacheMiss(let file):
      "cache: miss, \(file.path)"
    case .cacheSkipped:
      "cache: not read, as a reload was asked for"
    case .attemptStarted(let number, let most):
      "attempt \(number) of \(most): sending"
    case .attemptSucceeded(let number, let bytes, let duration):
      "attempt \(number): reply of \(ChartRow.groupingThousands(Int64(bytes))) bytes in "
        + "\(SecondsText.of(duration)) s"
    case .attemptFailed(let number, let error, let duration):
      "attempt \(number): failed after \(SecondsText.of(duration)) s: \(error.description)"
    case .waiting(let seconds, let attempt):
      "waiting \(SecondsText.of(seconds)) s before attempt \(attempt)"
    case .storedReply(let file, let stored):
      stored ? "cache: stored, \(file.path)" : "cache: could not store, \(file.path)"
    }
  }
}
