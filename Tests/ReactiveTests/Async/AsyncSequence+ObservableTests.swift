import Reactive
import ReactiveTest
import TestSupport
import XCTest

final class AsyncSequenceObservableTests: ReactiveTestCase {
  func testElementsOfTheSequenceAreSentThenCompletion() async throws {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    continuation.yield(1)
    continuation.yield(2)
    continuation.finish()
    var received: [Event<Int>] = []
    for try await event in stream.asObservable().materialize().values {
      received.append(event)
    }
    XCTAssertEqual(received, [.next(1), .next(2), .completed])
  }

  func testErrorOfTheSequenceBecomesTheError() async throws {
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: Int.self)
    continuation.yield(1)
    continuation.finish(throwing: testError)
    var received: [Event<Int>] = []
    for try await event in Observable.from(stream).materialize().values {
      received.append(event)
    }
    XCTAssertEqual(received, [.next(1), .error(testError)])
  }

  func testEachSubscriptionIteratesTheSequenceAnew() async throws {
    let numbers = Numbers(count: 3)
    let first = try await numbers.asObservable().toArray().value
    let second = try await Observable.from(numbers).toArray().value
    XCTAssertEqual(first, [0, 1, 2])
    XCTAssertEqual(second, [0, 1, 2])
  }

  func testDisposingTheSubscriptionCancelsTheIteratingTask() async {
    let terminated = expectation(description: "iteration cancelled")
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    continuation.onTermination = { termination in
      if case .cancelled = termination { terminated.fulfill() }
    }
    let firstElement = expectation(description: "first element")
    let received = LockedValue<[Int]>([])
    let subscription = stream.asObservable().subscribe(
      onNext: { element in
        received.withLock { $0.append(element) }
        firstElement.fulfill()
      },
      onCompleted: { XCTFail("unexpected completion") })
    continuation.yield(1)
    await fulfillment(of: [firstElement], timeout: 5)
    subscription.dispose()
    await fulfillment(of: [terminated], timeout: 5)
    continuation.yield(2)
    XCTAssertEqual(received.withLock { $0 }, [1])
  }

  func testEachSubscriptionIteratesInATaskOfTheGivenPriority() async throws {
    let sequence = PriorityProbe()
    let priorities = try await sequence.asObservable(priority: .low).toArray().value
    XCTAssertEqual(priorities, [TaskPriority.low.rawValue])
  }

}

/// A finite asynchronous sequence of `0..<count` that can be iterated several times.
private struct Numbers: AsyncSequence {
  typealias Element = Int
  let count: Int

  struct AsyncIterator: AsyncIteratorProtocol {
    var next = 0
    let count: Int

    mutating func next() async -> Int? {
      guard next < count else { return nil }
      defer { next += 1 }
      return next
    }
  }

  func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(count: count)
  }
}

/// An asynchronous sequence of one element: the priority of the task that iterates it.
private struct PriorityProbe: AsyncSequence {
  typealias Element = UInt8

  struct AsyncIterator: AsyncIteratorProtocol {
    var done = false

    mutating func next() async -> UInt8? {
      guard !done else { return nil }
      done = true
      return Task.currentPriority.rawValue
    }
  }

  func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator()
  }
}
