import Reactive
import ReactiveTest
import XCTest

final class FlatMapFirstTests: ReactiveTestCase {
  private let cases = FlatteningCases { xs, selector in xs.flatMapFirst(selector) }

  func testNeverOuterSendsNothingAndIsDisposedAtTheEnd() {
    cases.assertNeverOuterSendsNothing()
  }

  func testEmptyOuterCompletes() {
    cases.assertEmptyOuterCompletes()
  }

  func testElementsArrivingWhileAnInnerRunsAreDroppedWithoutCallingTheSelector() {
    var selected: [Int] = []
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("              ^-0-1-------2-------|")
      let ys = [
        m.cold("                    ---1--2-|"),
        m.cold("                    -'99'|"),
        m.cold("                    --3---------|"),
      ]
      m.expect("                    -----1--2-----3---------|") {
        xs.flatMapFirst { value -> TestableObservable<Int> in
          selected.append(value)
          return ys[value]
        }
      }
      m.expectSubscriptions(xs, "   ^-------------------!")
      m.expectSubscriptions(ys[0], "--^-------!")
      m.expectSubscriptions(ys[1])
      m.expectSubscriptions(ys[2], "------------^-----------!")
    }
    XCTAssertEqual(selected, [0, 2])
  }

  func testOuterErrorIsSentAndDisposesTheInner() {
    cases.assertOuterErrorDisposesTheInner()
  }

  func testInnerErrorIsSentAndDisposesTheOuter() {
    cases.assertInnerErrorDisposesTheOuter()
  }

  func testDisposingEarlyDisposesTheOuterAndTheInner() {
    cases.assertDisposingEarlyDisposesTheOuterAndTheInner()
  }

  func testThrowingSelectorSendsErrorAndDisposesEverything() {
    assertMarbles { m in
      let xs = m.hot("           ^0-1----------------|")
      m.expect("                 -#") {
        xs.flatMapFirst { _ -> Observable<Int> in throw testError }
      }
      m.expectSubscriptions(xs, "^!")
    }
  }

  func testCompletionWaitsForTheRunningInner() {
    cases.assertCompletionWaitsForTheInner()
  }

  func testSynchronousInnersTakeTurnsWithTheSourceSoOneSentMeanwhileIsDropped() {
    // As in RxSwift, the source and the inner take turns on the trampoline: 2 arrives while the
    // inner of 1 still has 10 to send.
    var received: [Event<Int>] = []
    _ = Observable.of(1, 2).flatMapFirst { Observable.of($0, $0 * 10) }
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(10), .completed])
  }
}
