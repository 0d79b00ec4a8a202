import Reactive
import ReactiveTest
import XCTest

final class ObservableConcurrencyTests: ReactiveTestCase {
  func testValuesYieldsEveryElementThenEnds() async throws {
    var received: [Int] = []
    for try await element in Observable.of(1, 2, 3).values {
      received.append(element)
    }
    XCTAssertEqual(received, [1, 2, 3])
  }

  func testValuesThrowsTheErrorAfterTheElementsBeforeIt() async {
    var received: [Int] = []
    do {
      for try await element in Observable.of(1, 2).concat(Observable.error(testError)).values {
        received.append(element)
      }
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error as? TestError, testError)
    }
    XCTAssertEqual(received, [1, 2])
  }

  func testValuesDeliversElementsSentLaterFromAnotherThread() async throws {
    let subject = PublishSubject<Int>()
    let stream = subject.values
    DispatchQueue.global().async {
      subject.onNext(1)
      subject.onNext(2)
      subject.onCompleted()
    }
    var received: [Int] = []
    for try await element in stream {
      received.append(element)
    }
    XCTAssertEqual(received, [1, 2])
  }

  func testLeavingTheLoopEarlyDisposesTheSubscription() async throws {
    let disposed = expectation(description: "subscription disposed")
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onNext(2)
      return Disposables.create { disposed.fulfill() }
    }
    for try await element in source.values {
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
    let consumer = Task {
      var count = 0
      for try await _ in source.values { count += 1 }
      return count
    }
    await fulfillment(of: [subscribed], timeout: 5)
    consumer.cancel()
    await fulfillment(of: [disposed], timeout: 5)
    let count = try? await consumer.value
    XCTAssertEqual(count, 0)
  }
}
