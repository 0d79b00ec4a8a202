import BoxOffice
import Foundation

/// The exit statuses of `boxoffice-cli`, following `sysexits.h` so scripts can tell a usage
/// mistake from a missing key from KOBIS being down.
///
/// Each status is named once below; ``meanings`` says what each means, and help, the manual page
/// and the README's table (checked by a test) are written from it.
enum ExitCode {
  /// Success (`EX_OK`).
  static let success: Int32 = 0
  /// A usage error (`EX_USAGE`).
  static let usage: Int32 = 64
  /// The reply could not be read (`EX_DATAERR`).
  static let badData: Int32 = 65
  /// What was asked for does not exist: no film has the code or title, or none of a trend's
  /// charts has the film (`EX_NOINPUT`).
  static let notFound: Int32 = 66
  /// The service is unavailable or refused the request (`EX_UNAVAILABLE`).
  static let unavailable: Int32 = 69
  /// An input or output error: the cache could not be cleared (`EX_IOERR`).
  static let inputOutput: Int32 = 74
  /// A temporary failure: timeout or network (`EX_TEMPFAIL`).
  static let temporaryFailure: Int32 = 75
  /// The API key was rejected (`EX_NOPERM`).
  static let keyRejected: Int32 = 77
  /// Configuration is missing: no API key (`EX_CONFIG`).
  static let configuration: Int32 = 78
  /// Interrupted with Ctrl-C: 128 + `SIGINT`, as shells report it.
  static let controlC = interrupted(by: SIGINT)

  /// What each status means, in a few words for help (`short`) and in a sentence for the manual
  /// page (`long`), in order.
  static let meanings: [(status: Int32, short: String, long: String)] = [
    (success, "success", "Success; also for help, and for a period KOBIS has no figures for yet."),
    (usage, "usage error", "A usage error: an unknown option, a missing or invalid value."),
    (badData, "unreadable reply", "KOBIS's reply could not be read."),
    (
      notFound, "no such film",
      "No such film: KOBIS does not know the movie code, no film matches the title, or (trend) "
        + "neither the charts nor the movie search has the film."
    ),
    (
      unavailable, "KOBIS unavailable or refused the request",
      "KOBIS is unavailable (an HTTP error) or refused the request with a fault."
    ),
    (inputOutput, "cache not cleared", "The cache could not be read or cleared."),
    (temporaryFailure, "timeout or network down", "A timeout or a network failure: try again."),
    (keyRejected, "API key rejected", "KOBIS rejected the API key."),
    (configuration, "no API key", "No API key is configured, or no cache directory is known."),
    (
      controlC, "interrupted",
      "Interrupted with Ctrl-C (128 + the signal's number for other signals)."
    ),
  ]

  /// The statuses a chart command can end with.
  static let chartStatuses: [Int32] = [
    success, usage, badData, unavailable, temporaryFailure, keyRejected, configuration, controlC,
  ]
  /// The statuses `movie` and `search` can end with: a chart command's, and a film not found.
  static let movieStatuses = chartStatuses + [notFound]
  /// The statuses `browse` can end with: the errors of requests show on its status line.
  static let browseStatuses: [Int32] = [success, usage, configuration, controlC]

  /// The statuses `trend` can end with: a chart command's, and a film not found. A title that
  /// matches several films is a usage error.
  static let trendStatuses: [Int32] = movieStatuses

  /// `0 success, 64 usage error, …` for `statuses`, in the order of ``meanings``.
  ///
  /// - Parameter statuses: The statuses to list.
  /// - Returns: The list as prose, without a final period.
  static func summary(_ statuses: [Int32]) -> String {
    meanings.filter { statuses.contains($0.status) }.map { "\($0.status) \($0.short)" }
      .joined(separator: ", ")
  }

  /// The status for a process ended by `signal` that it caught: 128 + its number, as shells
  /// report it (``controlC`` for `SIGINT`).
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
