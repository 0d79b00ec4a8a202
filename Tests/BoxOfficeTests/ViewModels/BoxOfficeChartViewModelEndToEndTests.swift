import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import ReactiveTest
import XCTest

/// The chart view model with every real part: the live client, the real `URLSession`, the
/// loopback KOBIS server, a background scheduler for the loads, and delivery on the main thread,
/// which the test serves by running the main run loop.
final class BoxOfficeChartViewModelEndToEndTests: ServerTestCase {
  /// What the view saw, in order, and whether it all arrived on the main thread.
  private final class View {
    var loading: [Bool] = []
    var titles: [String] = []
    var cells: [[String]] = []
    var errors: [BoxOfficeError] = []
    var completed = false
    var offMain = 0
    let disposeBag = DisposeBag()

    func bind(_ output: BoxOfficeChartViewModel.Output) {
      output.loading
        .drive(
          onNext: { [self] in note($0, in: &loading) }, onCompleted: { [self] in completed = true }
        )
        .disposed(by: disposeBag)
      output.title.drive(onNext: { [self] in note($0, in: &titles) }).disposed(by: disposeBag)
      output.cells.drive(onNext: { [self] in note($0.map(row), in: &cells) })
        .disposed(by: disposeBag)
      output.errors.emit(onNext: { [self] in note($0, in: &errors) }).disposed(by: disposeBag)
    }

    private func note<Value>(_ value: Value, in list: inout [Value]) {
      if !Thread.isMainThread { offMain += 1 }
      list.append(value)
    }
  }

  private let rows = [
    "1 | ▲1 | 소방관 | 2024-12-04 | 443,210 | 2,201,345 | 38.7%",
    "2 | NEW | 무파사: 라이온 킹 | 2024-12-18 | 389,001 | 401,223 | 34.4% | new",
    "3 | ▼2 | 모아나 2 | 2024-11-27 | 121,044 | 3,233,012 | 10.8%",
    "4 | NEW | 미공개 시사회 「특별 상영」 | - | 2,050 | 2,050 | 0.2% | new",
  ]
  private let title = "Weekly box office (Mon–Sun) · 2024-12-16 – 2024-12-22 · ISO week 2024-W51"
  private let query = BoxOfficeEndpoint(kind: .weekly, date: day("20241218"))

  override func tearDown() {
    drainMainQueue()
    super.tearDown()
  }

  private func viewModel(misbehaving misbehaviour: Misbehaviour? = nil) -> BoxOfficeChartViewModel {
    let baseURL = misbehaviour.map { server.baseURL(misbehaving: $0) } ?? server.baseURL
    let client = BoxOfficeClient.live(
      api: BoxOfficeAPI(apiKey: KOBISTestServer.validKey, baseURL: baseURL),
      transport: .loopbackOnly(),
      retryPolicy: RetryPolicy(maxRetries: 2, initialDelay: .milliseconds(20)))
    return BoxOfficeChartViewModel(
      client: client, scheduler: MainScheduler.instance,
      loadScheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
  }

  private func runMainLoop(
    until condition: () -> Bool, file: StaticString = #filePath, line: UInt = #line
  ) {
    let deadline = Date().addingTimeInterval(15)
    while !condition() && Date() < deadline {
      RunLoop.main.run(until: Date().addingTimeInterval(0.01))
    }
    XCTAssertTrue(condition(), "timed out", file: file, line: line)
  }

  func testAChartArrivesOnTheMainThreadAndTheOutputsComplete() {
    let view = View()
    view.bind(viewModel().transform(input: .init(query: .just(query))))
    runMainLoop(until: { view.completed })
    XCTAssertEqual(view.loading, [false, true, false])
    XCTAssertEqual(view.titles, [title])
    XCTAssertEqual(view.cells, [rows])
    XCTAssertEqual(view.errors, [])
    XCTAssertEqual(view.offMain, 0)
    XCTAssertEqual(server.requests.map(\.path), ["/kobisopenapi/webservice/rest/" + query.path])
  }

  func testAFailureAfterRetriesIsReportedAndARefreshLoads() {
    let refresh = PublishSubject<Void>()
    let view = View()
    view.bind(
      viewModel(misbehaving: .flaky(failures: 3))
        .transform(input: .init(query: .just(query), refresh: refresh.asObservable())))
    // Each part is its own binding of the screen: wait for every part the step changes.
    runMainLoop(until: { view.errors.count == 1 && view.loading.count == 3 })
    XCTAssertEqual(view.loading, [false, true, false])
    XCTAssertEqual(view.errors, [.httpStatus(500)])
    XCTAssertEqual(server.requests.count, 3, "three attempts")

    refresh.onNext(())
    runMainLoop(until: { view.cells.count == 1 && view.loading.count == 5 })
    XCTAssertEqual(view.loading, [false, true, false, true, false])
    XCTAssertEqual(view.cells, [rows])
    XCTAssertEqual(view.titles, [title])
    XCTAssertEqual(view.errors, [.httpStatus(500)])
    XCTAssertEqual(view.offMain, 0)
    XCTAssertEqual(server.requests.count, 4)
    refresh.onCompleted()
    runMainLoop(until: { view.completed })
  }

  func testAKeyKOBISRejectsIsAnErrorWithoutRetries() {
    let view = View()
    view.bind(
      viewModel(misbehaving: .fault(code: "320010"))
        .transform(input: .init(query: .just(query))))
    runMainLoop(until: { view.completed })
    XCTAssertEqual(view.loading, [false, true, false])
    XCTAssertEqual(view.errors, [.kobisFault(code: "320010", message: "유효하지않은 키값입니다.")])
    XCTAssertEqual(view.cells, [])
    XCTAssertEqual(server.requests.count, 1)
  }
}
