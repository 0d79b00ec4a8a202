import Reactive
import ReactiveTest
import XCTest

final class XCTestRxTests: ReactiveTestCase {
  /// The failures recorded while `capturing` runs, instead of failing this test.
  private var captured: [String]?

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if captured != nil {
      captured?.append(description)
    } else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  /// The failure messages `assertions` records.
  private func failures(of assertions: () -> Void) -> [String] {
    captured = []
    assertions()
    defer { captured = nil }
    return captured ?? []
  }

  func testEqualRecordedEventsPass() {
    let failures = failures {
      XCTAssertEqual(
        [.next(210, 1), .error(220, testError)] as [Recorded<Event<Int>>],
        [.next(210, 1), .error(220, testError)])
      XCTAssertEqual(
        [.next(210, nil), .next(220, 2), .completed(230)] as [Recorded<Event<Int?>>],
        [.next(210, nil), .next(220, 2), .completed(230)])
    }
    XCTAssertEqual(failures, [])
  }

  func testRecordedEventsThatDifferFailShowingBothAndTheFirstDifference() {
    let failures = failures {
      XCTAssertEqual(
        [.next(210, 1), .next(220, 2), .completed(250)] as [Recorded<Event<Int>>],
        [.next(210, 1), .next(221, 2), .completed(250)])
    }
    XCTAssertEqual(failures.count, 1)
    let message = failures.first ?? ""
    XCTAssertTrue(message.contains("index 1: next(220, 2) ≠ next(221, 2)"), message)
    XCTAssertTrue(message.contains("lhs: [next(210, 1), next(220, 2), completed(250)]"), message)
    XCTAssertTrue(message.contains("rhs: [next(210, 1), next(221, 2), completed(250)]"), message)
  }

  func testRecordedEventsOfDifferentLengthsFail() {
    let failures = failures {
      XCTAssertEqual([.next(210, 1)] as [Recorded<Event<Int>>], [.next(210, 1), .completed(250)])
      XCTAssertEqual([.next(210, nil)] as [Recorded<Event<Int?>>], [])
    }
    XCTAssertEqual(failures.count, 2)
    XCTAssertTrue(failures.first?.contains("completed(250) has no counterpart") ?? false)
  }

  func testEventsCompareElementsAndErrorsByDescription() {
    let failures = failures {
      XCTAssertEqual([Event<Int>.next(1), .completed], [.next(1), .completed])
      XCTAssertEqual([Event<Int>.error(testError)], [.error(TestError("other"))])
    }
    XCTAssertEqual(failures.count, 1)
  }

  func testSingleMaybeAndCompletableEventsCompare() {
    let failures = failures {
      XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(1)])
      XCTAssertEqual([SingleEvent<Int>.failure(testError)], [.failure(testError)])
      XCTAssertEqual([MaybeEvent<Int>.success(1), .completed], [.success(1), .completed])
      XCTAssertEqual(
        [CompletableEvent.completed, .error(testError)], [.completed, .error(testError)])
      XCTAssertEqual([SingleEvent<Int>.success(1)], [.failure(testError)])
      XCTAssertEqual([MaybeEvent<Int>.completed], [.success(1)])
      XCTAssertEqual([CompletableEvent.completed], [.error(testError)])
    }
    XCTAssertEqual(failures.count, 3)
  }

  func testRecordedElementsIgnoreTimesAndTheTerminalEvent() {
    let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(300, 2), .completed(400)]
    let failures = failures {
      XCTAssertRecordedElements(events, [1, 2])
      XCTAssertRecordedElements(events, [1, 3])
      XCTAssertRecordedElements(events, [1])
    }
    XCTAssertEqual(failures.count, 2)
    XCTAssertTrue(failures.first?.contains("index 1: 2 ≠ 3") ?? false, "\(failures)")
  }

  func testRecordedTerminalEventsCanNameTheirElementType() {
    let completed = Recorded.completed(250, Int.self)
    let failed = Recorded.error(260, testError, String.self)
    XCTAssertEqual([completed], [Recorded<Event<Int>>(time: 250, value: .completed)])
    XCTAssertEqual([failed], [Recorded<Event<String>>(time: 260, value: .error(testError))])
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let res = scheduler.start { xs }
    XCTAssertEqual(res.events, [.completed(250)])
  }
}
