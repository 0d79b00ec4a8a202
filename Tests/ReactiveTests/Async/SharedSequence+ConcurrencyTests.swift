import Reactive
import XCTest

final class SharedSequenceConcurrencyTests: ReactiveTestCase {
  func testDriverValuesAreTheElementsThenTheEnd() async {
    var received: [Int] = []
    for await element in Driver.of(1, 2, 3).values {
      received.append(element)
    }
    XCTAssertEqual(received, [1, 2, 3])
  }

  func testSignalValuesEndWithTheFallbackOfAnError() async {
    var received: [String] = []
    let failing = Observable.of("a").concat(Observable.error(testError))
    for await element in failing.asSignal(onErrorJustReturn: "failed").values {
      received.append(element)
    }
    XCTAssertEqual(received, ["a", "failed"])
  }

  func testLeavingTheLoopEarlyDisposesTheSubscription() async {
    let disposed = expectation(description: "subscription disposed")
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onNext(2)
      return Disposables.create { disposed.fulfill() }
    }
    for await element in source.asDriver(onErrorJustReturn: -1).values {
      XCTAssertEqual(element, 1)
      break
    }
    await fulfillment(of: [disposed], timeout: 5)
  }

  func testCancellingTheConsumingTaskDisposesTheSubscription() async {
    let subscribed = expectation(description: "subscribed")
    let disposed = expectation(description: "subscription disposed")
    let source = Observable<Int>.create { _ in
      subscribed.fulfill()
      return Disposables.create { disposed.fulfill() }
    }
    let signal = source.asSignal(onErrorJustReturn: -1)
    let consumer = Task {
      var count = 0
      for await _ in signal.values { count += 1 }
      return count
    }
    await fulfillment(of: [subscribed], timeout: 5)
    consumer.cancel()
    await fulfillment(of: [disposed], timeout: 5)
    let count = await consumer.value
    XCTAssertEqual(count, 0)
  }
}
