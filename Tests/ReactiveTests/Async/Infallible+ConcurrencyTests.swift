import Reactive
import ReactiveTest
import XCTest

final class InfallibleConcurrencyTests: ReactiveTestCase {
  func testValuesYieldsEveryElementThenEnds() async {
    var received: [Int] = []
    for await element in Infallible.of(1, 2, 3).values {
      received.append(element)
    }
    XCTAssertEqual(received, [1, 2, 3])
  }

  func testLeavingTheLoopEarlyDisposesTheSubscription() async {
    let disposed = expectation(description: "subscription disposed")
    let source = Infallible<Int>.create { observer in
      observer(.next(1))
      observer(.next(2))
      return Disposables.create { disposed.fulfill() }
    }
    for await element in source.values {
      XCTAssertEqual(element, 1)
      break
    }
    await fulfillment(of: [disposed], timeout: 5)
  }

  func testCancellingTheConsumingTaskDisposesTheSubscription() async {
    let subscribed = expectation(description: "subscribed")
    let disposed = expectation(description: "subscription disposed")
    let source = Infallible<Int>.create { _ in
      subscribed.fulfill()
      return Disposables.create { disposed.fulfill() }
    }
    let consumer = Task {
      var count = 0
      for await _ in source.values { count += 1 }
      return count
    }
    await fulfillment(of: [subscribed], timeout: 5)
    consumer.cancel()
    await fulfillment(of: [disposed], timeout: 5)
    let count = await consumer.value
    XCTAssertEqual(count, 0)
  }
}
