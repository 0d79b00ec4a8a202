import Reactive
import ReactiveTest
import TestSupport
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

  func testCancellingTheConsumingTaskDisposesTheSubscriptionAndThrowsCancellation() async {
    let subscribed = expectation(description: "subscribed")
    let disposed = expectation(description: "subscription disposed")
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      subscribed.fulfill()
      return Disposables.create { disposed.fulfill() }
    }
    let received = LockedValue<[Int]>()
    let consumer = Task {
      for try await element in source.values { received.append(element) }
    }
    await fulfillment(of: [subscribed], timeout: 5)
    consumer.cancel()
    await fulfillment(of: [disposed], timeout: 5)
    do {
      try await consumer.value
      XCTFail("expected cancellation")
    } catch {
      XCTAssertTrue(error is CancellationError, "\(error)")
    }
    XCTAssertEqual(received.value, [1])
  }

  func testIteratingInAnAlreadyCancelledTaskThrowsCancellationAfterWhatWasReceived() async {
    let consumer = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      var outcomes: [String] = []
      for source in [Observable<Int>.never(), Observable.of(1, 2).concat(Observable.never())] {
        var received: [Int] = []
        do {
          for try await element in source.values { received.append(element) }
          outcomes.append("ended after \(received)")
        } catch {
          outcomes.append("\(type(of: error)) after \(received)")
        }
      }
      return outcomes
    }
    let outcomes = await consumer.value
    XCTAssertEqual(outcomes, ["CancellationError after []", "CancellationError after [1, 2]"])
  }

  func testElementsBeforeTheCancellationAreDeliveredThenCancellationIsThrown() async {
    let subject = PublishSubject<Int>()
    let received = LockedValue<[Int]>()
    let second = expectation(description: "second element received")
    let values = subject.values
    let consumer = Task {
      for try await element in values {
        received.append(element)
        if element == 2 { second.fulfill() }
      }
    }
    subject.onNext(1)
    subject.onNext(2)
    await fulfillment(of: [second], timeout: 5)
    consumer.cancel()
    do {
      try await consumer.value
      XCTFail("expected cancellation")
    } catch {
      XCTAssertTrue(error is CancellationError, "\(error)")
    }
    XCTAssertEqual(received.value, [1, 2])
    XCTAssertFalse(subject.hasObservers)
  }
}
