import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

final class BlockingObservableTests: ReactiveTestCase {
  func testToArrayReturnsEveryElementOfACompletedSequence() throws {
    XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
    XCTAssertEqual(try Observable<Int>.empty().toBlocking().toArray(), [])
  }

  func testToArrayRethrowsTheSequenceError() {
    let failing = Observable.of(1, 2).concat(Observable.error(testError))
    XCTAssertEqual(describeThrown { try failing.toBlocking().toArray() }, "test error")
  }

  func testFirstReturnsTheFirstElementAndStopsWaiting() throws {
    XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().first(), 1)
    XCTAssertEqual(
      try Observable.just(1).concat(Observable.error(testError)).toBlocking().first(), 1)
    XCTAssertEqual(try sendsThenHangs([4]).toBlocking(timeout: 5).first(), 4)
  }

  func testFirstOfAnEmptySequenceIsNilAndOfAFailedOneThrows() throws {
    XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
    XCTAssertEqual(
      describeThrown { try Observable<Int>.error(testError).toBlocking().first() }, "test error")
  }

  func testLastReturnsTheLastElementOrNil() throws {
    XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
    XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
    XCTAssertEqual(
      describeThrown {
        try Observable.of(1).concat(Observable.error(testError)).toBlocking().last()
      },
      "test error")
  }

  func testSingleRequiresExactlyOneElement() throws {
    XCTAssertEqual(try Observable.just(5).toBlocking().single(), 5)
    XCTAssertEqual(
      describeThrown { try Observable<Int>.empty().toBlocking().single() },
      String(describing: RxError.noElements))
    XCTAssertEqual(
      describeThrown { try Observable.of(1, 2).toBlocking().single() },
      String(describing: RxError.moreThanOneElement))
    XCTAssertEqual(
      describeThrown { try sendsThenHangs([1, 2]).toBlocking(timeout: 5).single() },
      String(describing: RxError.moreThanOneElement))
  }

  func testSingleWithPredicateRequiresExactlyOneMatch() throws {
    let numbers = Observable.of(1, 2, 3, 4)
    XCTAssertEqual(try numbers.toBlocking().single { $0 == 3 }, 3)
    XCTAssertEqual(
      describeThrown { try numbers.toBlocking().single { $0 > 9 } },
      String(describing: RxError.noElements))
    XCTAssertEqual(
      describeThrown { try numbers.toBlocking().single { $0 % 2 == 0 } },
      String(describing: RxError.moreThanOneElement))
    XCTAssertEqual(
      describeThrown {
        try numbers.toBlocking().single { element in
          if element == 2 { throw testError }
          return false
        }
      }, "test error")
  }

  func testMaterializeTellsHowTheSequenceEnded() {
    XCTAssertEqual(Observable.of(1, 2).toBlocking().materialize(), .completed(elements: [1, 2]))
    XCTAssertEqual(
      Observable.of(1).concat(Observable.error(testError)).toBlocking().materialize(),
      .failed(elements: [1], error: testError))
  }

  func testTimeoutThrowsAndDisposesTheSubscription() {
    var disposed = false
    let hanging = Observable<Int>.create { observer in
      observer.onNext(1)
      return Disposables.create { disposed = true }
    }
    XCTAssertEqual(
      describeThrown { try hanging.toBlocking(timeout: 0.05).toArray() },
      String(describing: RxError.timeout))
    XCTAssertTrue(disposed)
    XCTAssertEqual(
      hanging.toBlocking(timeout: 0.05).materialize(),
      .failed(elements: [1], error: RxError.timeout))
  }

  func testEveryOperationGivesUpAtTheTimeoutWithTheElementsSoFar() {
    let never = Observable<Int>.never()
    let timeout = String(describing: RxError.timeout)
    XCTAssertEqual(describeThrown { try never.toBlocking(timeout: 0.02).first() }, timeout)
    XCTAssertEqual(describeThrown { try never.toBlocking(timeout: 0.02).last() }, timeout)
    XCTAssertEqual(describeThrown { try never.toBlocking(timeout: 0.02).single() }, timeout)
    XCTAssertEqual(
      describeThrown { try sendsThenHangs([1]).toBlocking(timeout: 0.02).single() }, timeout)
    XCTAssertEqual(
      never.toBlocking(timeout: 0.02).materialize(), .failed(elements: [], error: RxError.timeout))
  }

  func testFirstDisposesTheSubscriptionOnceItHasItsElement() throws {
    var disposals = 0
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onNext(2)
      return Disposables.create { disposals += 1 }
    }
    XCTAssertEqual(try source.toBlocking(timeout: 5).first(), 1)
    XCTAssertEqual(disposals, 1)
  }

  func testASequenceThatEndsBeforeTheTimeoutIsNotCutShort() throws {
    XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking(timeout: 5).toArray(), [1, 2, 3])
    XCTAssertEqual(
      Observable<Int>.error(testError).toBlocking(timeout: 5).materialize(),
      .failed(elements: [], error: testError))
  }

  func testElementsSentFromAnotherThreadAreWaitedFor() throws {
    let subject = ReplaySubject<Int>.createUnbounded()
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) {
      subject.onNext(1)
      subject.onNext(2)
      subject.onCompleted()
    }
    XCTAssertEqual(try subject.toBlocking(timeout: 5).toArray(), [1, 2])
  }

  func testWaitingOnTheMainThreadKeepsTheMainQueueRunning() throws {
    XCTAssertTrue(Thread.isMainThread)
    let subject = ReplaySubject<Bool>.createUnbounded()
    DispatchQueue.global().async {
      _ = MainScheduler.instance.schedule(()) { _ in
        subject.onNext(Thread.isMainThread)
        DispatchQueue.main.async { subject.onCompleted() }
        return Disposables.create()
      }
    }
    XCTAssertEqual(try subject.toBlocking(timeout: 5).toArray(), [true])
  }

  func testWaitingOnABackgroundThreadBlocksItUntilTheEnd() {
    let done = expectation(description: "waited")
    let received = LockedValue<[Int]?>(nil)
    let subject = ReplaySubject<Int>.createUnbounded()
    DispatchQueue.global().async {
      let elements = try? subject.toBlocking(timeout: 5).toArray()
      received.withLock { $0 = elements }
      done.fulfill()
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) {
      subject.onNext(7)
      subject.onCompleted()
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(received.withLock { $0 }, [7])
  }
}

/// A sequence that sends `elements` at once and then never ends.
private func sendsThenHangs(_ elements: [Int]) -> Observable<Int> {
  Observable.create { observer in
    for element in elements { observer.onNext(element) }
    return Disposables.create()
  }
}
