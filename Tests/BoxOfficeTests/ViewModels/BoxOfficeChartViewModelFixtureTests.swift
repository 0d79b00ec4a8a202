import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import ReactiveTest
import XCTest

/// The chart view model's outputs for every fixture: the shared captures of real KOBIS replies
/// (skipped when `../shared` is not beside the checkout) and the project's own. The live client
/// decodes each reply from a virtual-time transport that answers 30 ticks after the load starts.
/// The expected rows were worked out from the JSON by hand-written rules independent of the
/// Swift code: rank, rank change, title, opening date, audience, cumulative audience, share
/// rounded half up, and `new`.
final class BoxOfficeChartViewModelFixtureTests: BoxOfficeTestCase {
  private struct FixtureExpectation {
    var name: String
    var query: BoxOfficeEndpoint
    var title: String
    var rows: [String]
  }

  override func setUp() {
    super.setUp()
    drainMainQueue()
  }

  func testEverySharedChartFixtureBecomesItsCells() throws {
    guard FixtureLibrary.sharedDirectory != nil else {
      throw XCTSkip("the shared KOBIS fixtures are not beside this checkout")
    }
    XCTAssertEqual(
      Set(FixtureLibrary.sharedChartNames), Set(Self.sharedCharts.map(\.name)),
      "every shared chart fixture has an expectation")
    for expectation in Self.sharedCharts {
      let body = try XCTUnwrap(FixtureLibrary.shared(expectation.name), expectation.name)
      try assertOutputs(of: body, match: expectation)
    }
  }

  func testEveryProjectChartFixtureBecomesItsCells() throws {
    for expectation in Self.projectCharts {
      try assertOutputs(of: FixtureLibrary.project(expectation.name), match: expectation)
    }
  }

  func testTheSharedFaultFixturesBecomeErrors() throws {
    guard FixtureLibrary.sharedDirectory != nil else {
      throw XCTSkip("the shared KOBIS fixtures are not beside this checkout")
    }
    for (name, error) in FixtureErrors.shared {
      try assertOutputs(of: XCTUnwrap(FixtureLibrary.shared(name)), fail: error, name: name)
    }
  }

  func testTheProjectFaultAndMalformedFixturesBecomeErrors() throws {
    for (name, error) in FixtureErrors.projectFaults + FixtureErrors.projectMalformed {
      try assertOutputs(of: FixtureLibrary.project(name), fail: error, name: name)
    }
  }

  /// Runs the view model on `body` for the expectation's query and asserts every output.
  private func assertOutputs(of body: Data, match expectation: FixtureExpectation) throws {
    let name = expectation.name
    let (res, reply) = run(body, query: expectation.query)
    XCTAssertEqual(
      res.loading.events, [.next(200, false), .next(210, true), .next(242, false)], name)
    XCTAssertEqual(res.title.events, [.next(210, expectation.title)], name)
    XCTAssertEqual(res.cells.events, [.next(242, expectation.rows)], name)
    XCTAssertEqual(res.chart.events, [.next(242, try BoxOfficeChart(decoding: body))], name)
    XCTAssertEqual(res.errors.events, [], name)
    // The reply is disposed of as it completes, as RxSwift disposes what `create` wraps.
    XCTAssertEqual(reply.subscriptions, [Subscription(211, 241)], name)
  }

  /// Runs the view model on `body` for a daily query and asserts that it fails with `error`.
  private func assertOutputs(of body: Data, fail error: BoxOfficeError, name: String) throws {
    let (res, reply) = run(body, query: BoxOfficeEndpoint(kind: .daily, date: day("20220105")))
    XCTAssertEqual(
      res.loading.events, [.next(200, false), .next(210, true), .next(242, false)], name)
    XCTAssertEqual(res.title.events, [.next(210, "Daily box office · 2022-01-05 (Wed)")], name)
    XCTAssertEqual(res.errors.events, [.next(242, error)], name)
    XCTAssertEqual(res.cells.events, [], name)
    XCTAssertEqual(res.chart.events, [], name)
    // A reply that cannot be decoded is let go of at once, as the client's pipeline fails.
    XCTAssertEqual(reply.subscriptions, [Subscription(211, 241)], name)
  }

  private func run(_ body: Data, query endpoint: BoxOfficeEndpoint)
    -> (RecordedOutputs, TestableObservable<Data>)
  {
    let scheduler = TestScheduler(initialClock: 0)
    // Safe: the virtual-time test runs on this thread only.
    nonisolated(unsafe) let reply = scheduler.createColdObservable([
      .next(30, body), .completed(30),
    ])
    let client = BoxOfficeClient.live(
      api: BoxOfficeAPI(apiKey: KOBISTestServer.validKey),
      transport: HTTPTransport { _ in reply.asObservable() }, scheduler: scheduler)
    let query = scheduler.createHotObservable([.next(210, endpoint)])
    let viewModel = BoxOfficeChartViewModel(client: client, scheduler: scheduler)
    let res = RecordedOutputs(
      viewModel.transform(input: .init(query: query.asObservable())), on: scheduler)
    scheduler.start()
    return (res, reply)
  }

  private static let sharedCharts: [FixtureExpectation] = [
    FixtureExpectation(
      name: "daily-20120101", query: BoxOfficeEndpoint(kind: .daily, date: day("20120101")),
      title: "Daily box office · 2012-01-01 (Sun)",
      rows: [
        "1 | – | 미션임파서블:고스트프로토콜 | 2011-12-15 | 353,274 | 5,328,435 | 36.3%",
        "2 | ▲1 | 마이 웨이 | 2011-12-21 | 153,501 | 1,739,543 | 15.6%",
        "3 | ▼1 | 셜록홈즈 : 그림자 게임 | 2011-12-21 | 153,004 | 1,442,861 | 15.4%",
        "4 | – | 퍼펙트 게임 | 2011-12-21 | 83,644 | 895,416 | 8.4%",
        "5 | – | 프렌즈: 몬스터섬의비밀 | 2011-12-29 | 55,092 | 202,909 | 5.7%",
        "6 | ▲1 | 라이온 킹 | 1994-07-02 | 45,750 | 171,285 | 6.6%",
        "7 | ▼1 | 오싹한 연애 | 2011-12-01 | 45,062 | 2,823,060 | 4.5%",
        "8 | – | 극장판 포켓몬스터 베스트 위시「비크티니와 백의 영웅 레시라무」 | 2011-12-22 | 24,202 | 285,959 | 2.2%",
        "9 | – | 앨빈과 슈퍼밴드3 | 2011-12-15 | 19,729 | 516,289 | 1.8%",
        "10 | – | 극장판 포켓몬스터 베스트 위시 「비크티니와 흑의 영웅 제크로무」 | 2011-12-22 | 17,817 | 235,070 | 1.6%",
      ]),
    FixtureExpectation(
      name: "daily-20220105", query: BoxOfficeEndpoint(kind: .daily, date: day("20220105")),
      title: "Daily box office · 2022-01-05 (Wed)",
      rows: [
        "1 | NEW | 경관의 피 | 2022-01-05 | 64,050 | 69,228 | 34.2% | new",
        "2 | ▼1 | 스파이더맨: 노 웨이 홈 | 2021-12-15 | 50,399 | 6,252,827 | 29.6%",
        "3 | NEW | 씽2게더 | 2022-01-05 | 44,221 | 44,778 | 22.2% | new",
        "4 | ▼2 | 킹스맨: 퍼스트 에이전트 | 2021-12-22 | 13,916 | 835,601 | 8.2%",
        "5 | ▼2 | 해피 뉴 이어 | 2021-12-29 | 4,152 | 211,533 | 2.3%",
        "6 | ▲6 | 특송 | 2022-01-12 | 1,213 | 2,984 | 0.8%",
        "7 | ▼1 | 드라이브 마이 카 | 2021-12-23 | 1,013 | 25,877 | 0.5%",
        "8 | ▲14 | 피드백 | 2022-01-05 | 748 | 1,187 | 0.3%",
        "9 | ▼1 | 램 | 2021-12-29 | 329 | 12,197 | 0.2%",
        "10 | ▼3 | 엔칸토: 마법의 세계 | 2021-11-24 | 291 | 628,878 | 0.1%",
      ]),
    FixtureExpectation(
      name: "daily-20220121", query: BoxOfficeEndpoint(kind: .daily, date: day("20220121")),
      title: "Daily box office · 2022-01-21 (Fri)",
      rows: [
        "1 | – | 스파이더맨: 노 웨이 홈 | 2021-12-15 | 31,569 | 7,039,482 | 29.9%",
        "2 | ▲1 | 씽2게더 | 2022-01-05 | 17,312 | 574,253 | 16.7%",
        "3 | ▼1 | 특송 | 2022-01-12 | 16,974 | 323,018 | 17.5%",
        "4 | – | 경관의 피 | 2022-01-05 | 10,535 | 609,876 | 11.1%",
        "5 | – | 하우스 오브 구찌 | 2022-01-12 | 3,825 | 92,015 | 4.1%",
        "6 | ▲2 | 킹스맨: 퍼스트 에이전트 | 2021-12-22 | 3,456 | 988,570 | 3.9%",
        "7 | – | 웨스트 사이드 스토리 | 2022-01-12 | 3,112 | 98,509 | 3.2%",
        "8 | ▼2 | 레지던트 이블: 라쿤시티 | 2022-01-19 | 2,532 | 12,629 | 2.5%",
        "9 | – | 어나더 라운드 | 2022-01-19 | 1,828 | 7,177 | 1.9%",
        "10 | ▲1 | 도쿄 리벤저스 | 2022-01-19 | 1,120 | 8,841 | 1.2%",
      ]),
    FixtureExpectation(
      name: "daily-20220315", query: BoxOfficeEndpoint(kind: .daily, date: day("20220315")),
      title: "Daily box office · 2022-03-15 (Tue)",
      rows: [
        "1 | – | 이상한 나라의 수학자 | 2022-03-09 | 12,545 | 273,463 | 34.0%",
        "2 | – | 더 배트맨 | 2022-03-01 | 9,397 | 754,353 | 28.8%",
        "3 | – | 극장판 주술회전 0 | 2022-02-17 | 3,559 | 453,778 | 10.1%",
        "4 | ▲15 | 킹메이커 | 2022-01-26 | 1,909 | 778,165 | 3.3%",
        "5 | ▼1 | 블랙라이트 | 2022-03-09 | 1,532 | 22,852 | 4.0%",
        "6 | ▼1 | 언차티드 | 2022-02-16 | 1,250 | 719,779 | 3.6%",
        "7 | ▼1 | 나의 히어로 아카데미아 더 무비: 월드 히어로즈 미션 | 2022-03-09 | 877 | 37,301 | 2.6%",
        "8 | ▼1 | 인민을 위해 복무하라 | 2022-02-23 | 517 | 73,865 | 1.1%",
        "9 | ▼1 | 스파이더맨: 노 웨이 홈 | 2021-12-15 | 491 | 7,545,831 | 1.3%",
        "10 | ▲1 | 레벤느망 | 2022-03-10 | 428 | 4,635 | 1.1%",
      ]),
    FixtureExpectation(
      name: "daily-20221214", query: BoxOfficeEndpoint(kind: .daily, date: day("20221214")),
      title: "Daily box office · 2022-12-14 (Wed)",
      rows: [
        "1 | NEW | 아바타: 물의 길 | 2022-12-14 | 359,031 | 359,787 | 85.2% | new",
        "2 | ▼1 | 올빼미 | 2022-11-23 | 32,251 | 2,684,230 | 6.3%",
        "3 | ▼1 | 오늘 밤, 세계에서 이 사랑이 사라진다 해도 | 2022-11-30 | 13,025 | 230,017 | 2.7%",
        "4 | NEW | 신비아파트 극장판 차원도깨비와 7개의 세계 | 2022-12-14 | 8,166 | 45,836 | 1.6% | new",
        "5 | ▼1 | 탄생 | 2022-11-30 | 5,297 | 270,986 | 1.0%",
        "6 | ▼3 | 압꾸정 | 2022-11-30 | 4,535 | 590,504 | 0.7%",
        "7 | NEW | 태일이 | 2021-12-01 | 1,873 | 121,434 | 0.4% | new",
        "8 | ▼3 | 프레이 포 더 데블 | 2022-12-07 | 1,613 | 64,413 | 0.3%",
        "9 | ▼1 | 스페이스 키드: 우주에서 살아남기 | 2022-12-07 | 1,321 | 22,763 | 0.2%",
        "10 | ▲2 | 극장판 뽀로로와 친구들: 바이러스를 없애줘! | 2022-12-01 | 961 | 139,723 | 0.2%",
      ]),
    FixtureExpectation(
      name: "daily-20221221", query: BoxOfficeEndpoint(kind: .daily, date: day("20221221")),
      title: "Daily box office · 2022-12-21 (Wed)",
      rows: [
        "1 | – | 아바타: 물의 길 | 2022-12-14 | 242,917 | 3,444,359 | 66.2%",
        "2 | ▲17 | 영웅 | 2022-12-21 | 105,398 | 116,575 | 22.2%",
        "3 | ▼1 | 올빼미 | 2022-11-23 | 17,468 | 2,969,731 | 3.8%",
        "4 | ▼1 | 오늘 밤, 세계에서 이 사랑이 사라진다 해도 | 2022-11-30 | 15,709 | 394,405 | 3.6%",
        "5 | NEW | 젠틀맨 | 2022-12-28 | 4,962 | 4,962 | 1.1% | new",
        "6 | ▼2 | 신비아파트 극장판 차원도깨비와 7개의 세계 | 2022-12-14 | 3,097 | 191,219 | 0.6%",
        "7 | ▼2 | 탄생 | 2022-11-30 | 2,943 | 313,159 | 0.6%",
        "8 | NEW | 핑크퐁 시네마 콘서트 2: 원더스타 콘서트 대작전 | 2022-12-21 | 1,707 | 2,233 | 0.3% | new",
        "9 | – | 압꾸정 | 2022-11-30 | 1,518 | 605,496 | 0.2%",
        "10 | ▼3 | 스페이스 키드: 우주에서 살아남기 | 2022-12-07 | 1,374 | 30,904 | 0.2%",
      ]),
    FixtureExpectation(
      name: "daily-20230423", query: BoxOfficeEndpoint(kind: .daily, date: day("20230423")),
      title: "Daily box office · 2023-04-23 (Sun)",
      rows: [
        "1 | – | 존 윅 4 | 2023-04-12 | 113,983 | 1,232,034 | 40.2%",
        "2 | – | 스즈메의 문단속 | 2023-03-08 | 64,087 | 4,924,050 | 21.6%",
        "3 | – | 리바운드 | 2023-04-05 | 27,315 | 599,575 | 8.9%",
        "4 | – | 옥수역귀신 | 2023-04-19 | 19,724 | 78,720 | 7.1%",
        "5 | – | 킬링 로맨스 | 2023-04-14 | 14,522 | 140,027 | 4.8%",
        "6 | – | 더 퍼스트 슬램덩크 | 2023-01-04 | 8,318 | 4,534,730 | 3.0%",
        "7 | – | 슈퍼 마리오 브라더스 | 2023-04-26 | 6,974 | 22,542 | 2.8%",
        "8 | – | 렌필드 | 2023-04-19 | 5,582 | 39,514 | 1.9%",
        "9 | – | 인셉션 | 2010-07-21 | 3,074 | 6,011,861 | 1.9%",
        "10 | ▲2 | 아머드 사우루스: 기계공룡제국의 침략 | 2023-04-20 | 2,802 | 6,333 | 0.9%",
      ]),
    FixtureExpectation(
      name: "daily-20240210", query: BoxOfficeEndpoint(kind: .daily, date: day("20240210")),
      title: "Daily box office · 2024-02-10 (Sat)",
      rows: [
        "1 | – | 웡카 | 2024-01-31 | 149,632 | 1,365,098 | 28.5%",
        "2 | – | 시민덕희 | 2024-01-24 | 136,776 | 1,241,282 | 25.6%",
        "3 | – | 도그데이즈 | 2024-02-07 | 55,358 | 160,070 | 10.5%",
        "4 | – | 건국전쟁 | 2024-02-01 | 50,441 | 180,019 | 9.7%",
        "5 | – | 데드맨 | 2024-02-07 | 42,582 | 136,336 | 8.1%",
        "6 | – | 소풍 | 2024-02-07 | 36,217 | 96,733 | 6.6%",
        "7 | – | 아가일 | 2024-02-07 | 19,207 | 75,868 | 3.9%",
        "8 | – | 아기상어 극장판: 사이렌 스톤의 비밀 | 2024-02-07 | 6,604 | 30,925 | 1.2%",
        "9 | ▲3 | 서울의 봄 | 2023-11-22 | 5,882 | 13,108,624 | 1.0%",
        "10 | ▲1 | 정글번치: 월드투어 | 2024-01-31 | 2,820 | 31,710 | 0.5%",
      ]),
    FixtureExpectation(
      name: "weekly-201152-weekGb1",
      query: BoxOfficeEndpoint(kind: .weekend, date: day("20120101")),
      title: "Weekend box office (Fri–Sun) · 2011-12-30 – 2012-01-01 · ISO week 2011-W52",
      rows: [
        "1 | – | 미션임파서블:고스트프로토콜 | 2011-12-15 | 1,007,683 | 5,328,435 | 35.8%",
        "2 | ▲1 | 셜록홈즈 : 그림자 게임 | 2011-12-21 | 453,533 | 1,442,861 | 15.7%",
        "3 | ▼1 | 마이 웨이 | 2011-12-21 | 417,395 | 1,739,543 | 14.6%",
        "4 | – | 퍼펙트 게임 | 2011-12-21 | 240,133 | 895,416 | 8.3%",
        "5 | ▲11 | 프렌즈: 몬스터섬의비밀 | 2011-12-29 | 165,958 | 202,909 | 5.7%",
        "6 | ▼1 | 오싹한 연애 | 2011-12-01 | 150,185 | 2,823,060 | 5.1%",
        "7 | NEW | 라이온 킹 | 1994-07-02 | 139,102 | 171,285 | 6.9% | new",
        "8 | ▼1 | 극장판 포켓몬스터 베스트 위시「비크티니와 백의 영웅 레시라무」 | 2011-12-22 | 75,654 | 285,959 | 2.3%",
        "9 | ▼3 | 앨빈과 슈퍼밴드3 | 2011-12-15 | 60,990 | 516,289 | 1.9%",
        "10 | ▼2 | 극장판 포켓몬스터 베스트 위시 「비크티니와 흑의 영웅 제크로무」 | 2011-12-22 | 56,991 | 235,070 | 1.8%",
      ]),
  ]

  private static let projectCharts: [FixtureExpectation] = [
    FixtureExpectation(
      name: "daily-20241225", query: BoxOfficeEndpoint(kind: .daily, date: day("20241225")),
      title: "Daily box office · 2024-12-25 (Wed)",
      rows: [
        "1 | – | 하얼빈 | 2024-12-24 | 210,045 | 9,007,199,254,740,993 | 55.1%",
        "2 | NEW | 크리스마스 특별전 | - | 64 | 64 | 0.0% | new",
      ]),
    FixtureExpectation(
      name: "weekly-202451-weekGb0",
      query: BoxOfficeEndpoint(kind: .weekly, date: day("20241222")),
      title: "Weekly box office (Mon–Sun) · 2024-12-16 – 2024-12-22 · ISO week 2024-W51",
      rows: [
        "1 | ▲1 | 소방관 | 2024-12-04 | 443,210 | 2,201,345 | 38.7%",
        "2 | NEW | 무파사: 라이온 킹 | 2024-12-18 | 389,001 | 401,223 | 34.4% | new",
        "3 | ▼2 | 모아나 2 | 2024-11-27 | 121,044 | 3,233,012 | 10.8%",
        "4 | NEW | 미공개 시사회 「특별 상영」 | - | 2,050 | 2,050 | 0.2% | new",
      ]),
    FixtureExpectation(
      name: "weekly-202451-weekGb2",
      query: BoxOfficeEndpoint(kind: .weekdays, date: day("20241219")),
      title: "Weekday box office (Mon–Thu) · 2024-12-16 – 2024-12-19 · ISO week 2024-W51",
      rows: [
        "1 | – | 소방관 | 2024-12-04 | 155,430 | 1,913,400 | 45.1%",
        "2 | ▲4 | 모아나 2 | 2024-11-27 | 61,200 | 3,172,000 | 18.4%",
      ]),
    FixtureExpectation(
      name: "weekly-202501-weekGb0",
      query: BoxOfficeEndpoint(kind: .weekly, date: day("20250105")),
      title: "Weekly box office (Mon–Sun) · 2024-12-30 – 2025-01-05 · ISO week 2025-W01",
      rows: [
        "1 | – | 하얼빈 | 2024-12-24 | 912,001 | 1,424,874 | 51.3%",
        "2 | ▼1 | 소방관 | 2024-12-04 | 329,551 | 2,970,896 | 18.0%",
      ]),
    FixtureExpectation(
      name: "empty-daily", query: BoxOfficeEndpoint(kind: .daily, date: day("20991231")),
      title: "Daily box office · 2099-12-31 (Thu)",
      rows: []),
  ]
}
