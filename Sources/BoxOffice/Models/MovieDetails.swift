/// Everything KOBIS knows about one film (`searchMovieInfo`): titles, runtime, years, status,
/// nations, genres, directors, cast with their roles, show types, companies with their parts,
/// ratings and staff.
///
/// Texts are KOBIS's own, mostly Korean (`companyPartNm` `배급사`, `watchGradeNm`
/// `15세이상관람가`); ``MovieVocabulary`` glosses the fixed ones in English.
///
/// ```swift
/// let details = try MovieDetails(decoding: data, code: "20124079")
/// print(details.title, details.runtimeMinutes!, details.rating!, details.actors[0].role!)
/// // Prints: 광해, 왕이 된 남자 131 15세이상관람가 광해/하선
/// ```
public struct MovieDetails: Equatable, Sendable {
  /// A director or a member of staff: a name and its romanization.
  public struct Person: Equatable, Sendable {
    /// The name as KOBIS writes it, usually in Korean (`peopleNm`).
    public var name: String
    /// The name in Latin letters (`peopleNmEn`), or `nil`.
    public var englishName: String?

    /// Creates a person.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - englishName: The name in Latin letters, if any.
    public init(name: String, englishName: String? = nil) {
      self.name = name
      self.englishName = englishName
    }
  }

  /// An actor and the part they play.
  public struct Actor: Equatable, Sendable {
    /// The actor.
    public var person: Person
    /// The part (`cast`), or `nil` when KOBIS does not say.
    public var role: String?
    /// The part in English (`castEn`), or `nil`.
    public var englishRole: String?

    /// Creates an actor.
    ///
    /// - Parameters:
    ///   - person: The actor.
    ///   - role: The part, if known.
    ///   - englishRole: The part in English, if known.
    public init(person: Person, role: String? = nil, englishRole: String? = nil) {
      self.person = person
      self.role = role
      self.englishRole = englishRole
    }
  }

  /// A company and the part it had in the film; a company with two parts appears twice.
  public struct Company: Equatable, Sendable {
    /// KOBIS's company code (`companyCd`).
    public var code: String
    /// The company's name (`companyNm`).
    public var name: String
    /// The name in English (`companyNmEn`), or `nil`.
    public var englishName: String?
    /// The part (`companyPartNm`): `제작사` producer, `배급사` distributor, `수입사` importer,
    /// `제공` presenter…; `nil` when KOBIS does not say.
    public var part: String?

    /// Creates a company credit.
    ///
    /// - Parameters:
    ///   - code: The company code.
    ///   - name: The name.
    ///   - englishName: The name in English, if any.
    ///   - part: The part it had, in KOBIS's words.
    public init(code: String, name: String, englishName: String? = nil, part: String? = nil) {
      self.code = code
      self.name = name
      self.englishName = englishName
      self.part = part
    }
  }

  /// One rating decision of the Korea Media Rating Board (`audits[]`).
  public struct Audit: Equatable, Sendable {
    /// The decision's number (`auditNo`), e.g. `2012-F610`.
    public var number: String
    /// The rating (`watchGradeNm`), e.g. `15세이상관람가`.
    public var grade: String

    /// Creates a rating decision.
    ///
    /// - Parameters:
    ///   - number: The decision's number.
    ///   - grade: The rating.
    public init(number: String, grade: String) {
      self.number = number
      self.grade = grade
    }
  }

  /// A way the film is shown (`showTypes[]`), e.g. `디지털` (digital) in the group `2D`.
  public struct ShowType: Equatable, Sendable {
    /// The group (`showTypeGroupNm`), e.g. `2D`, `IMAX`, `필름`.
    public var group: String
    /// The type (`showTypeNm`), e.g. `디지털`.
    public var name: String

    /// Creates a show type.
    ///
    /// - Parameters:
    ///   - group: The group.
    ///   - name: The type.
    public init(group: String, name: String) {
      self.group = group
      self.name = name
    }
  }

  /// A member of staff and their role (`staffs[]`).
  public struct StaffMember: Equatable, Sendable {
    /// The person.
    public var person: Person
    /// The role (`staffRoleNm`), e.g. `촬영`, or `nil`.
    public var role: String?

    /// Creates a staff credit.
    ///
    /// - Parameters:
    ///   - person: The person.
    ///   - role: The role, if known.
    public init(person: Person, role: String? = nil) {
      self.person = person
      self.role = role
    }
  }

  /// The movie code (`movieCd`).
  public var code: String
  /// The Korean title (`movieNm`), trimmed; never empty.
  public var title: String
  /// The English title (`movieNmEn`), or `nil`.
  public var englishTitle: String?
  /// The original title (`movieNmOg`), or `nil`.
  public var originalTitle: String?
  /// The running time in minutes (`showTm`), or `nil` when KOBIS has none.
  public var runtimeMinutes: Int?
  /// The year of production (`prdtYear`), or `nil`.
  public var productionYear: Int?
  /// The release date in Korea (`openDt`), or `nil`.
  public var openingDate: CalendarDate?
  /// The production status (`prdtStatNm`), e.g. `개봉`, or `nil`.
  public var productionStatus: String?
  /// The kind of film (`typeNm`), e.g. `장편`, or `nil`.
  public var typeName: String?
  /// The nations of production (`nations[].nationNm`).
  public var nations: [String]
  /// The genres (`genres[].genreNm`).
  public var genres: [String]
  /// The directors.
  public var directors: [Person]
  /// The cast, in KOBIS's order (main parts first).
  public var actors: [Actor]
  /// The ways the film is shown.
  public var showTypes: [ShowType]
  /// The companies, one entry per company and part.
  public var companies: [Company]
  /// The rating decisions, in KOBIS's order.
  public var audits: [Audit]
  /// The staff.
  public var staff: [StaffMember]

  /// The rating of the first decision, e.g. `15세이상관람가`, or `nil` when the film has none.
  public var rating: String? {
    audits.first?.grade
  }

  /// Creates details from their values, e.g. for sample data.
  ///
  /// - Parameters:
  ///   - code: The movie code.
  ///   - title: The Korean title, not empty.
  ///   - englishTitle: The English title.
  ///   - originalTitle: The original title.
  ///   - runtimeMinutes: The running time in minutes.
  ///   - productionYear: The year of production.
  ///   - openingDate: The release date in Korea.
  ///   - productionStatus: The production status, in KOBIS's words.
  ///   - typeName: The kind of film, in KOBIS's words.
  ///   - nations: The nations of production.
  ///   - genres: The genres.
  ///   - directors: The directors.
  ///   - actors: The cast.
  ///   - showTypes: The ways the film is shown.
  ///   - companies: The companies and their parts.
  ///   - audits: The rating decisions.
  ///   - staff: The staff.
  public init(
    code: String, title: String, englishTitle: String? = nil, originalTitle: String? = nil,
    runtimeMinutes: Int? = nil, productionYear: Int? = nil, openingDate: CalendarDate? = nil,
    productionStatus: String? = nil, typeName: String? = nil, nations: [String] = [],
    genres: [String] = [], directors: [Person] = [], actors: [Actor] = [],
    showTypes: [ShowType] = [], companies: [Company] = [], audits: [Audit] = [],
    staff: [StaffMember] = []
  ) {
    self.code = code
    self.title = title
    self.englishTitle = englishTitle
    self.originalTitle = originalTitle
    self.runtimeMinutes = runtimeMinutes
    self.productionYear = productionYear
    self.openingDate = openingDate
    self.productionStatus = productionStatus
    self.typeName = typeName
    self.nations = nations
    self.genres = genres
    self.directors = directors
    self.actors = actors
    self.showTypes = showTypes
    self.companies = companies
    self.audits = audits
    self.staff = staff
  }
}
