import Foundation

/// Everything that can go wrong between a box-office query and a decoded chart.
///
/// Each case's ``description`` is one sentence a user understands, with what to do about it where
/// there is something to do. No case ever carries the API key: the client builds its messages
/// without the request URL, and scrubs the key from any text the server sends back
/// (``redacting(_:)``).
///
/// ```swift
/// print(BoxOfficeError.kobisFault(code: "320010", message: "유효하지않은 키값입니다."))
/// // Prints: KOBIS rejected the request with error 320010 (유효하지않은 키값입니다.): the API key was rejected; check KOBIS_API_KEY.
/// ```
public enum BoxOfficeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No API key was given, so no request was sent.
  case missingAPIKey
  /// The query cannot be sent as it is; the payload says why.
  case invalidQuery(String)
  /// The server could not be reached or the connection broke; the payload says how.
  case transportFailure(String)
  /// The server did not answer within the request timeout, `seconds`, on any of `attempts`
  /// attempts, which took `elapsed` seconds in all, waits between them included (`nil` when not
  /// measured).
  case timedOut(seconds: Double, attempts: Int = 1, elapsed: Double? = nil)
  /// The server answered with an HTTP status outside `200..<300`.
  case httpStatus(Int)
  /// KOBIS answered with a `faultInfo` reply (which comes with HTTP 200).
  case kobisFault(code: String, message: String)
  /// The reply is not a box-office chart: `at` names where reading failed (a field and the rank
  /// of its entry, or a part of the reply), `reason` what was wrong there.
  case undecodableBody(at: String, reason: String)
  /// KOBIS has no film with this movie code: its details reply has no title.
  case movieNotFound(code: String)

  /// The one-sentence explanation shown to users.
  public var description: String {
    switch self {
    case .missingAPIKey:
      return "No KOBIS API key was given: set KOBIS_API_KEY or pass --api-key."
    case .invalidQuery(let reason):
      return "The query is not valid: \(reason)."
    case .transportFailure(let reason):
      return "Could not reach KOBIS (\(reason)); check the network connection and try again."
    case .timedOut(let seconds, let attempts, let elapsed):
      let advice = "try again later or allow more time with --timeout."
      guard attempts > 1 else {
        let unit = seconds == 1 ? "second" : "seconds"
        return "KOBIS did not answer within \(Self.format(seconds)) \(unit); \(advice)"
      }
      let total = elapsed.map { ", " + String(format: "%.1f", $0) + " s in all" } ?? ""
      return "KOBIS did not answer in time: \(attempts) attempts, \(Self.format(seconds)) s each"
        + "\(total); \(advice)"
    case .httpStatus(let status):
      let phrase = Self.reasonPhrases[status].map { " (\($0))" } ?? ""
      let advice = (500..<600).contains(status) ? "; try again later" : ""
      return "KOBIS answered with HTTP status \(status)\(phrase)\(advice)."
    case .kobisFault(let code, let message):
      let hint = self.hint.map { ": \($0)" } ?? "."
      return "KOBIS rejected the request with error \(code) (\(message))\(hint)"
    case .undecodableBody(let location, let reason):
      return "The reply from KOBIS could not be read (\(location): \(reason))."
    case .movieNotFound(let code):
      return "KOBIS has no film with the code \(FeedNumber.quote(code)); search by title to find "
        + "a film's code."
    }
  }

  /// An English explanation of a known KOBIS error code, or `nil`.
  public var hint: String? {
    guard case .kobisFault(let code, _) = self else { return nil }
    switch code {
    case "320010": return "the API key was rejected; check KOBIS_API_KEY."
    case "320102": return "the date (targetDt) is missing."
    case "320103": return "the date (targetDt) is not a valid YYYYMMDD date."
    case "320105": return "the week kind (weekGb) must be 0, 1 or 2."
    default: return nil
    }
  }

  /// Whether KOBIS rejected the API key (fault `320010`).
  public var isKeyRejected: Bool {
    if case .kobisFault("320010", _) = self { return true }
    return false
  }

  /// Whether trying the same request again may succeed: timeouts, broken connections and HTTP
  /// 5xx. KOBIS faults, 4xx and undecodable replies are answers, and asking again changes nothing.
  public var isTransient: Bool {
    switch self {
    case .transportFailure, .timedOut: true
    case .httpStatus(let status): (500..<600).contains(status)
    default: false
    }
  }

  /// This error as the last of `attempts` attempts that took `elapsed` seconds in all: a timeout
  /// says so in its message; other errors are unchanged.
  ///
  /// - Parameters:
  ///   - attempts: How many attempts were made.
  ///   - elapsed: Seconds from the first attempt's start to this failure; kept to the
  ///     millisecond.
  /// - Returns: The error to report.
  public func afterAttempts(_ attempts: Int, elapsed: Double) -> BoxOfficeError {
    guard case .timedOut(let seconds, _, _) = self else { return self }
    return .timedOut(
      seconds: seconds, attempts: attempts, elapsed: (elapsed * 1000).rounded() / 1000)
  }

  /// This error with every occurrence of `secret` in its text replaced by `REDACTED`.
  ///
  /// Text that comes from the server (a fault message, a value quoted in a decoding failure) could
  /// echo request parameters; the client passes every error through this with the API key.
  ///
  /// - Parameter secret: The text that must not be shown; nothing happens when it is empty.
  /// - Returns: The scrubbed error.
  public func redacting(_ secret: String) -> BoxOfficeError {
    secret.isEmpty ? self : mappingText { $0.replacingOccurrences(of: secret, with: "REDACTED") }
  }

  /// This error with `transform` applied to every text it quotes: a reason, a fault's code and
  /// message, a place in a reply, a movie code.
  ///
  /// - Parameter transform: What each text becomes.
  /// - Returns: The error.
  public func mappingText(_ transform: (String) -> String) -> BoxOfficeError {
    switch self {
    case .missingAPIKey, .timedOut, .httpStatus: self
    case .invalidQuery(let reason): .invalidQuery(transform(reason))
    case .transportFailure(let reason): .transportFailure(transform(reason))
    case .kobisFault(let code, let message):
      .kobisFault(code: transform(code), message: transform(message))
    case .undecodableBody(let location, let reason):
      .undecodableBody(at: transform(location), reason: transform(reason))
    case .movieNotFound(let code): .movieNotFound(code: transform(code))
    }
  }

  private static let reasonPhrases: [Int: String] = [
    400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
    405: "Method Not Allowed", 408: "Request Timeout", 429: "Too Many Requests",
    500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway",
    503: "Service Unavailable", 504: "Gateway Timeout",
  ]

  private static func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() && abs(seconds) < 1e9 ? String(Int(seconds)) : String(seconds)
  }
}

extension BoxOfficeError {
  /// `error` itself when it is a ``BoxOfficeError``, else a transport failure: the one place an
  /// untyped error from a client (a stand-in may fail with another type) becomes this type.
  init(_ error: any Error) {
    self = error as? BoxOfficeError ?? .transportFailure("the request failed")
  }
}
