import Reactive
import ReactiveTest
import XCTest

final class ConcatMapTests: ReactiveTestCase {
  private let cases = FlatteningCases { xs, selector in xs.concatMap(selector) }

  func testNeverOuterSendsNothingAndIsDisposedAtTheEnd() {
    cases.assertNeverOuterSendsNothing()
  }

  func testEmptyOuterCompletes() {
    cases.assertEmptyOuterCompletes()
  }

  func testInnersRunOneAfterTheOtherInTheOrderOfTheirElements() {
    var selectedAt: [Int] = []
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("              ^-0-12-|")
      let ys = [
        m.cold("                    --1-2-|"),
        m.cold("                    -'10'-|"),
        m.cold("                    -'20'|"),
      ]
      m.expect("                    ----1-2--'10'--'20'|") {
        xs.concatMap { value -> TestableObservable<Int> in
          selectedAt.append(m.scheduler.clock)
          return ys[value]
        }
      }
      m.expectSubscriptions(xs, "   ^------!")
      m.expectSubscriptions(ys[0], "--^-----!")
      m.expectSubscriptions(ys[1], "--------^-   -!")
      m.expectSubscriptions(ys[2], "----------   -^-   !")
    }
    XCTAssertEqual(selectedAt, [210, 220, 225])
  }

  func testOuterErrorIsSentDisposesTheRunningInnerAndDropsTheWaitingOnes() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("              ^-0-1---#")
      let ys = [
        m.cold("                    ---1------2---------|"),
        m.cold("                    -'10'-|"),
      ]
      m.expect("                    -----1--#") { xs.concatMap { ys[$0] } }
      m.expectSubscriptions(xs, "   ^-------!")
      m.expectSubscriptions(ys[0], "--^-----!")
      m.expectSubscriptions(ys[1])
    }
  }

  func testInnerErrorIsSentAndDisposesTheOuter() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("              ^-0-1---- @400 |")
      let ys = [
        m.cold("                    ---1--#"),
        m.cold("                    -'10'-|"),
      ]
      m.expect("                    -----1--#") { xs.concatMap { ys[$0] } }
      m.expectSubscriptions(xs, "   ^-------!")
      m.expectSubscriptions(ys[0], "--^-----!")
      m.expectSubscriptions(ys[1])
    }
  }

  func testDisposingEarlyDisposesTheOuterAndTheRunningInner() {
    assertMarbles(ticksPerFrame: 5, disposed: 250) { m in
      let xs = m.hot("              ^-0-1-----------------------------------|")
      let ys = [
        m.cold("                    ---1----------------2---------|"),
        m.cold("                    -'10'-|"),
      ]
      m.expect("                    -----1") { xs.concatMap { ys[$0] } }
      m.expectSubscriptions(xs, "   ^---------!")
      m.expectSubscriptions(ys[0], "--^-------!")
      m.expectSubscriptions(ys[1])
    }
  }

  func testThrowingSelectorSendsErrorAndDisposesEverything() {
    cases.assertThrowingSelectorDisposesEverything()
  }

  func testSynchronousInnersAreConcatenatedInOrder() {
    var received: [Event<Int>] = []
    _ = Observable.of(1, 2).concatMap { Observable.of($0, $0 * 10) }
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(10), .next(2), .next(20), .completed])
  }

  func testHundredThousandWaitingSynchronousInnersRunWithoutDeepeningTheStack() {
    let first = PublishSubject<Int>()
    var count = 0
    var completed = false
    let subscription = Observable.range(start: 0, count: deepChainDepth)
      .concatMap { $0 == 0 ? first.asObservable() : Observable.just($0) }
      .subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
    XCTAssertEqual(count, 0)
    first.onCompleted()
    XCTAssertEqual(count, deepChainDepth - 1)
    XCTAssertTrue(completed)
    subscription.dispose()
  }

  func testCompletionWaitsForTheInner() {
    cases.assertCompletionWaitsForTheInner()
  }

  func testElementTheObserverSendsBackWaitsForTheRunningInnerSequence() {
    assertFeedbackLoop(
      input: [.next(210, 1)],
      sends: [.next(210, 1), .next(210, 10), .next(210, 2), .next(210, 20)],
      { source, _ in source.concatMap { Observable.of($0, $0 * 10) } },
      feedback: { $0 == 1 ? 2 : nil })
  }

  func testRecursiveConcatMapHundredThousandDeepRunsInBoundedStack() {
    assertDeepChain(sends: [.next(0), .completed]) { countDown(deepChainDepth) }
  }

  func testHundredThousandConcatMapsChainedInALoopKeepTheOrderInBoundedStack() {
    assertDeepChain(sends: [.next(deepChainDepth), .next(deepChainDepth + 1), .completed]) {
      var chain = Observable.of(0, 1)
      for _ in 0..<deepChainDepth { chain = chain.concatMap { Observable.just($0 + 1) } }
      return chain
    }
  }
}

/// A sequence that reaches 0 through `n` nested `concatMap`s, each made by the one above.
private func countDown(_ n: Int) -> Observable<Int> {
  n == 0 ? Observable.just(0) : Observable.just(n).concatMap { countDown($0 - 1) }
}
