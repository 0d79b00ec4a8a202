/// English for the fixed Korean words of KOBIS's movie services: kinds of film, production
/// statuses, ratings and the parts companies have.
///
/// Views show the gloss; a word not in the list is shown as KOBIS sent it. Exact data (JSON, CSV)
/// keeps KOBIS's own words.
///
/// ```swift
/// print(MovieVocabulary.rating("15세이상관람가"), MovieVocabulary.companyPart("배급사"))
/// // Prints: 15+ Distributor
/// ```
public enum MovieVocabulary {
  /// The kind of film (`typeNm`): `장편` is `Feature`.
  ///
  /// - Parameter typeName: KOBIS's word.
  /// - Returns: The English word, or `typeName` itself when it is not a known one.
  public static func filmType(_ typeName: String) -> String {
    gloss(typeName, filmTypes)
  }

  /// The production status (`prdtStatNm`): `개봉` is `Released`, `개봉예정` `Upcoming`.
  ///
  /// - Parameter status: KOBIS's word.
  /// - Returns: The English words, or `status` itself.
  public static func status(_ status: String) -> String {
    gloss(status, statuses)
  }

  /// The rating (`watchGradeNm`): `전체관람가` is `All ages`, `15세이상관람가` `15+`,
  /// `청소년관람불가` `18+`.
  ///
  /// - Parameter grade: KOBIS's words.
  /// - Returns: The English rating, or `grade` itself.
  public static func rating(_ grade: String) -> String {
    gloss(grade, ratings)
  }

  /// A company's part (`companyPartNm`): `제작사` is `Producer`, `배급사` `Distributor`.
  ///
  /// - Parameter part: KOBIS's word.
  /// - Returns: The English word, or `part` itself.
  public static func companyPart(_ part: String) -> String {
    gloss(part, companyParts)
  }

  private static func gloss(_ word: String, _ table: [String: String]) -> String {
    table[word.trimmingCharacters(in: .whitespaces)] ?? word
  }

  private static let filmTypes = [
    "장편": "Feature", "단편": "Short", "옴니버스": "Omnibus", "온라인전용": "Online only", "기타": "Other",
  ]

  private static let statuses = [
    "개봉": "Released", "개봉예정": "Upcoming", "개봉준비": "Preparing release", "후반작업": "Post-production",
    "촬영진행": "Filming", "촬영준비": "Pre-production", "기획": "In development", "기타": "Other",
  ]

  private static let ratings = [
    "전체관람가": "All ages", "12세이상관람가": "12+", "15세이상관람가": "15+", "청소년관람불가": "18+",
    "18세관람가": "18+", "제한상영가": "Restricted screening",
  ]

  private static let companyParts = [
    "제작사": "Producer", "배급사": "Distributor", "수입사": "Importer", "제공": "Presenter",
    "공동제작": "Co-producer", "공동제공": "Co-presenter", "공동배급": "Co-distributor",
    "제작투자": "Investor", "투자": "Investor", "제작대행": "Production services",
  ]
}
