import BoxOffice
import Foundation

/// An HTTP reply of the test server.
struct TestReply: Equatable {
  var status: Int
  var contentType: String
  var body: Data

  static func json(_ body: Data) -> TestReply {
    TestReply(status: 200, contentType: "application/json;charset=UTF-8", body: body)
  }

  static func html(status: Int, _ text: String) -> TestReply {
    TestReply(status: status, contentType: "text/html;charset=UTF-8", body: Data(text.utf8))
  }
}

/// What KOBIS answers, as `kobis-api.md` describes it: the fixture for the requested day, week
/// and `weekGb`, an empty chart when there is none, `faultInfo` replies (with HTTP 200) for a
/// wrong key or a missing or malformed `targetDt` or `weekGb`; for the movie services, the
/// fixture `movie-info-<movieCd>` or a reply without a film, and searches over the movie catalog
/// (``MovieCatalog``).
struct KOBISReplies {
  let fixtureDirectories: [URL]
  let acceptedKey: String

  /// The usual reply to a GET of `path` with `query`.
  func reply(path: String, query: [String: String]) -> TestReply {
    let isDaily = path.hasSuffix("/boxoffice/searchDailyBoxOfficeList.json")
    let isWeekly = path.hasSuffix("/boxoffice/searchWeeklyBoxOfficeList.json")
    let isMovieInfo = path.hasSuffix("/movie/searchMovieInfo.json")
    let isMovieList = path.hasSuffix("/movie/searchMovieList.json")
    guard isDaily || isWeekly || isMovieInfo || isMovieList else {
      return .html(status: 404, "<html><body><h1>404 Not Found</h1></body></html>")
    }
    guard query["key"] == acceptedKey else { return .json(Self.fault(code: "320010")) }
    if isMovieInfo {
      return .json(movieInfo(code: query["movieCd"] ?? ""))
    }
    if isMovieList {
      return .json(MovieCatalog(replies: self).reply(to: query))
    }
    guard let targetDt = query["targetDt"] else { return .json(Self.fault(code: "320102")) }
    guard let day = CalendarDate(yyyymmdd: targetDt) else {
      return .json(Self.fault(code: "320103", value: targetDt))
    }
    if isDaily {
      return .json(fixture(named: "daily-\(day.yyyymmdd)") ?? Self.emptyDaily(day))
    }
    let weekGb = query["weekGb"] ?? "1"
    guard ["0", "1", "2"].contains(weekGb) else {
      return .json(Self.fault(code: "320105", value: weekGb))
    }
    let week = day.isoWeek
    return .json(
      fixture(named: "weekly-\(week.yearWeekTime)-weekGb\(weekGb)")
        ?? Self.emptyWeekly(week, weekGb: weekGb))
  }

  /// The details of the film `code`: its fixture, or, for a code without one, a reply whose
  /// `movieInfo` is empty. (KOBIS's answer for an unknown code was never observed.)
  private func movieInfo(code: String) -> Data {
    let isCode =
      !code.isEmpty && code.utf8.allSatisfy { (48...57).contains($0) || (65...90).contains($0) }
    if isCode, let body = fixture(named: "movie-info-\(code)") { return body }
    return Data(#"{"movieInfoResult":{"movieInfo":{},"source":"영화진흥위원회"}}"#.utf8)
  }

  /// The bytes of fixture `name` (without `.json`) from the first directory that has it.
  func fixture(named name: String) -> Data? {
    for directory in fixtureDirectories {
      if let data = try? Data(contentsOf: directory.appendingPathComponent(name + ".json")) {
        return data
      }
    }
    return nil
  }

  /// A `faultInfo` body with KOBIS's own message for the known codes.
  static func fault(code: String, value: String = "null") -> Data {
    let message =
      switch code {
      case "320010": "유효하지않은 키값입니다."
      case "320102": "날짜는 필수항목입니다.[parameterName=targetDt,parameterValue=null]"
      case "320103": "날싸형식에 맞게 입력하십시요.(YYYYMMDD)[parameterName=targetDt,parameterValue=\(value)]"
      case "320105": "주간/주말 구분값이 올바르지 않습니다.[parameterName=weekGb,parameterValue=\(value)]"
      default: "알 수 없는 오류입니다."
      }
    return faultBody(code: code, message: message)
  }

  static func faultBody(code: String, message: String) -> Data {
    let object = ["faultInfo": ["message": message, "errorCode": code]]
    return try! JSONSerialization.data(
      withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
  }

  private static func emptyDaily(_ day: CalendarDate) -> Data {
    let range = "\(day.yyyymmdd)~\(day.yyyymmdd)"
    return Data(
      #"{"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"\#(range)","dailyBoxOfficeList":[]}}"#
        .utf8)
  }

  private static func emptyWeekly(_ week: ISOWeek, weekGb: String) -> Data {
    let (type, first, last) =
      switch weekGb {
      case "0": ("주간 박스오피스", week.monday, week.sunday)
      case "2": ("주중 박스오피스", week.monday, week.monday.advanced(by: 3))
      default: ("주말 박스오피스", week.monday.advanced(by: 4), week.sunday)
      }
    let range = "\(first.yyyymmdd)~\(last.yyyymmdd)"
    return Data(
      #"{"boxOfficeResult":{"boxofficeType":"\#(type)","showRange":"\#(range)","yearWeekTime":"\#(week.yearWeekTime)","weeklyBoxOfficeList":[]}}"#
        .utf8)
  }
}
