import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import ReactiveTest
import XCTest

/// The fake client of the ReactiveTest article *Testing*, as it is written there (with the rows
/// recorded too): a `BoxOfficeClient` answering from a test scheduler under Swift 6's checks, and
/// the view model's drivers recorded in virtual time.
final class FakeClientTests: BoxOfficeTestCase {
  override func setUp() {
    super.setUp()
    drainMainQueue()
  }

  func testAFakeClientAnswersFromTheTestScheduler() throws {
    let chart = try BoxOfficeChart(decoding: FixtureLibrary.project("daily-20241225"))
    let endpoint = BoxOfficeEndpoint(kind: .daily, date: CalendarDate(yyyymmdd: "20241225")!)

    let scheduler = TestScheduler(initialClock: 0)
    let reply = scheduler.createColdObservable([.next(30, chart), .completed(30)])
    // Safe: the test scheduler, its observables and the view model run on this thread only.
    nonisolated(unsafe) let answer = reply.asObservable()
    let client = BoxOfficeClient { _, _ in answer.asSingle() }
    let viewModel = BoxOfficeChartViewModel(client: client, scheduler: scheduler)
    let query = scheduler.createHotObservable([.next(210, endpoint)])
    let output = viewModel.transform(input: .init(query: query.asObservable()))

    let loading = scheduler.createObserver(Bool.self)
    let titles = scheduler.createObserver([String].self)
    let bag = DisposeBag()
    scheduler.scheduleAt(200) {
      output.screen.map(\.isLoading).distinctUntilChanged().drive(loading).disposed(by: bag)
      output.cells.map { $0.map(\.title) }.drive(titles).disposed(by: bag)
    }
    scheduler.start()

    XCTAssertEqual(loading.events, [.next(200, false), .next(210, true), .next(242, false)])
    XCTAssertEqual(titles.events, [.next(242, ["하얼빈", "크리스마스 특별전"])])
    XCTAssertEqual(reply.subscriptions, [Subscription(211, 241)])
  }
}
