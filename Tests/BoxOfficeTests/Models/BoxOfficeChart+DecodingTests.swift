import BoxOffice
import BoxOfficeTestSupport
import Foundation
import XCTest

/// Every shared capture of a real reply, and every project fixture, decodes to the right values.
final class BoxOfficeChartDecodingTests: XCTestCase {
  // MARK: - The shared captures of real replies

  func testKOBISSampleDailyChartOf20120101() throws {
    let chart = try sharedChart("daily-20120101")
    XCTAssertEqual(summary(chart), "daily 2012-01-01…2012-01-01 - 10 entries")
    XCTAssertEqual(chart.entries.map(\.rank), Array(1...10))
    XCTAssertEqual(
      chart.entries[0],
      BoxOfficeEntry(
        rank: 1, rankChange: 0, isNew: false, movieCode: "20112207", title: "미션임파서블:고스트프로토콜",
        openingDate: day("20111215"), revenue: 2_776_060_500, revenueShare: decimal("36.3"),
        revenueChange: -415_699_000, revenueChangeRate: -13, cumulativeRevenue: 40_541_108_500,
        audience: 353_274, audienceChange: -60_106, audienceChangeRate: decimal("-14.5"),
        cumulativeAudience: 5_328_435, screens: 697, showings: 3223))
    XCTAssertEqual(chart.entries[2].rankChange, -1)
    XCTAssertEqual(chart.entries[2].title, "셜록홈즈 : 그림자 게임")
    XCTAssertEqual(chart.entries[4].title, "프렌즈: 몬스터섬의비밀", "the trailing space is trimmed")
    XCTAssertEqual(chart.entries[5].title, "라이온 킹")
    XCTAssertEqual(chart.entries[5].openingDate, day("19940702"))
    XCTAssertEqual(chart.entries[4].audienceChangeRate, -22)
    XCTAssertEqual(chart.entries[9].title, "극장판 포켓몬스터 베스트 위시 「비크티니와 흑의 영웅 제크로무」")
    XCTAssertEqual(chart.entries.filter(\.isNew), [])
  }

  func testYagomSampleDailyChartOf20220105HasNewEntriesAndAPreview() throws {
    let chart = try sharedChart("daily-20220105")
    XCTAssertEqual(summary(chart), "daily 2022-01-05…2022-01-05 - 10 entries")
    XCTAssertEqual(chart.entries.filter(\.isNew).map(\.title), ["경관의 피", "씽2게더"])
    let new = chart.entries[0]
    XCTAssertEqual(new.rankChange, 0)
    XCTAssertEqual(new.revenueChange, new.revenue)
    XCTAssertEqual(new.revenue, 584_559_330)
    XCTAssertEqual(new.revenueChangeRate, 100)
    XCTAssertEqual(new.audienceChangeRate, 100)
    XCTAssertEqual(new.cumulativeAudience, 69_228)
    let preview = chart.entries[5]
    XCTAssertEqual(preview.title, "특송")
    XCTAssertEqual(preview.openingDate, day("20220112"), "opens after the chart's day")
    XCTAssertEqual(preview.rankChange, 6)
    XCTAssertEqual(preview.screens, 4)
    XCTAssertEqual(preview.audienceChangeRate, decimal("318.3"))
    XCTAssertEqual(chart.entries[7].rankChange, 14)
    XCTAssertEqual(chart.entries[7].revenueChangeRate, decimal("2028.9"))
    XCTAssertEqual(chart.entries[9].rankChange, -3)
    XCTAssertEqual(chart.entries[1].cumulativeRevenue, 62_772_471_900)
  }

  func testDailyChartOf20220121HasNegativeChanges() throws {
    let chart = try sharedChart("daily-20220121")
    XCTAssertEqual(summary(chart), "daily 2022-01-21…2022-01-21 - 10 entries")
    XCTAssertEqual(chart.entries[0].title, "스파이더맨: 노 웨이 홈")
    XCTAssertEqual(chart.entries[0].cumulativeRevenue, 70_719_063_010)
    XCTAssertEqual(chart.entries[2].title, "특송")
    XCTAssertEqual(chart.entries[2].rankChange, -1)
    XCTAssertEqual(chart.entries[7].revenueChange, -5_693_900)
    XCTAssertEqual(chart.entries[7].revenueChangeRate, -19)
    XCTAssertEqual(chart.entries[7].audienceChangeRate, decimal("-26.7"))
    XCTAssertEqual(chart.entries[8].audienceChange, -195)
  }

  func testPrettyPrintedDailyChartOf20220315KeepsDecimals() throws {
    let chart = try sharedChart("daily-20220315")
    XCTAssertEqual(summary(chart), "daily 2022-03-15…2022-03-15 - 10 entries")
    XCTAssertEqual(chart.entries[0].revenueShare, 34)
    XCTAssertEqual("\(chart.entries[0].revenueShare)", "34")
    XCTAssertEqual(chart.entries[0].revenueChangeRate, decimal("-16.1"))
    XCTAssertEqual(chart.entries[2].revenueChangeRate, 29)
    let climber = chart.entries[3]
    XCTAssertEqual(climber.title, "킹메이커")
    XCTAssertEqual(climber.rankChange, 15)
    XCTAssertFalse(climber.isNew)
    XCTAssertEqual(climber.revenueChangeRate, decimal("1367.4"))
    XCTAssertEqual(chart.entries[6].title, "나의 히어로 아카데미아 더 무비: 월드 히어로즈 미션")
    XCTAssertEqual(chart.entries[8].cumulativeRevenue, 75_140_632_640)
    XCTAssertEqual(chart.entries[8].cumulativeAudience, 7_545_831)
  }

  func testAvatarOpeningDayOf20221214HasThreeNewEntries() throws {
    let chart = try sharedChart("daily-20221214")
    XCTAssertEqual(summary(chart), "daily 2022-12-14…2022-12-14 - 10 entries")
    XCTAssertEqual(chart.entries.filter(\.isNew).map(\.rank), [1, 4, 7])
    XCTAssertEqual(chart.entries[0].title, "아바타: 물의 길")
    XCTAssertEqual(chart.entries[0].revenue, 4_189_094_718)
    XCTAssertEqual(chart.entries[0].revenueShare, decimal("85.2"))
    XCTAssertEqual(chart.entries[0].showings, 10_115)
    XCTAssertEqual(chart.entries[2].title, "오늘 밤, 세계에서 이 사랑이 사라진다 해도")
    XCTAssertEqual(chart.entries[6].openingDate, day("20211201"), "a NEW entry released a year ago")
    XCTAssertEqual(chart.entries[5].revenueChangeRate, decimal("-76.7"))
  }

  func testDailyChartOf20221221HasAHugeChangeRateAndAFuturePreview() throws {
    let chart = try sharedChart("daily-20221221")
    XCTAssertEqual(summary(chart), "daily 2022-12-21…2022-12-21 - 10 entries")
    let hero = chart.entries[1]
    XCTAssertEqual(hero.title, "영웅")
    XCTAssertEqual(hero.rankChange, 17)
    XCTAssertFalse(hero.isNew)
    XCTAssertEqual(hero.revenueChangeRate, decimal("34194.3"))
    XCTAssertEqual("\(hero.revenueChangeRate)", "34194.3")
    XCTAssertEqual(hero.audienceChangeRate, 33_044)
    XCTAssertEqual(hero.revenueChange, 984_797_013)
    let gentleman = chart.entries[4]
    XCTAssertEqual(gentleman.title, "젠틀맨")
    XCTAssertTrue(gentleman.isNew)
    XCTAssertEqual(gentleman.openingDate, day("20221228"))
    XCTAssertEqual(chart.entries.filter(\.isNew).map(\.rank), [5, 8])
    XCTAssertEqual(chart.entries[0].cumulativeRevenue, 41_741_193_085)
  }

  func testSundayChartOf20230423HasNoNewEntries() throws {
    let chart = try sharedChart("daily-20230423")
    XCTAssertEqual(summary(chart), "daily 2023-04-23…2023-04-23 - 10 entries")
    XCTAssertEqual(chart.entries.filter(\.isNew), [])
    XCTAssertEqual(chart.entries[0].title, "존 윅 4")
    XCTAssertEqual(chart.entries[6].openingDate, day("20230426"))
    XCTAssertEqual(chart.entries[8].title, "인셉션")
    XCTAssertEqual(chart.entries[8].openingDate, day("20100721"))
    XCTAssertEqual(chart.entries[8].cumulativeRevenue, 45_099_304_940)
    XCTAssertEqual(chart.entries[9].rankChange, 2)
  }

  func testLunarNewYearChartOf20240210() throws {
    let chart = try sharedChart("daily-20240210")
    XCTAssertEqual(summary(chart), "daily 2024-02-10…2024-02-10 - 10 entries")
    XCTAssertEqual(chart.entries[0].title, "웡카")
    XCTAssertEqual(chart.entries[0].audienceChange, -2885)
    XCTAssertEqual(chart.entries[1].revenueChangeRate, decimal("85.6"))
    XCTAssertEqual(chart.entries[4].revenueChangeRate, 22)
    XCTAssertEqual(chart.entries[8].title, "서울의 봄")
    XCTAssertEqual(chart.entries[8].cumulativeRevenue, 127_753_046_500)
    XCTAssertEqual(chart.entries[8].cumulativeAudience, 13_108_624)
    XCTAssertEqual(chart.entries[8].rankChange, 3)
  }

  func testKOBISSampleWeekendChartSpansNewYearInWeek52Of2011() throws {
    let chart = try sharedChart("weekly-201152-weekGb1")
    XCTAssertEqual(summary(chart), "weekend 2011-12-30…2012-01-01 2011-W52 10 entries")
    XCTAssertEqual(chart.entries[0].revenue, 7_840_509_500)
    XCTAssertEqual(chart.entries[0].showings, 9677)
    XCTAssertEqual(chart.entries[2].title, "마이 웨이")
    XCTAssertEqual(chart.entries[2].revenueChange, -2_754_931_500)
    XCTAssertEqual(chart.entries[2].audienceChangeRate, -47)
    let friends = chart.entries[4]
    XCTAssertEqual(friends.title, "프렌즈: 몬스터섬의비밀")
    XCTAssertEqual(friends.rankChange, 11)
    XCTAssertEqual(friends.revenueChangeRate, decimal("11149.8"))
    XCTAssertEqual(friends.audienceChangeRate, decimal("11865.2"))
    let lionKing = chart.entries[6]
    XCTAssertEqual(lionKing.title, "라이온 킹")
    XCTAssertTrue(lionKing.isNew)
    XCTAssertEqual(lionKing.rankChange, 0)
    XCTAssertEqual(lionKing.openingDate, day("19940702"))
    XCTAssertEqual(lionKing.revenueChangeRate, 100)
    XCTAssertEqual(chart.entries.filter(\.isNew).map(\.rank), [7])
    XCTAssertEqual(chart.entries[7].title, "극장판 포켓몬스터 베스트 위시「비크티니와 백의 영웅 레시라무」")
  }

  func testSharedFaultRepliesBecomeKOBISFaults() throws {
    for (name, expected) in FixtureErrors.shared {
      XCTAssertEqual(try sharedError(name), expected, name)
    }
  }

  func testEverySharedChartDecodes() throws {
    let names = FixtureLibrary.sharedChartNames
    if names.isEmpty { throw XCTSkip(Self.sharedMissing) }
    XCTAssertEqual(names.count, 9)
    for name in names {
      let chart = try sharedChart(name)
      XCTAssertEqual(chart.entries.count, 10, name)
      XCTAssertEqual(chart.entries.map(\.rank), Array(1...10), name)
    }
  }

  // MARK: - The project's own fixtures

  func testWholeWeekChartWithABlankOpeningDate() throws {
    let chart = try projectChart("weekly-202451-weekGb0")
    XCTAssertEqual(summary(chart), "weekly 2024-12-16…2024-12-22 2024-W51 4 entries")
    XCTAssertEqual(chart.entries.filter(\.isNew).map(\.title), ["무파사: 라이온 킹", "미공개 시사회 「특별 상영」"])
    XCTAssertEqual(chart.entries[2].title, "모아나 2")
    XCTAssertEqual(chart.entries[2].rankChange, -2)
    XCTAssertEqual(chart.entries[3].openingDate, nil, #"a blank openDt (" ") is no date"#)
    XCTAssertEqual(chart.entries[0].openingDate, day("20241204"))
  }

  func testWeekdaysChart() throws {
    let chart = try projectChart("weekly-202451-weekGb2")
    XCTAssertEqual(summary(chart), "weekdays 2024-12-16…2024-12-19 2024-W51 2 entries")
    XCTAssertEqual(chart.entries[1].rankChange, 4)
    XCTAssertEqual(chart.entries[1].revenueChangeRate, decimal("19.8"))
  }

  func testWholeWeekChartInWeek1Of2025SpansNewYear() throws {
    let chart = try projectChart("weekly-202501-weekGb0")
    XCTAssertEqual(summary(chart), "weekly 2024-12-30…2025-01-05 2025-W01 2 entries")
  }

  func testHugeNumbersKeepEveryDigit() throws {
    let chart = try projectChart("daily-20241225")
    XCTAssertEqual(summary(chart), "daily 2024-12-25…2024-12-25 - 2 entries")
    let first = chart.entries[0]
    XCTAssertEqual(first.cumulativeRevenue, Int64.max)
    XCTAssertEqual(first.cumulativeAudience, 9_007_199_254_740_993, "2^53 + 1, beyond a Double")
    XCTAssertEqual(first.revenueChange, -4_294_967_296)
    XCTAssertEqual(first.revenueChangeRate, decimal("34211.9"))
    XCTAssertEqual(first.audienceChangeRate, 0)
    XCTAssertFalse(first.audienceChangeRate.isNaN, #""-0.0" is zero, not NaN"#)
    let second = chart.entries[1]
    XCTAssertTrue(second.isNew)
    XCTAssertEqual(second.openingDate, nil)
    XCTAssertEqual(second.revenueShare, 0)
  }

  func testAnEmptyListIsAChartWithoutEntries() throws {
    let chart = try projectChart("empty-daily")
    XCTAssertEqual(summary(chart), "daily 2099-12-31…2099-12-31 - 0 entries")
  }

  func testAnEmptyChartWithBlankMetadataTakesTheRequestedPeriod() throws {
    let daily = try FixtureLibrary.project("empty-daily-blank-metadata")
    XCTAssertEqual(
      try BoxOfficeChart(
        decoding: daily, for: BoxOfficeEndpoint(kind: .daily, date: day("20241225"))),
      BoxOfficeChart(
        period: ChartPeriod(kind: .daily, containing: day("20241225")), entries: []))
    let weekly = try FixtureLibrary.project("empty-weekly-blank-metadata")
    let expected: [(BoxOfficeChart.Kind, String, String)] = [
      (.weekly, "20241216", "20241222"), (.weekend, "20241220", "20241222"),
      (.weekdays, "20241216", "20241219"),
    ]
    for (kind, first, last) in expected {
      let chart = try BoxOfficeChart(
        decoding: weekly, for: BoxOfficeEndpoint(kind: kind, date: day("20241222")))
      XCTAssertEqual(
        chart, BoxOfficeChart(period: ChartPeriod(kind: kind, containing: day(first))), "\(kind)")
      XCTAssertEqual(chart.lastDay, day(last), "\(kind)")
    }
  }

  func testAnEmptyChartWithoutTheRequestIsStillReadStrictly() throws {
    XCTAssertEqual(
      try projectError("empty-daily-blank-metadata"),
      .undecodableBody(
        at: "boxOfficeResult.showRange", reason: #""" is not a range of days yyyymmdd~yyyymmdd"#))
  }

  func testEntriesAreReadStrictlyWhateverTheRequest() throws {
    let missing =
      #"{"boxOfficeResult":{"boxofficeType":"","showRange":"","dailyBoxOfficeList":[{}]}}"#
    let endpoint = BoxOfficeEndpoint(kind: .daily, date: day("20241225"))
    XCTAssertEqual(
      error(decoding: Data(missing.utf8), for: endpoint),
      .undecodableBody(
        at: "boxOfficeResult.showRange", reason: #""" is not a range of days yyyymmdd~yyyymmdd"#))
    let noList = #"{"boxOfficeResult":{"boxofficeType":"","showRange":""}}"#
    XCTAssertNotNil(error(decoding: Data(noList.utf8), for: endpoint))
    let bothLists =
      #"{"boxOfficeResult":{"showRange":"","dailyBoxOfficeList":[],"weeklyBoxOfficeList":[]}}"#
    XCTAssertNotNil(error(decoding: Data(bothLists.utf8), for: endpoint))
  }

  func testFaultRepliesCarryCodeAndMessage() throws {
    for (name, expected) in FixtureErrors.projectFaults {
      XCTAssertEqual(try projectError(name), expected, name)
    }
  }

  func testMalformedFieldsNameTheFieldAndTheRank() throws {
    for (name, expected) in FixtureErrors.projectMalformed {
      XCTAssertEqual(try projectError(name), expected, name)
    }
  }

  // MARK: - Bodies that are not charts

  func testBodiesThatAreNotJSON() {
    let cases: [(String, String)] = [
      ("", "the reply is empty"),
      ("  \n", "the reply is empty"),
      ("<!DOCTYPE html><html><body>Error</body></html>", "it is an HTML or XML page, not JSON"),
      (
        #"{"boxOfficeResult":{"boxofficeType":"일별"#,
        "it is not valid JSON (it may be cut short or not UTF-8)"
      ),
    ]
    for (body, reason) in cases {
      XCTAssertEqual(
        error(decoding: Data(body.utf8)), .undecodableBody(at: "body", reason: reason), body)
    }
    XCTAssertEqual(
      error(decoding: Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x22, 0x22, 0x7D])),
      .undecodableBody(
        at: "body", reason: "it is not valid JSON (it may be cut short or not UTF-8)"))
    XCTAssertEqual(
      error(decoding: Data("[1, 2]".utf8)),
      .undecodableBody(at: "body", reason: "expected a JSON object"))
    XCTAssertEqual(
      error(decoding: Data("{}".utf8)),
      .undecodableBody(at: "boxOfficeResult", reason: "the field is missing"))
  }

  func testDeeplyNestedJSONIsRejectedWithoutExhaustingTheStack() {
    let nested = String(repeating: "[", count: 1_000_000) + String(repeating: "]", count: 1_000_000)
    XCTAssertEqual(
      error(decoding: Data(#"{"boxOfficeResult":\#(nested)}"#.utf8)),
      .undecodableBody(
        at: "body", reason: "it is not valid JSON (it may be cut short or not UTF-8)"))
  }

  func testStructuralProblemsNameWhereTheyAre() {
    let cases: [(String, BoxOfficeError)] = [
      (
        #"{"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"20220105","dailyBoxOfficeList":[]}}"#,
        .undecodableBody(
          at: "boxOfficeResult.showRange",
          reason: #""20220105" is not a range of days yyyymmdd~yyyymmdd"#)
      ),
      (
        #"{"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"20220106~20220105","dailyBoxOfficeList":[]}}"#,
        .undecodableBody(
          at: "boxOfficeResult.showRange",
          reason: #""20220106~20220105" is not a range of days yyyymmdd~yyyymmdd"#)
      ),
      (
        #"{"boxOfficeResult":{"showRange":"20220105~20220105","dailyBoxOfficeList":[]}}"#,
        .undecodableBody(at: "boxOfficeResult.boxofficeType", reason: "the field is missing")
      ),
      (
        #"{"boxOfficeResult":{"boxofficeType":"주간 박스오피스","showRange":"20241216~20241222","weeklyBoxOfficeList":[]}}"#,
        .undecodableBody(at: "boxOfficeResult.yearWeekTime", reason: "the field is missing")
      ),
      (
        #"{"boxOfficeResult":{"boxofficeType":"주간 박스오피스","showRange":"20241216~20241222","yearWeekTime":"2024W51","weeklyBoxOfficeList":[]}}"#,
        .undecodableBody(
          at: "boxOfficeResult.yearWeekTime", reason: #""2024W51" is not a year and week yyyyww"#)
      ),
      (
        #"{"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"20220105~20220105","dailyBoxOfficeList":{}}}"#,
        .undecodableBody(at: "boxOfficeResult.dailyBoxOfficeList", reason: "expected a list")
      ),
      (
        #"{"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"20220105~20220105","dailyBoxOfficeList":[],"weeklyBoxOfficeList":[]}}"#,
        .undecodableBody(
          at: "boxOfficeResult", reason: "it has both dailyBoxOfficeList and weeklyBoxOfficeList")
      ),
      (
        #"{"boxOfficeResult":{"boxofficeType":"월간","showRange":"20241201~20241231","yearWeekTime":"202451","weeklyBoxOfficeList":[]}}"#,
        .undecodableBody(
          at: "boxOfficeResult.boxofficeType", reason: #""월간" is not a known chart type"#)
      ),
      (
        #"{"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"20220105~20220105","dailyBoxOfficeList":["x"]}}"#,
        .undecodableBody(at: "entry 1", reason: "expected an object")
      ),
      (
        #"{"boxOfficeResult":[]}"#,
        .undecodableBody(at: "boxOfficeResult", reason: "expected an object")
      ),
      (
        #"{"faultInfo":{"errorCode":"320010"}}"#,
        .undecodableBody(at: "faultInfo.message", reason: "the field is missing")
      ),
      (#"{"faultInfo":"oops"}"#, .undecodableBody(at: "faultInfo", reason: "expected an object")),
    ]
    for (body, expected) in cases {
      XCTAssertEqual(error(decoding: Data(body.utf8)), expected, body)
    }
  }

  func testUnknownWeeklyLabelsAreInferredFromTheDays() throws {
    func kind(_ range: String) throws -> BoxOfficeChart.Kind {
      let body =
        #"{"boxOfficeResult":{"boxofficeType":"?","showRange":"\#(range)","yearWeekTime":"202451","weeklyBoxOfficeList":[]}}"#
      return try BoxOfficeChart(decoding: Data(body.utf8)).kind
    }
    XCTAssertEqual(try kind("20241216~20241222"), .weekly)
    XCTAssertEqual(try kind("20241220~20241222"), .weekend)
    XCTAssertEqual(try kind("20241216~20241219"), .weekdays)
  }

  func testBadEntryValuesNameTheirField() {
    func entryError(_ field: String, _ value: String) -> BoxOfficeError? {
      var entry = Self.validEntry
      entry[field] = value
      let list = String(
        data: try! JSONSerialization.data(withJSONObject: [entry]), encoding: .utf8)!
      let body =
        #"{"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"20220105~20220105","dailyBoxOfficeList":\#(list)}}"#
      return error(decoding: Data(body.utf8))
    }
    XCTAssertEqual(
      entryError("rank", "0"), .undecodableBody(at: "rank of entry 1", reason: "a rank starts at 1")
    )
    XCTAssertEqual(
      entryError("rank", "one"),
      .undecodableBody(at: "rank of entry 1", reason: #""one" is not a whole number"#))
    XCTAssertEqual(
      entryError("rankOldAndNew", "new"),
      .undecodableBody(at: "rankOldAndNew of rank 1", reason: #""new" is neither NEW nor OLD"#))
    XCTAssertEqual(
      entryError("movieCd", ""),
      .undecodableBody(at: "movieCd of rank 1", reason: #""" is not a code"#))
    XCTAssertEqual(
      entryError("salesShare", "34,0"),
      .undecodableBody(at: "salesShare of rank 1", reason: #""34,0" is not a decimal number"#))
    XCTAssertEqual(
      entryError("openDt", "20220105"),
      .undecodableBody(at: "openDt of rank 1", reason: #""20220105" is not a date yyyy-mm-dd"#))
    XCTAssertEqual(
      entryError("showCnt", "\u{1B}[31m1"),
      .undecodableBody(at: "showCnt of rank 1", reason: #""\u{1B}[31m1" is not a whole number"#))
    XCTAssertNil(entryError("openDt", ""), "an empty openDt is no date")
    XCTAssertNil(entryError("rnum", "x"), "rnum is not read")
  }

  func testWhitespaceBetweenTokensDoesNotMatter() throws {
    let compact =
      #"{"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"20220105~20220105","dailyBoxOfficeList":[]}}"#
    let spread = compact.replacingOccurrences(of: ":", with: " :\r\n\t ")
      .replacingOccurrences(of: ",\"", with: " ,\n \"")
    XCTAssertEqual(
      try BoxOfficeChart(decoding: Data(spread.utf8)),
      try BoxOfficeChart(decoding: Data(compact.utf8)))
  }

  // MARK: - Helpers

  private static let sharedMissing =
    "the shared KOBIS fixtures (shared/fixtures/kobis beside the checkout) are not here"

  static let validEntry: [String: String] = [
    "rnum": "1", "rank": "1", "rankInten": "0", "rankOldAndNew": "OLD", "movieCd": "20112207",
    "movieNm": "영화", "openDt": "2011-12-15", "salesAmt": "1", "salesShare": "1.0",
    "salesInten": "0", "salesChange": "0", "salesAcc": "1", "audiCnt": "1", "audiInten": "0",
    "audiChange": "0", "audiAcc": "1", "scrnCnt": "1", "showCnt": "1",
  ]

  private func sharedChart(_ name: String) throws -> BoxOfficeChart {
    guard let data = try FixtureLibrary.shared(name) else { throw XCTSkip(Self.sharedMissing) }
    return try BoxOfficeChart(decoding: data)
  }

  private func sharedError(_ name: String) throws -> BoxOfficeError? {
    guard let data = try FixtureLibrary.shared(name) else { throw XCTSkip(Self.sharedMissing) }
    return error(decoding: data)
  }

  private func projectChart(_ name: String) throws -> BoxOfficeChart {
    try BoxOfficeChart(decoding: FixtureLibrary.project(name))
  }

  private func projectError(_ name: String) throws -> BoxOfficeError? {
    error(decoding: try FixtureLibrary.project(name))
  }

  private func error(decoding data: Data, for endpoint: BoxOfficeEndpoint? = nil)
    -> BoxOfficeError?
  {
    do {
      _ = try BoxOfficeChart(decoding: data, for: endpoint)
      return nil
    } catch {
      return error
    }
  }
}

func day(_ yyyymmdd: String) -> CalendarDate {
  CalendarDate(yyyymmdd: yyyymmdd)!
}

func decimal(_ text: String) -> Decimal {
  Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))!
}
