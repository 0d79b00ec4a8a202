import Foundation

/// A film's details as a view shows them: a title line, a subtitle, and sections of labelled
/// rows, every value formatted and glossed.
///
/// ```swift
/// let card = MovieDetailsCard(details: details)
/// print(card.title, "/", card.subtitle)
/// for section in card.sections {
///   print(section.title)
///   for row in section.rows { print(" ", row.label, row.value) }
/// }
/// // Prints: 광해, 왕이 된 남자 / Masquerade · 2012 · 131 min · 15+
/// //         Film
/// //           Code 20124079
/// //         …
/// ```
///
/// The sections, in order, each left out when it would be empty:
/// - **Film**: code, English and original titles, year of production, release date, running
///   time, rating, status, kind, genres, nations, directors, formats;
/// - **Cast**: the first ``castLimit`` actors, each with the part they play (`—` when KOBIS does
///   not say), then how many more there are;
/// - **Companies**: one row per part (Producer, Distributor…), the companies of that part joined;
/// - **Staff**: one row per role, the people in it joined.
///
/// Names carry their romanization in parentheses when KOBIS has one that differs.
public struct MovieDetailsCard: Equatable, Sendable {
  /// How many actors the Cast section lists before saying how many more there are.
  public static let castLimit = 10

  /// The Korean title.
  public var title: String { details.title }
  /// The English title, year, running time and rating, joined by ` · `.
  public let subtitle: String
  /// The sections, in order.
  public let sections: [MovieDetailsSection]
  /// The details as decoded, for views that write exact data.
  public let details: MovieDetails

  /// The title and the subtitle joined by ` · `, as a one-line header shows them.
  var titleLine: String {
    [title, subtitle].filter { !$0.isEmpty }.joined(separator: " · ")
  }

  /// The card of `details`.
  ///
  /// - Parameter details: A film's details.
  public init(details: MovieDetails) {
    self.details = details
    let year = details.productionYear.map(String.init)
    let runningTime = details.runtimeMinutes.map { "\($0) min" }
    let rating = details.rating.map(MovieVocabulary.rating)
    subtitle = [details.englishTitle, year, runningTime, rating].compactMap { $0 }
      .joined(separator: " · ")
    let facts: [(String, String?)] = [
      ("Code", details.code),
      ("English title", details.englishTitle),
      ("Original title", details.originalTitle),
      ("Year", year),
      ("Opened", details.openingDate?.description),
      ("Running time", runningTime),
      ("Rating", rating),
      ("Status", details.productionStatus.map(MovieVocabulary.status)),
      ("Type", details.typeName.map(MovieVocabulary.filmType)),
      ("Genres", Self.joined(details.genres)),
      ("Nations", Self.joined(details.nations)),
      ("Directed by", Self.joined(details.directors.map { Self.both($0.name, $0.englishName) })),
      ("Formats", Self.joined(details.showTypes.map { Self.both($0.group, $0.name) })),
    ]
    var cast = details.actors.prefix(Self.castLimit).map { actor in
      MovieDetailsRow(
        label: Self.both(actor.person.name, actor.person.englishName),
        value: actor.role.map { Self.both($0, actor.englishRole) } ?? actor.englishRole ?? "—")
    }
    if details.actors.count > Self.castLimit {
      cast.append(
        MovieDetailsRow(label: "…", value: "and \(details.actors.count - Self.castLimit) more"))
    }
    let companies = details.companies.map { company in
      let part = company.part.map(MovieVocabulary.companyPart) ?? "Other"
      return (part, Self.both(company.name, company.englishName))
    }
    let staff = details.staff.map {
      ($0.role ?? "Other", Self.both($0.person.name, $0.person.englishName))
    }
    let film = facts.compactMap { fact in fact.1.map { MovieDetailsRow(label: fact.0, value: $0) } }
    sections = [
      ("Film", film), ("Cast", cast), ("Companies", Self.grouped(companies)),
      ("Staff", Self.grouped(staff)),
    ]
    .filter { !$0.1.isEmpty }.map { MovieDetailsSection(title: $0, rows: $1) }
  }

  private static func joined(_ values: [String]) -> String? {
    values.isEmpty ? nil : values.joined(separator: ", ")
  }

  /// `text`, and `other` (a romanization, a translation) in parentheses when it says more.
  private static func both(_ text: String, _ other: String?) -> String {
    guard let other, !other.isEmpty, other != text else { return text }
    return "\(text) (\(other))"
  }

  /// One row per label in order of first appearance, its values joined, each value once.
  private static func grouped(_ pairs: [(String, String)]) -> [MovieDetailsRow] {
    var labels: [String] = []
    var values: [String: [String]] = [:]
    for (label, value) in pairs {
      if values[label] == nil { labels.append(label) }
      if !(values[label]?.contains(value) ?? false) { values[label, default: []].append(value) }
    }
    return labels.map { MovieDetailsRow(label: $0, value: values[$0]!.joined(separator: ", ")) }
  }
}

/// One section of a ``MovieDetailsCard``: a title and its rows.
public struct MovieDetailsSection: Equatable, Sendable {
  /// The section's title, e.g. `Cast`.
  public var title: String
  /// The rows, in order.
  public var rows: [MovieDetailsRow]

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - rows: The rows.
  public init(title: String, rows: [MovieDetailsRow]) {
    self.title = title
    self.rows = rows
  }
}

/// One labelled value of a ``MovieDetailsSection``, e.g. `Running time` and `131 min`, or an
/// actor and the part.
public struct MovieDetailsRow: Equatable, Sendable {
  /// What the value is, or whose it is.
  public var label: String
  /// The value.
  public var value: String

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - label: The label.
  ///   - value: The value.
  public init(label: String, value: String) {
    self.label = label
    self.value = value
  }
}
