import Reactive
import ReactiveTest
import XCTest

final class SingleElementTests: ReactiveTestCase {
  func testNeverSourceSendsNothingAndIsDisposedAtTheEnd() {
    assertMarbles { m in
      let xs = m.hot("           ^")
      m.expect("                 -") { xs.single() }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testEmptySourceFailsWithNoElementsAtItsCompletion() {
    assertMarbles { m in
      let xs = m.hot("           1----^---------|")
      m.expect("                      ----------#", error: RxError.noElements) { xs.single() }
      m.expectSubscriptions(xs, "     ^---------!")
    }
  }

  func testTheOnlyElementIsSentAtOnceAndTheCompletionAtTheSources() {
    assertMarbles { m in
      let xs = m.hot("           1----^2--------|")
      m.expect("                      -2--------|") { xs.single() }
      m.expectSubscriptions(xs, "     ^---------!")
    }
  }

  func testASecondElementFailsAtOnceWithMoreThanOneElement() {
    assertMarbles { m in
      let xs = m.hot("           ^234------|")
      m.expect("                 -2#", error: RxError.moreThanOneElement) { xs.single() }
      m.expectSubscriptions(xs, "^-!")
    }
  }

  func testSourceErrorIsForwarded() {
    assertMarbles { m in
      let xs = m.hot("           ^#")
      m.expect("                 -#") { xs.single() }
      m.expectSubscriptions(xs, "^!")
    }
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^2-------3|")
      m.expect("                 -2") { xs.single() }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testPredicateDropsTheElementsThatDoNotMatch() {
    assertMarbles { m in
      let xs = m.hot("           ^123------|")
      m.expect("                 --2-------|") { xs.single { $0 == 2 } }
      m.expectSubscriptions(xs, "^---------!")
    }
  }

  func testPredicateWithoutMatchFailsWithNoElementsAtTheCompletion() {
    assertMarbles { m in
      let xs = m.hot("           ^13-------|")
      m.expect("                 ----------#", error: RxError.noElements) { xs.single { $0 == 2 } }
      m.expectSubscriptions(xs, "^---------!")
    }
  }

  func testPredicateWithASecondMatchFailsAtIt() {
    assertMarbles { m in
      let xs = m.hot("           ^234------|")
      m.expect("                 -2-#", error: RxError.moreThanOneElement) {
        xs.single { $0.isMultiple(of: 2) }
      }
      m.expectSubscriptions(xs, "^--!")
    }
  }

  func testThrowingPredicateSendsErrorAndUnsubscribes() {
    assertMarbles { m in
      let xs = m.hot("           ^12-------|")
      m.expect("                 --#") {
        xs.single { value -> Bool in
          if value == 2 { throw testError }
          return false
        }
      }
      m.expectSubscriptions(xs, "^-!")
    }
  }

  func testSynchronousSourceStopsAtTheSecondElement() {
    var produced: [Int] = []
    var received: [Event<Int>] = []
    _ = Observable.range(start: 1, count: 100)
      .do(onNext: { produced.append($0) })
      .single()
      .subscribe { received.append($0) }
    XCTAssertEqual(produced, [1, 2])
    XCTAssertEqual(received, [.next(1), .error(RxError.moreThanOneElement)])
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    assertReleasesResources { $0.single() }
  }
}
