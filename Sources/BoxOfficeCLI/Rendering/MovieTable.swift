import BoxOffice

/// The table views of the movie services, for people at a terminal: a film's card (`movie`), and
/// a page of search results (`search`).
///
/// ```
/// 광해, 왕이 된 남자
/// Masquerade · 2012 · 131 min · 15+
///
/// Film
/// Code           20124079
/// English title  Masquerade
/// Year           2012
/// …
/// ```
///
/// ```
/// 2 films match “한강”
///
/// Code      Title        English title             Year  Type     Status    Director
/// 20240811  한강의 밤    Night on the Han River    2024  Feature  Released  윤세린
/// 20190377  한강의 아침  Morning on the Han River  2019  Feature  Released  윤세린
///
/// Show a film with 'boxoffice-cli movie <code>'.
/// ```
///
/// The card's lines come from ``MovieCardText``, wrapped to `width`; the results are a
/// ``TextTable`` whose title column shrinks first and whose English title, status, type and
/// director columns are left out, in that order, when the terminal is narrow. With a palette the
/// title is bold and section titles and headings muted.
enum MovieTable {
  /// What `search` says under the results.
  static let movieHint = "Show a film with 'boxoffice-cli movie <code>'."

  /// The card of a film, each line ending in a line break.
  static func render(_ screen: MovieScreen, width: Int, palette: Palette) -> String {
    var lines = MovieCardText.lines(
      title: screen.card.title, subtitle: screen.card.subtitle, sections: screen.card.sections,
      width: width
    ).map { line in
      switch line.kind {
      case .title, .section: palette.paint(line.text, .heading)
      case .muted: palette.paint(line.text, .muted)
      case .plain: line.text
      }
    }
    if screen.isSample {
      // Under the title and subtitle, before the first section.
      let headEnd = lines.firstIndex(of: "") ?? lines.count
      lines.insert(palette.paint(ChartScreen.sampleNote, .muted), at: headEnd)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A page of search results, each line ending in a line break.
  static func render(_ screen: MovieSearchScreen, width: Int, palette: Palette) -> String {
    var lines = [palette.paint(summary(screen), .heading)]
    if screen.isSample { lines.append(palette.paint(ChartScreen.sampleNote, .muted)) }
    lines.append("")
    if screen.cells.isEmpty {
      lines.append(
        screen.totalCount == 0
          ? "Try fewer or shorter words, or another spelling."
          : "Page \(screen.query.page) is past the last page, \(screen.pageCount).")
      return lines.joined(separator: "\n") + "\n"
    }
    lines += searchTable(screen.cells).render(width: width, palette: palette)
    lines.append("")
    if screen.query.page < screen.pageCount {
      lines.append(
        "Page \(screen.query.page) of \(screen.pageCount); --page \(screen.query.page + 1) shows the next."
      )
    }
    lines.append(movieHint)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The table of search results, their texts already cleaned: code, title, English title, year,
  /// type, status and director; the title shrinks first, then the English title, status, type
  /// and director are left out, in that order.
  static func searchTable(_ cells: [MovieSearchRow]) -> TextTable {
    var table = TextTable(columns: [
      .init(heading: "Code"),
      .init(heading: "Title", isFlexible: true),
      .init(heading: "English title", dropOrder: 1),
      .init(heading: "Year"),
      .init(heading: "Type", dropOrder: 3),
      .init(heading: "Status", dropOrder: 2),
      .init(heading: "Director", dropOrder: 4),
    ])
    table.rows = cells.map { cell in
      [
        cell.code, cell.title, cell.englishTitle, cell.yearText, cell.typeText, cell.statusText,
        cell.directorsText,
      ].map { TextTable.Cell($0) }
    }
    return table
  }

  /// `2 films matching “한강”`, `Films 11–20 of 95,043 matching “별”`, `1 film made in 2016`,
  /// `No film matches “x”`.
  static func summary(_ screen: MovieSearchScreen) -> String {
    // The year is not something a film matches but when it was made: it follows the texts
    // matched ("2 films matching “별”, made in 2016"), or stands alone ("1 film made in 2016").
    let texts = [
      screen.query.title.map { "“\($0)”" }, screen.query.director.map { "director “\($0)”" },
    ].compactMap { $0 }.joined(separator: ", ")
    let made = screen.query.productionYears.map { years in
      (texts.isEmpty ? " " : ", ")
        + (years.count == 1
          ? "made in \(years.lowerBound)" : "made \(years.lowerBound)–\(years.upperBound)")
    }
    let matching = (texts.isEmpty ? "" : " matching \(texts)") + (made ?? "")
    let total = ChartRow.groupingThousands(Int64(screen.totalCount))
    switch screen.totalCount {
    case 0:
      return "No film" + (texts.isEmpty ? made ?? " matches" : " matches \(texts)\(made ?? "")")
    case 1: return "1 film" + matching
    case screen.cells.count: return "\(total) films" + matching
    default:
      let first = (screen.query.page - 1) * screen.query.pageSize + 1
      let last = first + screen.cells.count - 1
      return screen.cells.isEmpty
        ? "\(total) films\(matching)" : "Films \(first)–\(last) of \(total)\(matching)"
    }
  }
}
