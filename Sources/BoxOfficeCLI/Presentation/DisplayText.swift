import BoxOffice

/// Text safe to print on a terminal, made from a string that may come from the feed (or echo what
/// the user typed): control characters, terminal escape sequences, bidi controls and zero-width
/// characters removed (``UntrustedText/sanitized(_:)``).
///
/// The only way to make one from a string is ``init(_:)``, which cleans it, so text typed
/// `DisplayText` cannot reach the terminal raw. The feed's models are cleaned whole, field by
/// field, by their `displayed` copies below, where a command's screen is built
/// (``ChartScreen``, ``TrendScreen``, ``MovieScreen``, ``MovieSearchScreen``, ``BrowseScreen``);
/// renderers take those screens and clean nothing themselves.
struct DisplayText: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The cleaned text.
  let text: String

  /// `untrusted`, cleaned.
  init(_ untrusted: String) {
    text = UntrustedText.sanitized(untrusted)
  }

  /// Text written in the code, as it is: a literal may hold the line breaks and the runs of
  /// spaces that cleaning would take out of a string. Swift reads `DisplayText("…")` with a plain
  /// literal as this too; an interpolated literal or any other string is cleaned.
  init(stringLiteral literal: StaticString) {
    text = "\(literal)"
  }

  var description: String { text }

  /// Two cleaned texts one after the other, still clean.
  static func + (lhs: DisplayText, rhs: DisplayText) -> DisplayText {
    DisplayText(joined: lhs.text + rhs.text)
  }

  private init(joined: String) {
    text = joined
  }
}

extension String {
  /// The string cleaned for a terminal (``DisplayText``).
  var displayed: String { DisplayText(self).text }
}

extension BoxOfficeEntry {
  /// The entry with its title cleaned for a terminal.
  var displayed: BoxOfficeEntry {
    var entry = self
    entry.title = title.displayed
    return entry
  }
}

extension MovieSummary {
  /// The summary with every text cleaned for a terminal.
  var displayed: MovieSummary {
    MovieSummary(
      code: code.displayed, title: title.displayed, englishTitle: englishTitle?.displayed,
      productionYear: productionYear, openingDate: openingDate,
      typeName: typeName?.displayed, productionStatus: productionStatus?.displayed,
      nations: nations.map(\.displayed), genres: genres.map(\.displayed),
      representativeNation: representativeNation?.displayed,
      representativeGenre: representativeGenre?.displayed,
      directors: directors.map(\.displayed),
      companies: companies.map { .init(code: $0.code.displayed, name: $0.name.displayed) })
  }
}

extension MovieDetails.Person {
  /// The person with both names cleaned for a terminal.
  var displayed: MovieDetails.Person {
    MovieDetails.Person(name: name.displayed, englishName: englishName?.displayed)
  }
}

extension MovieDetails {
  /// The details with every text cleaned for a terminal.
  var displayed: MovieDetails {
    MovieDetails(
      code: code.displayed, title: title.displayed, englishTitle: englishTitle?.displayed,
      originalTitle: originalTitle?.displayed, runtimeMinutes: runtimeMinutes,
      productionYear: productionYear, openingDate: openingDate,
      productionStatus: productionStatus?.displayed, typeName: typeName?.displayed,
      nations: nations.map(\.displayed), genres: genres.map(\.displayed),
      directors: directors.map(\.displayed),
      actors: actors.map {
        .init(
          person: $0.person.displayed, role: $0.role?.displayed,
          englishRole: $0.englishRole?.displayed)
      },
      showTypes: showTypes.map { .init(group: $0.group.displayed, name: $0.name.displayed) },
      companies: companies.map {
        .init(
          code: $0.code.displayed, name: $0.name.displayed,
          englishName: $0.englishName?.displayed, part: $0.part?.displayed)
      },
      audits: audits.map { .init(number: $0.number.displayed, grade: $0.grade.displayed) },
      staff: staff.map { .init(person: $0.person.displayed, role: $0.role?.displayed) })
  }
}

extension MovieDetailsSection {
  /// The section with its title and rows cleaned for a terminal.
  var displayed: MovieDetailsSection {
    MovieDetailsSection(
      title: title.displayed,
      rows: rows.map { MovieDetailsRow(label: $0.label.displayed, value: $0.value.displayed) })
  }
}

extension BoxOfficeError {
  /// The error with every text it quotes cleaned for a terminal.
  var displayed: BoxOfficeError { mappingText(\.displayed) }
}
