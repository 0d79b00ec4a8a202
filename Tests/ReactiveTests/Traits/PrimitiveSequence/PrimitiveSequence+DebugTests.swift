import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceDebugTests: ReactiveTestCase {
  func testASinglesEventIsPrintedAndPassedOn() {
    var received: [SingleEvent<Int>] = []
    let lines = printedLines {
      _ = Single.just(1).debug("answer").subscribe { received.append($0) }
    }
    XCTAssertEqual(
      lines,
      [
        "answer -> subscribed", "answer -> Event next(1)", "answer -> Event completed",
        "answer -> isDisposed",
      ])
    XCTAssertEqual(received.count, 1)
    XCTAssertEqual(try? received.first?.get(), 1)
  }

  func testAMaybesCompletionAndACompletablesErrorArePrinted() {
    let lines = printedLines {
      _ = Maybe<Int>.empty().debug("maybe").subscribe()
      _ = Completable.error(testError).debug("completable").subscribe(onError: { _ in })
    }
    XCTAssertEqual(
      lines,
      [
        "maybe -> subscribed", "maybe -> Event completed", "maybe -> isDisposed",
        "completable -> subscribed", "completable -> Event error(test error)",
        "completable -> isDisposed",
      ])
  }

  func testDisposalIsPrintedInVirtualTime() {
    let lines = printedLines {
      assertMarbles(disposed: 300) { m in
        let never = Single<Int>.never().debug("never")
        m.expect("-") { never }
      }
    }
    XCTAssertEqual(lines, ["never -> subscribed", "never -> isDisposed"])
  }

  func testTheDefaultIdentifierNamesTheCall() {
    let line = #line + 1
    let lines = printedLines { _ = Single.just(1).debug().subscribe() }
    XCTAssertEqual(
      lines.first,
      "PrimitiveSequence+DebugTests.swift:\(line) (testTheDefaultIdentifierNamesTheCall()) -> subscribed"
    )
  }
}
