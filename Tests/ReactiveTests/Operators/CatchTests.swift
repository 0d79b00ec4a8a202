import Reactive
import ReactiveTest
import XCTest

final class CatchTests: ReactiveTestCase {
  func testNeverSourceSendsNothingAndNeverCallsTheHandler() {
    var handlerCalls = 0
    assertMarbles { m in
      let xs = m.hot("           1----^")
      m.expect("                      -") {
        xs.asObservable().catch { _ in
          handlerCalls += 1
          return .just(0)
        }
      }
      m.expectSubscriptions(xs, "     ^ @1000 !")
    }
    XCTAssertEqual(handlerCalls, 0)
  }

  func testEmptySourceCompletesWithoutCallingTheHandler() {
    assertMarbles { m in
      let xs = m.hot("           1----^----|")
      let ys = m.hot("                ^---5-----|")
      m.expect("                      -----|") {
        xs.asObservable().catch { _ in ys.asObservable() }
      }
      m.expectSubscriptions(xs, "     ^----!")
      m.expectSubscriptions(ys)
    }
  }

  func testValuesPassThroughUntilCompletion() {
    assertMarbles { m in
      let xs = m.hot("           1----^23|")
      let ys = m.hot("                ^---5-----|")
      m.expect("                      -23|") { xs.asObservable().catch { _ in ys.asObservable() } }
      m.expectSubscriptions(xs, "     ^--!")
      m.expectSubscriptions(ys)
    }
  }

  func testErrorSwitchesToTheHandlerSequenceAtOnce() {
    var caught: [TestError] = []
    assertMarbles { m in
      let xs = m.hot("           1----^23#")
      let ys = m.hot("                ^-4-5|")
      m.expect("                      -23-5|") {
        xs.asObservable().catch { error in
          caught.append(error as! TestError)
          return ys.asObservable()
        }
      }
      m.expectSubscriptions(xs, "     ^--!")
      m.expectSubscriptions(ys, "     ---^-!")
    }
    XCTAssertEqual(caught, [testError])
  }

  func testErrorOfTheHandlerSequenceIsForwarded() {
    let other = TestError("other")
    assertMarbles { m in
      let xs = m.hot("           ^2-#")
      let ys = m.hot("           ^---5#", error: other)
      m.expect("                 -2--5#", error: other) {
        xs.asObservable().catch { _ in ys.asObservable() }
      }
      m.expectSubscriptions(xs, "^--!")
      m.expectSubscriptions(ys, "---^-!")
    }
  }

  func testDisposingBeforeTheErrorUnsubscribesTheSourceOnly() {
    assertMarbles(disposed: 220) { m in
      let xs = m.hot("           ^2-#")
      let ys = m.hot("           ^---5|")
      m.expect("                 -2") { xs.asObservable().catch { _ in ys.asObservable() } }
      m.expectSubscriptions(xs, "^-!")
      m.expectSubscriptions(ys)
    }
  }

  func testDisposingAfterTheSwitchUnsubscribesTheHandlerSequence() {
    assertMarbles(ticksPerFrame: 5, disposed: 245) { m in
      let xs = m.hot("           ^-2---#")
      let ys = m.hot("           ^-------5-6-|")
      m.expect("                 --2-----5") { xs.asObservable().catch { _ in ys.asObservable() } }
      m.expectSubscriptions(xs, "^-----!")
      m.expectSubscriptions(ys, "------^--!")
    }
  }

  func testThrowingHandlerSendsItsErrorAndUnsubscribes() {
    let other = TestError("other")
    assertMarbles { m in
      let xs = m.hot("           ^2-#")
      m.expect("                 -2-#", error: other) {
        xs.asObservable().catch { _ -> Observable<Int> in throw other }
      }
      m.expectSubscriptions(xs, "^--!")
    }
  }

  func testChainedCatchesRecoverOneAfterTheOther() {
    assertMarbles { m in
      let xs = m.hot("           ^1#")
      let ys = m.hot("           ^--2#")
      let zs = m.hot("           ^----3|")
      m.expect("                 -1-2-3|") {
        xs.asObservable()
          .catch { _ in ys.asObservable() }
          .catch { _ in zs.asObservable() }
      }
      m.expectSubscriptions(xs, "^-!")
      m.expectSubscriptions(ys, "--^-!")
      m.expectSubscriptions(zs, "----^-!")
    }
  }

  func testSynchronousFailureRecoversSynchronously() {
    var received: [Event<Int>] = []
    _ = Observable<Int>.error(testError)
      .catch { _ in Observable.of(1, 2) }
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(2), .completed])
  }

  func testCatchAndReturnEndsWithTheElementInsteadOfTheError() {
    assertMarbles { m in
      let xs = m.hot("           1----^23#")
      m.expect("                      -23('100'|)") { xs.catchAndReturn(100) }
      m.expectSubscriptions(xs, "     ^--!")
    }
  }

  func testCatchAndReturnOfANeverSourceSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           1----^")
      m.expect("                      -") { xs.catchAndReturn(100) }
      m.expectSubscriptions(xs, "     ^ @1000 !")
    }
  }

  func testCatchAndReturnOfACompletingSourceDoesNotAddTheElement() {
    assertMarbles { m in
      let xs = m.hot("           ^2---|")
      m.expect("                 -2---|") { xs.catchAndReturn(100) }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testCatchAndReturnDisposedEarlyUnsubscribes() {
    assertMarbles(disposed: 230) { m in
      let xs = m.hot("           ^2---#")
      m.expect("                 -2") { xs.catchAndReturn(100) }
      m.expectSubscriptions(xs, "^--!")
    }
  }

  func testErrorFromAnotherThreadIsRecovered() {
    let recorder = ThreadRecorder<Int>()
    let failing = backgroundSource([.next(1), .error(testError)])
    let subscription = failing.catch { _ in Observable.of(2, 3) }.subscribe(recorder)
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3), .completed])
    subscription.dispose()
  }

  // MARK: catch(sequence:)

  func testCatchSequenceOfNeverSendsNothingAndIsDisposedAtTheEnd() {
    assertMarbles { m in
      let xs = m.hot("           ^")
      let ys = m.hot("           ^1")
      m.expect("                 -") {
        Observable.catch(sequence: [xs.asObservable(), ys.asObservable()])
      }
      m.expectSubscriptions(xs, "^- @1000 !")
      m.expectSubscriptions(ys)
    }
  }

  func testCatchSequenceCompletesWithTheFirstSequenceThatCompletes() {
    assertMarbles { m in
      let xs = m.hot("           ^1-|")
      let ys = m.hot("           ^---2|")
      m.expect("                 -1-|") {
        Observable.catch(sequence: [xs.asObservable(), ys.asObservable()])
      }
      m.expectSubscriptions(xs, "^--!")
      m.expectSubscriptions(ys)
    }
  }

  func testCatchSequenceMovesToTheNextSequenceAtEachError() {
    assertMarbles { m in
      let xs = m.cold("          -1#", error: TestError("first"))
      let ys = m.cold("          -2#", error: TestError("second"))
      let zs = m.cold("          -3|")
      m.expect("                 -1-2-3|") {
        Observable.catch(sequence: [xs.asObservable(), ys.asObservable(), zs.asObservable()])
      }
      m.expectSubscriptions(xs, "^-!")
      m.expectSubscriptions(ys, "--^-!")
      m.expectSubscriptions(zs, "----^-!")
    }
  }

  func testCatchSequenceForwardsTheLastErrorWhenEverySequenceFails() {
    assertMarbles { m in
      let xs = m.cold("          -#", error: TestError("first"))
      let ys = m.cold("          --#", error: TestError("last"))
      m.expect("                 ---#", error: TestError("last")) {
        Observable.catch(sequence: [xs.asObservable(), ys.asObservable()])
      }
      m.expectSubscriptions(xs, "^!")
      m.expectSubscriptions(ys, "-^-!")
    }
  }

  func testCatchSequenceOfNoSequenceCompletesAtOnce() {
    assertMarbles { m in
      m.expect("|") { Observable<Int>.catch(sequence: []) }
    }
  }

  func testCatchSequenceDisposedEarlyUnsubscribesTheCurrentSequence() {
    assertMarbles(disposed: 250) { m in
      let xs = m.cold("          -#")
      let ys = m.cold("          -2--------3---------|")
      m.expect("                 --2") {
        Observable.catch(sequence: [xs.asObservable(), ys.asObservable()])
      }
      m.expectSubscriptions(xs, "^!")
      m.expectSubscriptions(ys, "-^---!")
    }
  }

  func testCatchSequenceTakesEachSequenceOnlyWhenNeeded() {
    var taken = 0
    let attempts = (0..<3).lazy.map { attempt -> Observable<Int> in
      taken += 1
      return attempt < 1 ? .error(testError) : .just(attempt)
    }
    var received: [Event<Int>] = []
    _ = Observable.catch(sequence: attempts).subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .completed])
    XCTAssertEqual(taken, 2)
  }

  func testCatchSequenceOfManySynchronousFailuresRunsInConstantStackDepth() {
    let failures = repeatElement(Observable<Int>.error(testError), count: 100_000)
    var received: [Event<Int>] = []
    _ = Observable.catch(sequence: failures).subscribe { received.append($0) }
    XCTAssertEqual(received, [.error(testError)])
  }
}
