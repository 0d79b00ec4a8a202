import BoxOffice
import BoxOfficeTestSupport
import Foundation
import XCTest

/// Film details from KOBIS's own example, from the project's fixtures, from replies without a film,
/// and from hostile and malformed replies, each failing at its exact place.
final class MovieDetailsDecodingTests: XCTestCase {
  func testKOBISOwnExampleDecodesToEveryValue() throws {
    guard let data = try FixtureLibrary.shared("movie-info-20124079") else {
      throw XCTSkip("the shared KOBIS fixtures are not beside this checkout")
    }
    let details = try MovieDetails(decoding: data, code: "20124079")
    XCTAssertEqual(
      details,
      MovieDetails(
        code: "20124079", title: "광해, 왕이 된 남자", englishTitle: "Masquerade", originalTitle: nil,
        runtimeMinutes: 131, productionYear: 2012, openingDate: day("20120913"),
        productionStatus: "개봉", typeName: "장편", nations: ["한국"], genres: ["사극", "드라마"],
        directors: [.init(name: "추창민", englishName: "CHOO Chang-min")],
        actors: [
          .init(person: .init(name: "이병헌", englishName: "LEE Byung-hun"), role: "광해/하선"),
          .init(person: .init(name: "류승룡", englishName: "RYU Seung-ryong"), role: "허균"),
        ],
        showTypes: [.init(group: "필름", name: "필름")], companies: [],
        audits: [.init(number: "2012-F610", grade: "15세이상관람가")],
        staff: [.init(person: .init(name: "문성주", englishName: "MOON Sung-joo"), role: "투자")]))
    XCTAssertEqual(details.rating, "15세이상관람가")
  }

  func testEveryListAndACompanyInTwoPartsDecode() throws {
    let details = try MovieDetails(
      decoding: FixtureLibrary.project("movie-info-20231234"), code: "20231234")
    XCTAssertEqual(details.title, "서울의 별")
    XCTAssertEqual(details.runtimeMinutes, 118)
    XCTAssertEqual(details.genres, ["드라마", "멜로/로맨스"])
    XCTAssertEqual(
      details.actors.map { [$0.person.name, $0.person.englishName ?? "-", $0.role ?? "-"] },
      [
        ["한서윤", "HAN Seo-yoon", "별"], ["문태오", "MOON Tae-o", "준호"], ["석지안", "-", "-"],
        ["Claire Dumont", "Claire Dumont", "레아"],
      ])
    XCTAssertEqual(details.actors[3].englishRole, "Léa")
    XCTAssertEqual(
      details.companies.map { "\($0.name)/\($0.part ?? "-")" },
      ["(주)한빛픽처스/제작사", "(주)한빛픽처스/배급사", "별빛배급(주)/배급사", "서울영상투자조합/제공"])
    XCTAssertEqual(details.companies[2].englishName, nil)
    XCTAssertEqual(details.showTypes.map(\.group), ["2D", "4D", "IMAX"])
    XCTAssertEqual(details.audits.map(\.grade), ["12세이상관람가", "15세이상관람가"])
    XCTAssertEqual(details.rating, "12세이상관람가", "the first decision")
    XCTAssertEqual(details.staff.map(\.role), ["촬영", "각본"])
  }

  func testACodeWithALetterBlankValuesAndMissingListsDecode() throws {
    let details = try MovieDetails(
      decoding: FixtureLibrary.project("movie-info-2024A017"), code: "2024A017")
    XCTAssertEqual(details.code, "2024A017")
    XCTAssertEqual(details.title, "별빛 상점: 디렉터스 컷", "the trailing space is trimmed")
    XCTAssertNil(details.runtimeMinutes)
    XCTAssertNil(details.openingDate)
    XCTAssertNil(details.originalTitle)
    XCTAssertEqual(
      details.directors, [.init(name: "강민오", englishName: "KANG Min-o"), .init(name: "채윤솔")])
    XCTAssertEqual(details.companies, [], "no companys key at all")
    XCTAssertEqual(details.staff, [], "no staffs key at all")
    XCTAssertEqual(details.audits, [])
    XCTAssertNil(details.rating)
  }

  func testAReplyWithoutATitleMeansNoSuchFilm() {
    let replies = [
      #"{"movieInfoResult":{"movieInfo":{},"source":"영화진흥위원회"}}"#,
      #"{"movieInfoResult":{"source":"영화진흥위원회"}}"#,
      #"{"movieInfoResult":{"movieInfo":null}}"#,
      #"{"movieInfoResult":{"movieInfo":{"movieCd":"99999999","movieNm":""}}}"#,
      #"{"movieInfoResult":{"movieInfo":{"movieCd":"","movieNm":"  "}}}"#,
      #"{"movieInfoResult":{"movieInfo":{"movieCd":null,"movieNm":null}}}"#,
    ]
    for reply in replies {
      XCTAssertEqual(error(reply), .movieNotFound(code: "99999999"), reply)
    }
    XCTAssertEqual(
      BoxOfficeError.movieNotFound(code: "99999999").description,
      #"KOBIS has no film with the code "99999999"; search by title to find a film's code."#)
  }

  func testAFaultIsAKOBISFault() {
    XCTAssertEqual(
      error(#"{"faultInfo":{"message":"유효하지않은 키값입니다.","errorCode":"320010"}}"#),
      .kobisFault(code: "320010", message: "유효하지않은 키값입니다."))
  }

  func testHostileAndMalformedRepliesFailAtTheirPlace() throws {
    let info = "movieInfoResult.movieInfo"
    let cases: [(String, BoxOfficeError)] = [
      ("", .undecodableBody(at: "body", reason: "the reply is empty")),
      (
        "<html>busy</html>",
        .undecodableBody(at: "body", reason: "it is an HTML or XML page, not JSON")
      ),
      (
        #"{"movieInfoResult":[]}"#,
        .undecodableBody(at: "movieInfoResult", reason: "expected an object")
      ),
      (
        #"{"boxOfficeResult":{}}"#,
        .undecodableBody(at: "movieInfoResult", reason: "the field is missing")
      ),
      (
        #"{"movieInfoResult":{"movieInfo":"광해"}}"#,
        .undecodableBody(at: info, reason: "expected an object, found a string")
      ),
      (
        #"{"movieInfoResult":{"movieInfo":{"movieCd":"20124079","movieNm":12}}}"#,
        .undecodableBody(at: "\(info).movieNm", reason: "expected a string, found the number 12")
      ),
    ]
    for (reply, expected) in cases {
      XCTAssertEqual(error(reply, code: "20124079"), expected, reply)
    }
    let changes: [(String, Any?, BoxOfficeError)] = [
      (
        "movieCd", "20124078",
        .undecodableBody(
          at: "\(info).movieCd", reason: #"the reply is about film "20124078", not "20231234""#)
      ),
      (
        "movieCd", "2023 1234",
        .undecodableBody(at: "\(info).movieCd", reason: #""2023 1234" is not a code"#)
      ),
      (
        "showTm", "1시간 58분",
        .undecodableBody(
          at: "\(info).showTm", reason: #""1시간 58분" is not a whole number"#)
      ),
      ("showTm", "-5", .undecodableBody(at: "\(info).showTm", reason: #""-5" is negative"#)),
      (
        "showTm", "99999",
        .undecodableBody(at: "\(info).showTm", reason: "99999 minutes is not a running time")
      ),
      (
        "prdtYear", "23",
        .undecodableBody(at: "\(info).prdtYear", reason: #""23" is not a year yyyy"#)
      ),
      (
        "openDt", "2023-04-12",
        .undecodableBody(
          at: "\(info).openDt", reason: #""2023-04-12" is not a date yyyymmdd"#)
      ),
      (
        "openDt", "20230230",
        .undecodableBody(at: "\(info).openDt", reason: #""20230230" is not a date yyyymmdd"#)
      ),
      ("typeNm", nil, .undecodableBody(at: "\(info).typeNm", reason: "the field is missing")),
      (
        "actors", ["배우"],
        .undecodableBody(
          at: "\(info).actors[1]", reason: "expected an object, found a string")
      ),
      (
        "actors", ["peopleNm": "x"],
        .undecodableBody(at: "\(info).actors", reason: "expected a list, found an object")
      ),
      (
        "actors", [["peopleNm": "x", "peopleNmEn": "", "castEn": ""]],
        .undecodableBody(
          at: "\(info).actors[1].cast", reason: "the field is missing")
      ),
      (
        "companys",
        [["companyCd": "", "companyNm": "x", "companyNmEn": "", "companyPartNm": "제작사"]],
        .undecodableBody(at: "\(info).companys[1].companyCd", reason: #""" is not a code"#)
      ),
      (
        "audits", [["auditNo": 1, "watchGradeNm": "전체관람가"]],
        .undecodableBody(
          at: "\(info).audits[1].auditNo", reason: "expected a string, found the number 1")
      ),
    ]
    for (key, value, expected) in changes {
      XCTAssertEqual(try error(changing: key, to: value), expected, key)
    }
  }

  func testTitlesKeepHostileCharactersForTheViewToClean() throws {
    let data = try changed("movieNm", to: "서울\u{1B}[2J의 별\u{202E}")
    XCTAssertEqual(
      try MovieDetails(decoding: data, code: "20231234").title, "서울\u{1B}[2J의 별\u{202E}")
  }

  // MARK: - Helpers

  private func error(_ reply: String, code: String = "99999999") -> BoxOfficeError? {
    do {
      _ = try MovieDetails(decoding: Data(reply.utf8), code: code)
      return nil
    } catch {
      return error
    }
  }

  /// The project's full fixture with `key` of its film set to `value` (removed for `nil`).
  private func changed(_ key: String, to value: Any?) throws -> Data {
    var root = try XCTUnwrap(
      JSONSerialization.jsonObject(with: FixtureLibrary.project("movie-info-20231234"))
        as? [String: Any])
    var result = try XCTUnwrap(root["movieInfoResult"] as? [String: Any])
    var info = try XCTUnwrap(result["movieInfo"] as? [String: Any])
    info[key] = value
    result["movieInfo"] = info
    root["movieInfoResult"] = result
    return try JSONSerialization.data(withJSONObject: root)
  }

  private func error(changing key: String, to value: Any?) throws -> BoxOfficeError? {
    do {
      _ = try MovieDetails(decoding: changed(key, to: value), code: "20231234")
      return nil
    } catch let error as BoxOfficeError {
      return error
    }
  }
}
