import Foundation

extension BoxOfficeClient {
  /// One step of what the live client does for a request, for a log such as
  /// `boxoffice-cli --verbose`: the request, the cache's answer, each attempt and its time, the
  /// waits between attempts, and the reply stored.
  ///
  /// No event carries the API key: the URL is `BoxOfficeAPI.displayURL(for:)`'s, and errors are
  /// scrubbed as the client's failures are.
  ///
  /// ```swift
  /// let client = BoxOfficeClient.live(api: api, cache: cache, events: { event in
  ///   FileHandle.standardError.write(Data("\(event)\n".utf8))
  /// })
  /// ```
  ///
  /// Events are reported on the thread where the step happens, in order for one request.
  public enum Event: Equatable, Sendable {
    /// The request is about to be answered, from the cache or by the server; the URL has the key
    /// replaced by `REDACTED`.
    case request(url: String)
    /// A fresh stored reply answers, from this file: nothing is sent.
    case cacheHit(file: URL)
    /// No fresh reply is stored for the request in this file.
    case cacheMiss(file: URL)
    /// The cache was not read: the request asks for a reload (``CachePolicy/reloadIgnoringCache``).
    case cacheSkipped
    /// Attempt `number` (from 1) of at most `of` is sent.
    case attemptStarted(number: Int, of: Int)
    /// Attempt `number` got a reply of `bytes` bytes after `duration` seconds.
    case attemptSucceeded(number: Int, bytes: Int, duration: TimeInterval)
    /// Attempt `number` failed with `error` after `duration` seconds.
    case attemptFailed(number: Int, error: BoxOfficeError, duration: TimeInterval)
    /// The client waits `seconds` before attempt `number`.
    case waiting(seconds: TimeInterval, beforeAttempt: Int)
    /// The reply was stored in this file, or could not be (`stored` is `false`).
    case storedReply(file: URL, stored: Bool)
  }
}
