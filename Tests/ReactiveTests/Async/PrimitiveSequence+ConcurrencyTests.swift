import Reactive
import ReactiveTest
import TestSupport
import XCTest

final class PrimitiveSequenceConcurrencyTests: ReactiveTestCase {
  // MARK: value

  func testSingleValueReturnsTheElement() async throws {
    let value = try await Single.just(42).value
    XCTAssertEqual(value, 42)
  }

  func testSingleValueReturnsAnElementSentLaterFromAnotherThread() async throws {
    let single = Single.just(7, scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
    let value = try await single.value
    XCTAssertEqual(value, 7)
  }

  func testSingleValueThrowsTheError() async {
    do {
      _ = try await Single<Int>.error(testError).value
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error as? TestError, testError)
    }
  }

  func testMaybeValueReturnsTheElementOrNil() async throws {
    let element = try await Maybe.just(1).value
    let nothing = try await Maybe<Int>.empty().value
    XCTAssertEqual(element, 1)
    XCTAssertNil(nothing)
  }

  func testMaybeValueThrowsTheError() async {
    do {
      _ = try await Maybe<Int>.error(testError).value
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error as? TestError, testError)
    }
  }

  func testCompletableValueReturnsOnCompletionAndThrowsTheError() async throws {
    try await Completable.empty().value
    do {
      try await Completable.error(testError).value
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error as? TestError, testError)
    }
  }

  func testCancellingTheAwaitingTaskDisposesTheSubscriptionAndThrowsCancellation() async {
    let subscribed = expectation(description: "subscribed")
    let disposed = expectation(description: "subscription disposed")
    let single = Single<Int>.create { _ in
      subscribed.fulfill()
      return Disposables.create { disposed.fulfill() }
    }
    let consumer = Task { try await single.value }
    await fulfillment(of: [subscribed], timeout: 5)
    consumer.cancel()
    await fulfillment(of: [disposed], timeout: 5)
    do {
      _ = try await consumer.value
      XCTFail("expected cancellation")
    } catch {
      XCTAssertTrue(error is CancellationError, "\(error)")
    }
  }

  func testAwaitingInAnAlreadyCancelledTaskThrowsCancellationWithoutAnEvent() async {
    let completable = Completable.never()
    let consumer = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await completable.value
    }
    do {
      try await consumer.value
      XCTFail("expected cancellation")
    } catch {
      XCTAssertTrue(error is CancellationError, "\(error)")
    }
  }

  func testAwaitingASynchronousCompletionInAnAlreadyCancelledTaskReturnsNormally() async {
    let consumer = Task { () -> [String] in
      withUnsafeCurrentTask { $0?.cancel() }
      var outcomes: [String] = []
      do {
        try await Completable.empty().value
        outcomes.append("completed")
        outcomes.append("\(try await Maybe.just(1).value.map(String.init) ?? "nil")")
        outcomes.append("\(try await Maybe<Int>.empty().value.map(String.init) ?? "nil")")
        outcomes.append("\(try await Single.just(2).value)")
      } catch {
        outcomes.append("\(type(of: error))")
      }
      do {
        try await Completable.error(testError).value
      } catch {
        outcomes.append("\(error)")
      }
      return outcomes
    }
    let outcomes = await consumer.value
    XCTAssertEqual(outcomes, ["completed", "1", "nil", "2", "test error"])
  }

  // MARK: create with async work

  func testCreateWithAsyncWorkSendsItsResult() async throws {
    let single = Single<Int>.create {
      try await Task.sleep(nanoseconds: 1_000_000)
      return 5
    }
    var received: [Event<Int>] = []
    for try await element in single.asObservable().materialize().values {
      received.append(element)
    }
    XCTAssertEqual(received, [.next(5), .completed])
  }

  func testCreateWithAsyncWorkThatThrowsFails() async {
    let single = Single<Int>.create { throw testError }
    do {
      _ = try await single.value
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error as? TestError, testError)
    }
  }

  func testCreateWithAsyncWorkRunsItAgainForEachSubscription() async throws {
    let counter = Counter()
    let single = Single<Int>.create { await counter.increment() }
    let first = try await single.value
    let second = try await single.value
    XCTAssertEqual([first, second], [1, 2])
  }

  func testDisposingTheSubscriptionCancelsTheProducingTask() async {
    let started = expectation(description: "work started")
    let cancelled = expectation(description: "work saw the cancellation")
    let single = Single<Int>.create {
      started.fulfill()
      do {
        try await Task.sleep(nanoseconds: 60_000_000_000)
      } catch {
        cancelled.fulfill()
        throw error
      }
      return 1
    }
    let received = LockedValue<[String]>([])
    let subscription = single.subscribe(
      onSuccess: { element in received.withLock { $0.append("success \(element)") } },
      onFailure: { error in received.withLock { $0.append("failure \(error)") } },
      onDisposed: { received.withLock { $0.append("disposed") } })
    await fulfillment(of: [started], timeout: 5)
    subscription.dispose()
    await fulfillment(of: [cancelled], timeout: 5)
    XCTAssertEqual(received.withLock { $0 }, ["disposed"])
  }

  func testCreateRunsTheWorkInATaskOfTheGivenPriority() async throws {
    let single = Single<UInt8>.create(priority: .low) { Task.currentPriority.rawValue }
    let priority = try await single.value
    XCTAssertEqual(priority, TaskPriority.low.rawValue)
  }

  func testCreateInheritsTaskLocalValuesUnlessDetached() async throws {
    let attached = Single<String?>.create { Probe.marker }
    let detached = Single<String?>.create(detached: true) { Probe.marker }
    let (fromAttached, fromDetached) = try await Probe.$marker.withValue("subscriber's") {
      (try await attached.value, try await detached.value)
    }
    XCTAssertEqual(fromAttached, "subscriber's")
    XCTAssertNil(fromDetached)
  }

  func testCreateWithLabelledWorkAndDefaultsIsRxSwiftsSpelling() async throws {
    let single = Single<Int>.create(detached: false, priority: nil, work: { 42 })
    let value = try await single.value
    XCTAssertEqual(value, 42)
  }

}

/// Counts calls from concurrent tasks.
private actor Counter {
  private var count = 0

  func increment() -> Int {
    count += 1
    return count
  }
}

/// A task-local value, to tell whether a task inherited its creator's.
private enum Probe {
  @TaskLocal static var marker: String?
}
