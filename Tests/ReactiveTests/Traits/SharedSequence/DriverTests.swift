import Dispatch
import Reactive
import ReactiveTest
import XCTest

final class DriverTests: ReactiveTestCase {
  func testDriverSharesOneSubscriptionAndReplaysTheLatestElement() {
    assertSharing(
      .hot([.next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300)]),
      subscribers: [(200, 1000), (225, 1000)],
      receive: [
        [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)],
        [.next(225, 2), .next(230, 3), .completed(300)],
      ],
      subscriptions: [Subscription(200, 300)]
    ) { $0.asDriver(onErrorJustReturn: -1).asObservable() }
  }

  func testDriverDisconnectsWhenTheLastSubscriberLeavesAndForgetsItsElement() {
    assertSharing(
      .cold([.next(10, 1), .next(20, 2)]),
      subscribers: [(200, 250), (230, 260), (300, 1000)],
      receive: [
        [.next(210, 1), .next(220, 2)],
        [.next(230, 2)],
        [.next(310, 1), .next(320, 2)],
      ],
      subscriptions: [Subscription(200, 260), Subscription(300, 1000)]
    ) { $0.asDriver(onErrorJustReturn: -1).asObservable() }
  }

  func testDriverSharingStrategySchedulesOnTheMainScheduler() {
    XCTAssertTrue(DriverSharingStrategy.scheduler is MainScheduler)
  }

  func testDriverDeliversOnTheMainThreadWhenItsSourceSendsFromAnother() {
    let subject = PublishSubject<Int>()
    let recorder = ThreadRecorder<Int>()
    let subscription = subject.asDriver(onErrorJustReturn: -1).drive(recorder)
    DispatchQueue.global().async {
      subject.onNext(1)
      subject.onNext(2)
      subject.onCompleted()
    }
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
    XCTAssertTrue(recorder.deliveredOnTheMainThread)
    subscription.dispose()
  }

  func testDriveFromABackgroundQueueDeliversOnTheMainThread() {
    let subject = PublishSubject<Int>()
    // Subscribing to a shared sequence is thread-safe; the type is not marked Sendable.
    nonisolated(unsafe) let driver = subject.asDriver(onErrorJustReturn: -1)
    let recorder = ThreadRecorder<Int>()
    let subscription = DisposableSlot()
    DispatchQueue.global().async { subscription.set(driver.drive(recorder)) }
    XCTAssertTrue(spinMainRunLoop { subject.hasObservers })
    DispatchQueue.global().async {
      subject.onNext(1)
      subject.onNext(2)
    }
    XCTAssertTrue(recorder.wait { $0.count == 2 })
    XCTAssertEqual(recorder.events, [.next(1), .next(2)])
    XCTAssertTrue(recorder.deliveredOnTheMainThread)
    subscription.dispose()
    XCTAssertTrue(spinMainRunLoop { !subject.hasObservers })
  }

  func testLateSubscriberFromABackgroundQueueReceivesTheLatestElementOnTheMainThread() {
    let subject = PublishSubject<Int>()
    // Subscribing to a shared sequence is thread-safe; the type is not marked Sendable.
    nonisolated(unsafe) let driver = subject.asDriver(onErrorJustReturn: -1)
    var early: [Int] = []
    let first = driver.drive(onNext: { early.append($0) })
    subject.onNext(1)
    subject.onNext(2)
    let late = ThreadRecorder<Int>()
    let second = DisposableSlot()
    DispatchQueue.global().async { second.set(driver.drive(late)) }
    XCTAssertTrue(late.wait { $0.count == 1 })
    XCTAssertEqual(late.events, [.next(2)])
    XCTAssertTrue(late.deliveredOnTheMainThread)
    subject.onNext(3)
    XCTAssertEqual(late.events, [.next(2), .next(3)])
    XCTAssertEqual(early, [1, 2, 3])
    first.dispose()
    second.dispose()
  }

  func testSourceErrorBecomesTheFallbackOnTheMainThread() {
    let subject = PublishSubject<Int>()
    let recorder = ThreadRecorder<Int>()
    let subscription = subject.asDriver(onErrorJustReturn: -1).drive(recorder)
    DispatchQueue.global().async {
      subject.onNext(1)
      subject.onError(testError)
    }
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.next(1), .next(-1), .completed])
    XCTAssertTrue(recorder.deliveredOnTheMainThread)
    subscription.dispose()
  }

  func testViewModelFromTheIssueCompilesAndDrivesItsCells() {
    let network = PublishSubject<Result<Response, URLError>>()
    let viewModel = ViewModel(network: network.asObservable())
    let cells = ThreadRecorder<[Item]>()
    let subscription = viewModel.cells.drive(cells)
    DispatchQueue.global().async {
      network.onNext(.failure(URLError(.notConnectedToInternet)))
      network.onNext(.success(Response(items: [Item(title: "Parasite")])))
    }
    XCTAssertTrue(cells.wait { $0.count == 1 })
    XCTAssertEqual(cells.elements, [[Item(title: "Parasite")]])
    XCTAssertTrue(cells.deliveredOnTheMainThread)
    network.onError(testError)
    XCTAssertTrue(cells.waitForTermination())
    XCTAssertEqual(cells.events, [.next([Item(title: "Parasite")]), .next([]), .completed])
    subscription.dispose()
  }
}

private struct Item: Equatable {
  let title: String
}

private struct Response {
  let items: [Item]
}

// The view model from the issue, unchanged: it must compile and work against this library as it
// does against RxSwift and RxCocoa.
private struct ViewModel {
  let disposeBag = DisposeBag()
  let cells: Driver<[Item]>
  let apiData = PublishSubject<[Item]>()
  init(network: Observable<Result<Response, URLError>>) {
    network.share()
      .compactMap { result -> Response? in
        guard case .success(let value) = result else { return nil }
        return value
      }
      .map { $0.items }
      .bind(to: apiData)
      .disposed(by: disposeBag)
    cells = apiData.asDriver(onErrorJustReturn: [])
  }
}
