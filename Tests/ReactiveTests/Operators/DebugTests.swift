import Foundation
import Reactive
import ReactiveTest
import XCTest

final class DebugTests: ReactiveTestCase {
  func testNeverSourcePrintsTheSubscriptionAndTheDisposal() {
    let lines = printedLines {
      assertOperator(
        hot: [.next(150, 1)], sends: [Recorded<Event<Int>>](),
        subscriptions: [Subscription(200, 1000)]
      ) { $0.debug("xs") }
    }
    XCTAssertEqual(lines, ["xs -> subscribed", "xs -> isDisposed"])
  }

  func testEmptySourcePrintsTheCompletion() {
    let lines = printedLines {
      assertOperator(
        hot: [.next(150, 1), .completed(250)], sends: [Recorded<Event<Int>>.completed(250)],
        subscriptions: [Subscription(200, 250)]
      ) { $0.debug("xs") }
    }
    XCTAssertEqual(lines, ["xs -> subscribed", "xs -> Event completed", "xs -> isDisposed"])
  }

  func testValuesPassUnchangedAndArePrinted() {
    let lines = printedLines {
      assertOperator(
        hot: [.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)],
        sends: [.next(210, 2), .next(220, 3), .completed(250)],
        subscriptions: [Subscription(200, 250)]
      ) { $0.debug("xs") }
    }
    XCTAssertEqual(
      lines,
      [
        "xs -> subscribed", "xs -> Event next(2)", "xs -> Event next(3)", "xs -> Event completed",
        "xs -> isDisposed",
      ])
  }

  func testSourceErrorIsForwardedAndPrinted() {
    let lines = printedLines {
      assertOperator(
        hot: [.next(210, 2), .error(230, testError)],
        sends: [.next(210, 2), .error(230, testError)],
        subscriptions: [Subscription(200, 230)]
      ) { $0.debug("xs") }
    }
    XCTAssertEqual(
      lines,
      [
        "xs -> subscribed", "xs -> Event next(2)", "xs -> Event error(test error)",
        "xs -> isDisposed",
      ])
  }

  func testDisposingEarlyUnsubscribesTheSourceAndPrintsTheDisposal() {
    let lines = printedLines {
      assertOperator(
        hot: [.next(210, 2), .next(260, 3), .completed(300)], disposed: 250,
        sends: [.next(210, 2)],
        subscriptions: [Subscription(200, 250)]
      ) { $0.debug("xs") }
    }
    XCTAssertEqual(lines, ["xs -> subscribed", "xs -> Event next(2)", "xs -> isDisposed"])
  }

  func testDefaultIdentifierIsTheFileLineAndFunctionOfTheCall() {
    var callLine: UInt = 0
    let lines = printedLines {
      callLine = #line + 1
      _ = Observable<Int>.empty().debug().subscribe()
    }
    let identifier =
      "DebugTests.swift:\(callLine) (testDefaultIdentifierIsTheFileLineAndFunctionOfTheCall())"
    XCTAssertEqual(
      lines,
      [
        "\(identifier) -> subscribed", "\(identifier) -> Event completed",
        "\(identifier) -> isDisposed",
      ])
  }

  func testTrimOutputShortensLongEvents() {
    let long = String(repeating: "a", count: 30) + String(repeating: "z", count: 30)
    let lines = printedLines {
      _ = Observable.of(long, "short").debug("xs", trimOutput: true).subscribe()
    }
    // The first 20 and the last 20 characters of `next(aaa…zzz)`.
    let trimmed =
      "next(" + String(repeating: "a", count: 15) + "..."
      + String(repeating: "z", count: 19) + ")"
    XCTAssertEqual(
      lines,
      [
        "xs -> subscribed", "xs -> Event \(trimmed)", "xs -> Event next(short)",
        "xs -> Event completed", "xs -> isDisposed",
      ])
  }

  func testEachSubscriptionIsPrintedSeparately() {
    let lines = printedLines {
      let numbers = Observable.of(1).debug("xs")
      _ = numbers.subscribe()
      _ = numbers.subscribe()
    }
    let oneSubscription = [
      "xs -> subscribed", "xs -> Event next(1)", "xs -> Event completed", "xs -> isDisposed",
    ]
    XCTAssertEqual(lines, oneSubscription + oneSubscription)
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    _ = printedLines {
      assertReleasesResources { $0.debug("tokens") }
    }
  }
}
