import Reactive
import ReactiveTest
import XCTest

final class CompletableAndThenTests: ReactiveTestCase {
  func testNeverCompletingFirstNeverSubscribesTheSecond() {
    assertMarbles { m in
      let xs = m.hot("           ^", values: [String: Never]())
      let ys = m.cold("          -(1|)")
      m.expect("                 -") { xs.asCompletable().andThen(ys.asSingle()) }
      m.expectSubscriptions(xs, "^ @1000 !")
      m.expectSubscriptions(ys)
    }
  }

  func testSingleIsSubscribedWhenTheFirstCompletes() {
    assertMarbles { m in
      let xs = m.hot("           ^----|", values: [String: Never]())
      let ys = m.cold("          -(1|)")
      m.expect("                 ------(1|)") { xs.asCompletable().andThen(ys.asSingle()) }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "-----^!")
    }
  }

  func testErrorOfTheFirstEndsTheSequenceWithoutSubscribingTheSecond() {
    assertMarbles { m in
      let xs = m.hot("           ^----#", values: [String: Never]())
      let ys = m.cold("          -(1|)")
      m.expect("                 -----#") { xs.asCompletable().andThen(ys.asSingle()) }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys)
    }
  }

  func testErrorOfTheSecondIsForwarded() {
    assertMarbles { m in
      let xs = m.hot("           ^----|", values: [String: Never]())
      let ys = m.cold("          -#")
      m.expect("                 ------#") { xs.asCompletable().andThen(ys.asSingle()) }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "-----^!")
    }
  }

  func testDisposingDuringTheFirstUnsubscribesIt() {
    assertMarbles(disposed: 240) { m in
      let xs = m.hot("           ^----|", values: [String: Never]())
      let ys = m.cold("          -(1|)")
      m.expect("                 -") { xs.asCompletable().andThen(ys.asSingle()) }
      m.expectSubscriptions(xs, "^---!")
      m.expectSubscriptions(ys)
    }
  }

  func testDisposingDuringTheSecondUnsubscribesIt() {
    assertMarbles(ticksPerFrame: 5, disposed: 255) { m in
      let xs = m.hot("           ^---------|", values: [String: Never]())
      let ys = m.cold("          --(1|)")
      m.expect("                 -") { xs.asCompletable().andThen(ys.asSingle()) }
      m.expectSubscriptions(xs, "^---------!")
      m.expectSubscriptions(ys, "----------^!")
    }
  }

  func testMaybeIsSubscribedWhenTheFirstCompletes() {
    assertMarbles { m in
      let xs = m.hot("           ^----|", values: [String: Never]())
      let ys = m.cold("          -|")
      m.expect("                 ------|") { xs.asCompletable().andThen(ys.asMaybe()) }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "-----^!")
    }
  }

  func testCompletableIsSubscribedWhenTheFirstCompletes() {
    assertMarbles { m in
      let xs = m.hot("           ^----|", values: [String: Never]())
      let ys = m.cold("          -|", values: [String: Never]())
      m.expect("                 ------|") { xs.asCompletable().andThen(ys.asCompletable()) }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "-----^!")
    }
  }

  func testObservableIsSubscribedWhenTheFirstCompletes() {
    assertMarbles { m in
      let xs = m.hot("           ^----|", values: [String: Never]())
      let ys = m.cold("          -12|")
      m.expect("                 ------12|") { xs.asCompletable().andThen(ys.asObservable()) }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "-----^--!")
    }
  }

  func testSynchronousChainRunsInOrder() {
    var received: [Event<Int>] = []
    _ = Completable.empty().andThen(Completable.empty()).andThen(Observable.of(1, 2))
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(2), .completed])
  }
}
