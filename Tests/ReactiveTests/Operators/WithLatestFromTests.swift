import Reactive
import ReactiveTest
import XCTest

final class WithLatestFromTests: ReactiveTestCase {
  func testNeverSourcesSendNothingAndAreDisposedAtTheEnd() {
    assertMarbles { m in
      let xs = m.hot("           1----^")
      let ys = m.hot("           a----^", of: String.self)
      m.expect("                      -") { xs.withLatestFrom(ys) { "\($0)\($1)" } }
      m.expectSubscriptions(xs, "     ^ @1000 !")
      m.expectSubscriptions(ys, "     ^ @1000 !")
    }
  }

  func testEmptyFirstSourceCompletesAndDisposesTheSecond() {
    assertMarbles { m in
      let xs = m.hot("           1----^----|")
      let ys = m.hot("                ^-a", of: String.self)
      m.expect("                      -----|") { xs.withLatestFrom(ys) { "\($0)\($1)" } }
      m.expectSubscriptions(xs, "     ^----!")
      m.expectSubscriptions(ys, "     ^----!")
    }
  }

  func testElementsCombineWithTheLatestOfTheSecondWhichMayHaveCompleted() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-1-2   ----3   --|")
      let ys = m.hot("           ^--a-   --b|", of: String.self)
      m.expect("                 ----'2a'----'3b'--|") { xs.withLatestFrom(ys) { "\($0)\($1)" } }
      m.expectSubscriptions(xs, "^----   -----   --!")
      m.expectSubscriptions(ys, "^----   ---!")
    }
  }

  func testWithoutSelectorSendsTheLatestElementOfTheSecond() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-1-2-------|")
      let ys = m.hot("           ^a-b", of: String.self)
      m.expect("                 --a-b-------|") { xs.withLatestFrom(ys) }
      m.expectSubscriptions(xs, "^-----------!")
      m.expectSubscriptions(ys, "^-----------!")
    }
  }

  func testErrorOfTheFirstIsSentAndDisposesTheSecond() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^---1   -#")
      let ys = m.hot("           ^--a", of: String.self)
      m.expect("                 ----'1a'-#") { xs.withLatestFrom(ys) { "\($0)\($1)" } }
      m.expectSubscriptions(xs, "^----   -!")
      m.expectSubscriptions(ys, "^----   -!")
    }
  }

  func testErrorOfTheSecondIsSentAndDisposesTheFirst() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^---1   ---------------|")
      let ys = m.hot("           ^--a-   -#", of: String.self)
      m.expect("                 ----'1a'-#") { xs.withLatestFrom(ys) { "\($0)\($1)" } }
      m.expectSubscriptions(xs, "^----   -!")
      m.expectSubscriptions(ys, "^----   -!")
    }
  }

  func testDisposingEarlyDisposesBothSources() {
    assertMarbles(ticksPerFrame: 5, disposed: 230) { m in
      let xs = m.hot("           ^---1   ---2-----------|")
      let ys = m.hot("           ^--a-   ---------------|", of: String.self)
      m.expect("                 ----'1a'") { xs.withLatestFrom(ys) { "\($0)\($1)" } }
      m.expectSubscriptions(xs, "^----   -!")
      m.expectSubscriptions(ys, "^----   -!")
    }
  }

  func testThrowingResultSelectorSendsErrorAndDisposesBothSources() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^---1   ---2-----------|")
      let ys = m.hot("           ^--a-   ---------------|", of: String.self)
      m.expect("                 ----'1a'---#") {
        xs.withLatestFrom(ys) { x, y -> String in
          if x == 2 { throw testError }
          return "\(x)\(y)"
        }
      }
      m.expectSubscriptions(xs, "^----   ---!")
      m.expectSubscriptions(ys, "^----   ---!")
    }
  }

  func testTheSecondIsSubscribedToBeforeTheFirst() {
    var log: [String] = []
    func source(_ name: String) -> Observable<String> {
      Observable.create { observer in
        log.append("subscribe \(name)")
        observer.onNext(name)
        return Disposables.create()
      }
    }
    let subscription = source("first").withLatestFrom(source("second")) { $0 + $1 }
      .subscribe(onNext: { log.append($0) })
    subscription.dispose()
    XCTAssertEqual(log, ["subscribe second", "subscribe first", "firstsecond"])
  }

  func testDisposingReleasesBothSubscriptions() {
    let before = Resources.total
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    var subscription: (any Disposable)? = first.withLatestFrom(second).subscribe()
    XCTAssertGreaterThan(Resources.total, before)
    subscription?.dispose()
    subscription = nil
    XCTAssertEqual(Resources.total, before)
    XCTAssertFalse(first.hasObservers)
    XCTAssertFalse(second.hasObservers)
  }

  func testElementsTheObserverSendsBackToBothSourcesAreCombinedNested() {
    assertFeedbackLoop(
      inputs: [[.next(210, 1), .next(220, 3)], [.next(205, 10)]],
      sends: [.next(210, 11), .next(210, 22), .next(220, 23)],
      { sources, _ in sources[0].withLatestFrom(sources[1]) { $0 + $1 } },
      feedback: { sum, subjects in
        if sum == 11 {
          subjects[1].onNext(20)
          subjects[0].onNext(2)
        }
      })
  }
}
