import Reactive
import ReactiveTest
import XCTest

final class ConcatTests: ReactiveTestCase {
  func testNeverFirstSourceKeepsTheSecondUnsubscribed() {
    assertMarbles { m in
      let xs = m.hot("           1----^")
      let ys = m.cold("               -2|")
      m.expect("                      -") { xs.concat(ys) }
      m.expectSubscriptions(xs, "     ^ @1000 !")
      m.expectSubscriptions(ys)
    }
  }

  func testEmptySourcesComplete() {
    assertMarbles { m in
      let xs = m.cold("          ---|")
      let ys = m.cold("          --|")
      m.expect("                 -----|") { xs.concat(ys) }
      m.expectSubscriptions(xs, "^--!")
      m.expectSubscriptions(ys, "---^-!")
    }
  }

  func testTheSecondSourceIsSubscribedToWhenTheFirstCompletes() {
    assertMarbles { m in
      let xs = m.cold("          -12|")
      let ys = m.cold("          -3|")
      m.expect("                 -12-3|") { xs.concat(ys) }
      m.expectSubscriptions(xs, "^--!")
      m.expectSubscriptions(ys, "---^-!")
    }
  }

  func testErrorOfTheFirstSourceEndsTheSequenceBeforeTheSecond() {
    assertMarbles { m in
      let xs = m.cold("          -1-#")
      let ys = m.cold("          -3|")
      m.expect("                 -1-#") { xs.concat(ys) }
      m.expectSubscriptions(xs, "^--!")
      m.expectSubscriptions(ys)
    }
  }

  func testErrorOfTheSecondSourceIsSent() {
    assertMarbles { m in
      let xs = m.cold("          -1-|")
      let ys = m.cold("          -3#")
      m.expect("                 -1--3#") { xs.concat(ys) }
      m.expectSubscriptions(xs, "^--!")
      m.expectSubscriptions(ys, "---^-!")
    }
  }

  func testDisposingEarlyDisposesTheRunningSource() {
    assertMarbles(disposed: 260) { m in
      let xs = m.cold("          -1-|")
      let ys = m.cold("          -3---4|")
      m.expect("                 -1--3") { xs.concat(ys) }
      m.expectSubscriptions(xs, "^--!")
      m.expectSubscriptions(ys, "---^--!")
    }
  }

  func testStaticConcatOfACollectionRunsEverySourceInOrder() {
    assertMarbles(ticksPerFrame: 5) { m in
      let sources = [
        m.cold("                         --1-|"),
        m.cold("                         -2|"),
        m.cold("                         -3|"),
      ]
      m.expect("                         --1--2-3|") {
        Observable.concat(sources.map { $0.asObservable() })
      }
      m.expectSubscriptions(sources[0], "^---!")
      m.expectSubscriptions(sources[1], "----^-!")
      m.expectSubscriptions(sources[2], "------^-!")
    }
  }

  func testVariadicConcatRunsEverySourceInOrder() {
    var received: [Event<Int>] = []
    _ = Observable.concat(Observable.of(1, 2), Observable.empty(), Observable.just(3))
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(2), .next(3), .completed])
  }

  func testConcatOfNoSourcesCompletesAtOnce() {
    var received: [Event<Int>] = []
    _ = Observable.concat([Observable<Int>]()).subscribe { received.append($0) }
    XCTAssertEqual(received, [.completed])
  }

  func testASequenceOfSourcesIsIteratedOnlyAsFarAsNeeded() {
    let gate = PublishSubject<Int>()
    var pulled = 0
    let sources = (0...).lazy.map { index -> Observable<Int> in
      pulled += 1
      return index == 1 ? gate.asObservable() : Observable.just(index)
    }
    var received: [Int] = []
    let subscription = Observable.concat(sources)
      .subscribe(onNext: { received.append($0) }, onError: { _ in })
    XCTAssertEqual(received, [0])
    XCTAssertEqual(pulled, 2)
    gate.onError(testError)
    XCTAssertEqual(pulled, 2)
    subscription.dispose()
  }

  func testHundredThousandSynchronousSourcesRunWithoutDeepeningTheStack() {
    var count = 0
    var completed = false
    _ = Observable.concat((0..<deepChainDepth).map { Observable.just($0) })
      .subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
    XCTAssertEqual(count, deepChainDepth)
    XCTAssertTrue(completed)
  }

  func testConcatOfInnerSequencesRunsThemOneAfterTheOther() {
    assertMarbles { m in
      let ys = [
        m.cold("                    -1-|"),
        m.cold("                    -2|"),
      ]
      let xs = m.hot("              ^ab|", values: ["a": ys[0], "b": ys[1]])
      m.expect("                    --1--2|") { xs.concat() }
      m.expectSubscriptions(ys[0], "-^--!")
      m.expectSubscriptions(ys[1], "----^-!")
      m.expectSubscriptions(xs, "   ^--!")
    }
  }

  func testElementsTheObserverSendsBackToEachSourceAreForwardedNested() {
    assertFeedbackLoop(
      inputs: [[.next(210, 1), .completed(220)], [.next(230, 10)]],
      sends: [.next(210, 1), .next(210, 2), .next(230, 10), .next(230, 11)],
      { sources, _ in Observable.concat(sources[0], sources[1]) },
      feedback: { element, subjects in
        switch element {
        case 1: subjects[0].onNext(2)
        case 10: subjects[1].onNext(11)
        default: break
        }
      })
  }

  func testConcatOfHundredThousandSourcesRunsInBoundedStack() {
    assertDeepChain(sends: [.next(deepChainDepth * (deepChainDepth - 1) / 2), .completed]) {
      Observable.concat((0..<deepChainDepth).map { Observable.just($0) }).reduce(0, accumulator: +)
    }
  }
}
