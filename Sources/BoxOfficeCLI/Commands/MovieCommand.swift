import BoxOffice
import Foundation

/// A `movie` command line, parsed and validated: which film, and how to show it.
struct MovieCommand: Equatable, Sendable, KOBISCommand, FormattedCommand {
  /// What the argument names.
  enum Target: Equatable, Sendable {
    /// A movie code: the film's details.
    case code(String)
    /// Words of a title: the one film they match, else the list of those that match.
    case title(String)

    /// A movie code when `argument` has a code's shape — four digits (the year KOBIS registered
    /// the film), then four digits or capital letters, such as `20124079` or `2023C165` — else a
    /// title.
    init(_ argument: String) {
      let bytes = Array(argument.utf8)
      let isDigit = { (byte: UInt8) in (48...57).contains(byte) }
      let isCode =
        bytes.count == 8 && bytes.prefix(4).allSatisfy(isDigit)
        && bytes.dropFirst(4).allSatisfy { isDigit($0) || (65...90).contains($0) }
      self = isCode ? .code(argument) : .title(argument.trimmingCharacters(in: .whitespaces))
    }
  }

  /// The film asked for; a title without words until the argument is read.
  var target = Target.title("")
  /// How to write it (`--format`).
  var format = OutputFormat.table
  /// Whether JSON is written on one line (`--compact`).
  var isCompact = false
  /// The options shared by every command that asks KOBIS: the colors, the sample, the server,
  /// the timeout, the log, the cache and the key.
  var kobis = KOBISOptions()

  /// How many films a title's matches list.
  static let matchesListed = 20
}

/// A `search` command line, parsed and validated: what to look for, which page, how to show it.
struct SearchCommand: Equatable, Sendable, KOBISCommand, FormattedCommand {
  /// Words of the title (the argument), if any.
  var text: String?
  /// Words of a director's name (`--director`).
  var director: String?
  /// The years of production (`--year yyyy` or `from-to`).
  var years: ClosedRange<Int>?
  /// Films per page (`--limit`), 1 to 100.
  var limit = 10
  /// The page (`--page`), from 1.
  var page = 1
  /// How to write the results (`--format`).
  var format = OutputFormat.table
  /// Whether JSON is written on one line (`--compact`).
  var isCompact = false
  /// The options shared by every command that asks KOBIS: the colors, the sample, the server,
  /// the timeout, the log, the cache and the key.
  var kobis = KOBISOptions()

  /// The search to send.
  var query: MovieSearchQuery {
    MovieSearchQuery(
      title: text, director: director, productionYears: years, page: page, pageSize: limit)
  }
}
