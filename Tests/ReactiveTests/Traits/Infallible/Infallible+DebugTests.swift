import Reactive
import ReactiveTest
import XCTest

final class InfallibleDebugTests: ReactiveTestCase {
  func testEventsPassUnchangedAndArePrinted() {
    let lines = printedLines {
      assertOperator(
        hot: [.next(210, 1), .completed(250)], sends: [.next(210, 1), .completed(250)],
        subscriptions: [Subscription(200, 250)]
      ) { $0.asInfallible(onErrorJustReturn: -1).debug("xs").asObservable() }
    }
    XCTAssertEqual(
      lines,
      ["xs -> subscribed", "xs -> Event next(1)", "xs -> Event completed", "xs -> isDisposed"])
  }

  func testTheDefaultIdentifierNamesTheCallSite() {
    let lines = printedLines {
      _ = Infallible.just(1).debug(trimOutput: true).subscribe()
    }
    let first = lines.first ?? ""
    XCTAssertTrue(first.hasPrefix("Infallible+DebugTests.swift:"), first)
    XCTAssertTrue(
      first.hasSuffix(" (testTheDefaultIdentifierNamesTheCallSite()) -> subscribed"), first)
  }
}
