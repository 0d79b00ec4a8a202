import BoxOffice

/// The exit statuses of `boxoffice-cli`, following `sysexits.h` so scripts can tell a usage
/// mistake from a missing key from KOBIS being down.
///
/// | status | meaning |
/// |---|---|
/// | 0 | success, also for help and for a period without figures yet |
/// | 64 | usage error: an unknown option, a missing or invalid value |
/// | 65 | KOBIS's reply could not be read |
/// | 66 | KOBIS has no film with the code asked for |
/// | 69 | KOBIS is unavailable (an HTTP error) or refused the request with a fault |
/// | 75 | timeout or network failure: try again later |
/// | 77 | KOBIS rejected the API key |
/// | 78 | no API key is configured |
/// | 130 | interrupted with Ctrl-C (128 + the signal's number for other signals) |
///
/// `ExitCode` is a value type and thread-safe.
enum ExitCode {
  /// Success (`EX_OK`).
  static let success: Int32 = 0
  /// A usage error (`EX_USAGE`).
  static let usage: Int32 = 64
  /// The reply could not be read (`EX_DATAERR`).
  static let badData: Int32 = 65
  /// What was asked for does not exist: no film has the code (`EX_NOINPUT`).
  static let notFound: Int32 = 66
  /// The service is unavailable or refused the request (`EX_UNAVAILABLE`).
  static let unavailable: Int32 = 69
  /// A temporary failure: timeout or network (`EX_TEMPFAIL`).
  static let temporaryFailure: Int32 = 75
  /// The API key was rejected (`EX_NOPERM`).
  static let keyRejected: Int32 = 77
  /// Configuration is missing: no API key (`EX_CONFIG`).
  static let configuration: Int32 = 78

  /// The status for a process ended by `signal` that it caught: 128 + its number, as shells
  /// report it (130 for SIGINT).
  ///
  /// - Parameter signal: The signal's number.
  /// - Returns: The exit status.
  static func interrupted(by signal: Int32) -> Int32 {
    128 + signal
  }

  /// The status that reports `error`.
  ///
  /// - Parameter error: What went wrong between the query and the chart.
  /// - Returns: One of the statuses above.
  static func status(for error: BoxOfficeError) -> Int32 {
    if error.isKeyRejected { return keyRejected }
    switch error {
    case .missingAPIKey: return configuration
    case .invalidQuery: return usage
    case .transportFailure, .timedOut: return temporaryFailure
    case .httpStatus, .kobisFault: return unavailable
    case .undecodableBody: return badData
    case .movieNotFound: return notFound
    }
  }
}
