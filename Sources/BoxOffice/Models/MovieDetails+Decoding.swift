import Foundation

extension MovieDetails {
  /// Decodes a film's details from the body of a KOBIS `searchMovieInfo` reply for `code`.
  ///
  /// The rules are the charts' (``BoxOfficeChart/init(decoding:for:)``): every value is a JSON string,
  /// parsed strictly; a missing or malformed value fails with
  /// ``BoxOfficeError/undecodableBody(at:reason:)`` naming the field and its place
  /// (`movieInfoResult.movieInfo.actors[2].cast`); a missing list is empty (KOBIS's own example
  /// has no `companys`); `""` dates, years and runtimes are none; codes are ASCII letters and
  /// digits. `openDt` is `yyyymmdd` here, without dashes.
  ///
  /// KOBIS's reply for a code it does not know was never observed, so every reply without a title
  /// — no `movieInfo`, a `null` one, or one whose `movieNm` is missing, `null` or blank — means
  /// there is no such film: ``BoxOfficeError/movieNotFound(code:)``. A reply about another film
  /// than `code` is unreadable. A `faultInfo` reply throws
  /// ``BoxOfficeError/kobisFault(code:message:)``.
  ///
  /// - Parameters:
  ///   - data: The reply body, UTF-8 JSON.
  ///   - code: The movie code that was asked for.
  /// - Throws: ``BoxOfficeError/movieNotFound(code:)``, ``BoxOfficeError/kobisFault(code:message:)``
  ///   or ``BoxOfficeError/undecodableBody(at:reason:)``.
  /// - Complexity: O(*n*) in the size of `data`.
  public init(decoding data: Data, code: String) throws(BoxOfficeError) {
    let result = try KOBISReply.result(in: data, named: "movieInfoResult")
    let location = "movieInfoResult.movieInfo"
    guard let value = result["movieInfo"], !(value is NSNull) else {
      throw .movieNotFound(code: code)
    }
    guard let object = value as? [String: Any] else {
      throw .undecodableBody(
        at: location, reason: "expected an object, found \(FieldReader.describe(value))")
    }
    let info = FieldReader(object: object, location: { "\(location).\($0)" })
    guard let titleValue = object["movieNm"], !(titleValue is NSNull),
      let title = try info.optionalText("movieNm")
    else { throw .movieNotFound(code: code) }
    let replyCode = try info.code("movieCd")
    guard replyCode == code else {
      throw .undecodableBody(
        at: info.location("movieCd"),
        reason:
          "the reply is about film \(FeedNumber.quote(replyCode)), not \(FeedNumber.quote(code))")
    }
    self.init(
      code: replyCode,
      title: title,
      englishTitle: try info.optionalText("movieNmEn"),
      originalTitle: try info.optionalText("movieNmOg"),
      runtimeMinutes: try Self.runtime(info),
      productionYear: try info.year("prdtYear"),
      openingDate: try info.blankOr("openDt", "is not a date yyyymmdd") {
        CalendarDate(yyyymmdd: $0)
      },
      productionStatus: try info.optionalText("prdtStatNm"),
      typeName: try info.optionalText("typeNm"),
      nations: try info.names("nations", "nationNm"),
      genres: try info.names("genres", "genreNm"),
      directors: try info.list("directors", Self.person),
      actors: try info.list("actors") { actor throws(BoxOfficeError) in
        Actor(
          person: try Self.person(actor), role: try actor.optionalText("cast"),
          englishRole: try actor.optionalText("castEn"))
      },
      showTypes: try info.list("showTypes") { type throws(BoxOfficeError) in
        ShowType(
          group: try type.string("showTypeGroupNm").trimmingCharacters(in: .whitespaces),
          name: try type.string("showTypeNm").trimmingCharacters(in: .whitespaces))
      },
      companies: try info.list("companys") { company throws(BoxOfficeError) in
        Company(
          code: try company.code("companyCd"),
          name: try company.trimmed("companyNm"),
          englishName: try company.optionalText("companyNmEn"),
          part: try company.optionalText("companyPartNm"))
      },
      audits: try info.list("audits") { audit throws(BoxOfficeError) in
        Audit(
          number: try audit.string("auditNo").trimmingCharacters(in: .whitespaces),
          grade: try audit.string("watchGradeNm").trimmingCharacters(in: .whitespaces))
      },
      staff: try info.list("staffs") { member throws(BoxOfficeError) in
        StaffMember(person: try Self.person(member), role: try member.optionalText("staffRoleNm"))
      })
  }

  private static func person(_ fields: FieldReader) throws(BoxOfficeError) -> Person {
    Person(name: try fields.trimmed("peopleNm"), englishName: try fields.optionalText("peopleNmEn"))
  }

  /// `showTm`: whole minutes; `""` (and `"0"`, which KOBIS gives films not yet timed) are none.
  private static func runtime(_ fields: FieldReader) throws(BoxOfficeError) -> Int? {
    let text = try fields.string("showTm")
    if text.allSatisfy(\.isWhitespace) { return nil }
    let minutes = try fields.integer("showTm", signed: false)
    guard minutes <= 10_000 else {
      throw .undecodableBody(
        at: fields.location("showTm"), reason: "\(minutes) minutes is not a running time")
    }
    return minutes == 0 ? nil : Int(minutes)
  }
}
