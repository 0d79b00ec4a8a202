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
    subtitle = [
      details.englishTitle, details.productionYear.map(String.init),
      details.runtimeMinutes.map { "\($0) min" }, details.rating.map(MovieVocabulary.rating),
    ].compactMap { $0 }.joined(separator: " · ")
    var sections: [MovieDetailsSection] = []
    let facts: [(String, String?)] = [
      ("Code", details.code),
      ("English title", details.englishTitle),
      ("Original title", details.originalTitle),
      ("Year", details.productionYear.map(String.init)),
      ("Opened", details.openingDate?.description),
      ("Running time", details.runtimeMinutes.map { "\($0) min" }),
      ("Rating", details.rating.map(MovieVocabulary.rating)),
      ("Status", details.productionStatus.map(MovieVocabulary.status)),
      ("Type", details.typeName.map(MovieVocabulary.filmType)),
      ("Genres", Self.joined(details.genres)),
      ("Nations", Self.joined(details.nations)),
      ("Directed by", Self.joined(details.directors.map(Self.name))),
      ("Formats", Self.joined(Self.formats(details.showTypes))),
    ]
    sections.append(
      MovieDetailsSection(
        title: "Film",
        rows: facts.compactMap { label, value in
          value.map { MovieDetailsRow(label: label, value: $0) }
        }))
    var cast = details.actors.prefix(Self.castLimit).map { actor in
      MovieDetailsRow(label: Self.name(actor.person), value: Self.role(actor))
    }
    if details.actors.count > Self.castLimit {
      cast.append(
        MovieDetailsRow(label: "…", value: "and \(details.actors.count - Self.castLimit) more"))
    }
    if !cast.isEmpty { sections.append(MovieDetailsSection(title: "Cast", rows: cast)) }
    let companies = Self.grouped(
      details.companies.map { company in
        (company.part.map(MovieVocabulary.companyPart) ?? "Other", Self.company(company))
      })
    if !companies.isEmpty {
      sections.append(MovieDetailsSection(title: "Companies", rows: companies))
    }
    let staff = Self.grouped(details.staff.map { ($0.role ?? "Other", Self.name($0.person)) })
    if !staff.isEmpty { sections.append(MovieDetailsSection(title: "Staff", rows: staff)) }
    self.sections = sections
  }

  private static func joined(_ values: [String]) -> String? {
    values.isEmpty ? nil : values.joined(separator: ", ")
  }

  private static func name(_ person: MovieDetails.Person) -> String {
    guard let english = person.englishName, english != person.name else { return person.name }
    return "\(person.name) (\(english))"
  }

  private static func role(_ actor: MovieDetails.Actor) -> String {
    switch (actor.role, actor.englishRole) {
    case (let role?, let english?) where english != role: "\(role) (\(english))"
    case (let role?, _): role
    case (nil, let english?): english
    case (nil, nil): "—"
    }
  }

  private static func company(_ company: MovieDetails.Company) -> String {
    guard let english = company.englishName, english != company.name else { return company.name }
    return "\(company.name) (\(english))"
  }

  /// `2D (디지털)`, `IMAX`: the group, and the type when it says more.
  private static func formats(_ types: [MovieDetails.ShowType]) -> [String] {
    types.map { type in
      type.name.isEmpty || type.name == type.group ? type.group : "\(type.group) (\(type.name))"
    }
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
