import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceConversionsTests: ReactiveTestCase {
  // MARK: asSingle

  func testAsSingleOfNeverSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           ^")
      m.expect("                 -") { xs.asSingle() }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testAsSingleOfEmptyFailsWithNoElements() {
    assertMarbles { m in
      let xs = m.hot("           1----^----|")
      m.expect("                      -----#", error: RxError.noElements) { xs.asSingle() }
      m.expectSubscriptions(xs, "     ^----!")
    }
  }

  func testAsSingleOfOneElementSendsItOnCompletion() {
    assertMarbles { m in
      let xs = m.hot("           ^1---|")
      m.expect("                 -----(1|)") { xs.asSingle() }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testAsSingleOfTwoElementsFailsAtTheSecond() {
    assertMarbles { m in
      let xs = m.hot("           ^123-|")
      m.expect("                 --#", error: RxError.moreThanOneElement) { xs.asSingle() }
      m.expectSubscriptions(xs, "^-!")
    }
  }

  func testAsSingleForwardsTheError() {
    assertMarbles { m in
      let xs = m.hot("           ^1---#")
      m.expect("                 -----#") { xs.asSingle() }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testAsSingleDisposedEarlyUnsubscribes() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^1--------|")
      m.expect("                 -") { xs.asSingle() }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testAsSingleOfASynchronousSourceStopsItAtTheSecondElement() {
    var produced: [Int] = []
    var received: [Event<Int>] = []
    _ = Observable.range(start: 1, count: 100)
      .map { value -> Int in
        produced.append(value)
        return value
      }
      .asSingle()
      .asObservable()
      .subscribe { received.append($0) }
    XCTAssertEqual(produced, [1, 2])
    XCTAssertEqual(received, [.error(RxError.moreThanOneElement)])
  }

  // MARK: asMaybe

  func testAsMaybeOfNeverSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           ^")
      m.expect("                 -") { xs.asMaybe() }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testAsMaybeOfEmptyCompletes() {
    assertMarbles { m in
      let xs = m.hot("           1----^----|")
      m.expect("                      -----|") { xs.asMaybe() }
      m.expectSubscriptions(xs, "     ^----!")
    }
  }

  func testAsMaybeOfOneElementSendsItOnCompletion() {
    assertMarbles { m in
      let xs = m.hot("           ^1---|")
      m.expect("                 -----(1|)") { xs.asMaybe() }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testAsMaybeOfTwoElementsFailsAtTheSecond() {
    assertMarbles { m in
      let xs = m.hot("           ^12--|")
      m.expect("                 --#", error: RxError.moreThanOneElement) { xs.asMaybe() }
      m.expectSubscriptions(xs, "^-!")
    }
  }

  func testAsMaybeForwardsTheError() {
    assertMarbles { m in
      let xs = m.hot("           ^1---#")
      m.expect("                 -----#") { xs.asMaybe() }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testAsMaybeDisposedEarlyUnsubscribes() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^1--------|")
      m.expect("                 -") { xs.asMaybe() }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  // MARK: first

  func testFirstOfNeverSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           ^")
      m.expect("                 -") { xs.first() }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testFirstOfEmptySendsNil() {
    assertMarbles { m in
      let xs = m.hot("           1----^----|")
      m.expect("                      -----(a|)", values: ["a": nil]) { xs.first() }
      m.expectSubscriptions(xs, "     ^----!")
    }
  }

  func testFirstSendsTheFirstElementAtOnceAndUnsubscribes() {
    assertMarbles { m in
      let xs = m.hot("           ^1   2--|")
      m.expect("                 -(1|)", values: ["1": 1]) { xs.first() }
      m.expectSubscriptions(xs, "^!")
    }
  }

  func testFirstForwardsTheError() {
    assertMarbles { m in
      let xs = m.hot("           ^----#")
      m.expect("                 -----#") { xs.first() }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testFirstDisposedEarlyUnsubscribes() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^---------1")
      m.expect("                 -") { xs.first() }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testFirstOfASynchronousSourceStopsItAfterTheFirstElement() {
    var produced: [Int] = []
    var received: [Int?] = []
    _ = Observable.range(start: 1, count: 100)
      .map { value -> Int in
        produced.append(value)
        return value
      }
      .first()
      .subscribe(onSuccess: { received.append($0) })
    XCTAssertEqual(produced, [1])
    XCTAssertEqual(received, [1])
  }

  // MARK: asCompletable

  func testAsCompletableForwardsCompletion() {
    assertMarbles { m in
      let xs = m.hot("           ^----|", values: [String: Never]())
      m.expect("                 -----|") { xs.asCompletable() }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testAsCompletableForwardsTheError() {
    assertMarbles { m in
      let xs = m.hot("           ^----#", values: [String: Never]())
      m.expect("                 -----#") { xs.asCompletable() }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testAsCompletableDisposedEarlyUnsubscribes() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^---------|", values: [String: Never]())
      m.expect("                 -") { xs.asCompletable() }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  // MARK: Single.asMaybe

  func testSingleAsMaybeKeepsTheElementAndTheError() {
    var received: [String] = []
    _ = Single.just(1).asMaybe().subscribe(
      onSuccess: { received.append("success \($0)") }, onCompleted: { received.append("empty") })
    _ = Single<Int>.error(testError).asMaybe().subscribe(onError: {
      received.append("error \($0)")
    })
    XCTAssertEqual(received, ["success 1", "error test error"])
  }

  func testIgnoreElementsAsCompletableDropsElementsAndKeepsTheCompletion() {
    assertMarbles { m in
      let xs = m.hot("           ^12--|")
      m.expect("                 -----|") { xs.ignoreElements().asCompletable() }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testIgnoreElementsAsCompletableForwardsTheError() {
    assertMarbles { m in
      let xs = m.hot("           ^1---#")
      m.expect("                 -----#") { xs.ignoreElements().asCompletable() }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  // MARK: Single.asCompletable

  func testSingleAsCompletableOfNeverSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           ^")
      m.expect("                 -") { xs.asSingle().asCompletable() }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testSingleAsCompletableCompletesWhenTheSingleSucceeds() {
    assertMarbles { m in
      let xs = m.hot("           ^1---|")
      m.expect("                 -----|") { xs.asSingle().asCompletable() }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testSingleAsCompletableForwardsTheError() {
    assertMarbles { m in
      let xs = m.hot("           ^----#")
      m.expect("                 -----#") { xs.asSingle().asCompletable() }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testSingleAsCompletableDisposedEarlyUnsubscribes() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^1--------|")
      m.expect("                 -") { xs.asSingle().asCompletable() }
      m.expectSubscriptions(xs, "^----!")
    }
  }
}
