import BoxOffice
import BoxOfficeTestSupport
import Foundation
import XCTest

/// Search pages from the real capture and the project's catalog, and malformed pages failing at
/// their exact place.
final class MovieSearchPageDecodingTests: XCTestCase {
  func testTheCapturedFirstPageDecodes() throws {
    guard let data = try FixtureLibrary.shared("movie-list-2023") else {
      throw XCTSkip("the shared KOBIS fixtures are not beside this checkout")
    }
    let page = try MovieSearchPage(decoding: data)
    XCTAssertEqual(page.totalCount, 95043)
    XCTAssertEqual(page.movies.count, 10)
    XCTAssertEqual(
      page.movies[0],
      MovieSummary(
        code: "20231091", title: "라스트 필름 쇼", englishTitle: "Last Film Show", productionYear: 2021,
        openingDate: nil, typeName: "장편", productionStatus: "개봉예정", nations: ["인도", "프랑스", "미국"],
        genres: ["드라마"], representativeNation: "인도", representativeGenre: "드라마",
        directors: ["판 나린"],
        companies: []))
    XCTAssertEqual(page.movies[1].openingDate, day("20230427"))
    XCTAssertEqual(page.movies[3].productionYear, 1948)
    XCTAssertEqual(page.movies[5].directors, [], "an empty list of directors")
    XCTAssertEqual(page.movies[5].genres, ["액션", "판타지", "드라마"])
    XCTAssertEqual(page.movies[7].companies.map(\.name), ["주식회사 아웃런브라더스픽처스", "주식회사 퍼니필름"])
    XCTAssertEqual(page.movies[8].code, "2023C165", "a code with a letter")
    XCTAssertEqual(page.movies[8].typeName, "온라인전용")
    XCTAssertEqual(page.movies[8].productionStatus, "기타")
  }

  func testTheProjectCatalogDecodes() throws {
    let page = try MovieSearchPage(decoding: FixtureLibrary.project("movie-list-catalog"))
    XCTAssertEqual(page.totalCount, 12)
    XCTAssertEqual(
      page.movies.map(\.code).prefix(5),
      ["20231234", "20228811", "20245502", "2024A017", "19560102"])
    XCTAssertEqual(page.movies[3].directors, ["강민오", "채윤솔"])
    XCTAssertNil(page.movies[4].englishTitle, "an empty English title is none")
    XCTAssertEqual(
      page.movies[0].companies,
      [.init(code: "20110001", name: "(주)한빛픽처스"), .init(code: "20110002", name: "별빛배급(주)")])
  }

  func testTheTotalMayBeAStringOfDigitsAndTheListMayBeMissing() throws {
    let page = try MovieSearchPage(
      decoding: Data(#"{"movieListResult":{"totCnt":"0","source":"영화진흥위원회"}}"#.utf8))
    XCTAssertEqual(page, MovieSearchPage(totalCount: 0, movies: []))
  }

  func testMalformedPagesFailAtTheirPlace() throws {
    let total = "movieListResult.totCnt"
    let cases: [(String, BoxOfficeError)] = [
      (
        #"{"movieListResult":{"movieList":[]}}"#,
        .undecodableBody(at: total, reason: "the field is missing")
      ),
      (
        #"{"movieListResult":{"totCnt":-1,"movieList":[]}}"#,
        .undecodableBody(at: total, reason: #""-1" is negative"#)
      ),
      (
        #"{"movieListResult":{"totCnt":1.5,"movieList":[]}}"#,
        .undecodableBody(at: total, reason: #""1.5" is not a whole number"#)
      ),
      (
        #"{"movieListResult":{"totCnt":true,"movieList":[]}}"#,
        .undecodableBody(at: total, reason: "expected a number, found a boolean")
      ),
      (
        #"{"movieListResult":{"totCnt":"12개","movieList":[]}}"#,
        .undecodableBody(at: total, reason: #""12개" is not a whole number"#)
      ),
      (
        #"{"movieListResult":{"totCnt":1e30,"movieList":[]}}"#,
        .undecodableBody(at: total, reason: #""1e+30" is not a whole number"#)
      ),
      (
        #"{"movieListResult":{"totCnt":3,"movieList":{}}}"#,
        .undecodableBody(
          at: "movieListResult.movieList", reason: "expected a list, found an object")
      ),
      (
        #"{"faultInfo":{"message":"유효하지않은 키값입니다.","errorCode":"320010"}}"#,
        .kobisFault(code: "320010", message: "유효하지않은 키값입니다.")
      ),
    ]
    for (reply, expected) in cases {
      XCTAssertEqual(error(Data(reply.utf8)), expected, reply)
    }
    let entry = "movieListResult.movieList[2]"
    let changes: [(String, Any?, BoxOfficeError)] = [
      ("movieNm", "  ", .undecodableBody(at: "\(entry).movieNm", reason: "the title is empty")),
      (
        "movieCd", "2023-001",
        .undecodableBody(at: "\(entry).movieCd", reason: #""2023-001" is not a code"#)
      ),
      (
        "openDt", "2022-11-09",
        .undecodableBody(at: "\(entry).openDt", reason: #""2022-11-09" is not a date yyyymmdd"#)
      ),
      (
        "prdtYear", "MMXXII",
        .undecodableBody(at: "\(entry).prdtYear", reason: #""MMXXII" is not a year yyyy"#)
      ),
      (
        "genreAlt", ["드라마"],
        .undecodableBody(at: "\(entry).genreAlt", reason: "expected a string, found a list")
      ),
      (
        "directors", [["name": "서태일"]],
        .undecodableBody(at: "\(entry).directors[1].peopleNm", reason: "the field is missing")
      ),
      (
        "repNationNm", nil,
        .undecodableBody(at: "\(entry).repNationNm", reason: "the field is missing")
      ),
    ]
    for (key, value, expected) in changes {
      XCTAssertEqual(error(try catalog(changingSecond: key, to: value)), expected, key)
    }
    XCTAssertEqual(
      error(try FixtureLibrary.project("invalid-movie-total")),
      .undecodableBody(at: total, reason: #""12개" is not a whole number"#))
    let fewer = Data(
      #"{"movieListResult":{"totCnt":0,"movieList":[{"movieCd":"1","movieNm":"a","movieNmEn":"","prdtYear":"","openDt":"","typeNm":"","prdtStatNm":"","nationAlt":"","genreAlt":"","repNationNm":"","repGenreNm":"","directors":[],"companys":[]}]}}"#
        .utf8)
    XCTAssertEqual(
      error(fewer), .undecodableBody(at: total, reason: "0 is fewer than the 1 films listed"))
  }

  private func error(_ data: Data) -> BoxOfficeError? {
    do {
      _ = try MovieSearchPage(decoding: data)
      return nil
    } catch {
      return error
    }
  }

  /// The project's catalog with `key` of its second film set to `value` (removed for `nil`).
  private func catalog(changingSecond key: String, to value: Any?) throws -> Data {
    var root = try XCTUnwrap(
      JSONSerialization.jsonObject(with: FixtureLibrary.project("movie-list-catalog"))
        as? [String: Any])
    var result = try XCTUnwrap(root["movieListResult"] as? [String: Any])
    var list = try XCTUnwrap(result["movieList"] as? [[String: Any]])
    list[1][key] = value
    result["movieList"] = list
    root["movieListResult"] = result
    return try JSONSerialization.data(withJSONObject: root)
  }
}
