import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceZipTests: ReactiveTestCase {
  // MARK: Single

  func testSingleZipOfANeverSingleSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           ^1|")
      let ys = m.hot("           ^", of: String.self)
      m.expect("                 -") { Single.zip(xs.asSingle(), ys.asSingle()) { "\($0)\($1)" } }
      m.expectSubscriptions(xs, "^-!")
      m.expectSubscriptions(ys, "^-- @1000 !")
    }
  }

  func testSingleZipCombinesBothElementsWhenTheLastArrives() {
    assertMarbles { m in
      let xs = m.hot("           ^1|")
      let ys = m.hot("           ^--a|", of: String.self)
      m.expect("                 ----('1a'|)") {
        Single.zip(xs.asSingle(), ys.asSingle()) { "\($0)\($1)" }
      }
      m.expectSubscriptions(xs, "^-!")
      m.expectSubscriptions(ys, "^---!")
    }
  }

  func testSingleZipErrorDisposesTheOtherSingle() {
    assertMarbles { m in
      let xs = m.hot("           ^#")
      let ys = m.hot("           ^--a|", of: String.self)
      m.expect("                 -#") { Single.zip(xs.asSingle(), ys.asSingle()) { "\($0)\($1)" } }
      m.expectSubscriptions(xs, "^!")
      m.expectSubscriptions(ys, "^!")
    }
  }

  func testSingleZipDisposedEarlyUnsubscribesBoth() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^1|")
      let ys = m.hot("           ^---------(a|)", of: String.self)
      m.expect("                 -") {
        Single.zip(xs.asSingle(), ys.asSingle()) { "\($0)\($1)" }
      }
      m.expectSubscriptions(xs, "^-!")
      m.expectSubscriptions(ys, "^----!")
    }
  }

  func testSingleZipSelectorThatThrowsFails() {
    assertMarbles { m in
      let xs = m.hot("           ^1|")
      let ys = m.hot("           ^--a|", of: String.self)
      m.expect("                 ----#") {
        Single.zip(xs.asSingle(), ys.asSingle()) { _, _ -> String in throw testError }
      }
      m.expectSubscriptions(xs, "^-!")
      m.expectSubscriptions(ys, "^---!")
    }
  }

  func testSingleZipOfTwoMakesATuple() {
    var received: [String] = []
    _ = Single.zip(Single.just(1), Single.just("a"))
      .subscribe(onSuccess: { received.append("\($0.0)\($0.1)") })
    XCTAssertEqual(received, ["1a"])
  }

  func testSingleZipOfEveryArityCombinesEveryElement() {
    var received: [Int] = []
    let one = Single.just(1)
    _ = Single.zip(one, one, one) { $0 + $1 + $2 }.subscribe(onSuccess: { received.append($0) })
    _ = Single.zip(one, one, one, one) { $0 + $1 + $2 + $3 }
      .subscribe(onSuccess: { received.append($0) })
    _ = Single.zip(one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 }
      .subscribe(onSuccess: { received.append($0) })
    _ = Single.zip(one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 }
      .subscribe(onSuccess: { received.append($0) })
    _ = Single.zip(one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
      .subscribe(onSuccess: { received.append($0) })
    _ = Single.zip(one, one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
      .subscribe(onSuccess: { received.append($0) })
    XCTAssertEqual(received, [3, 4, 5, 6, 7, 8])
  }

  func testSingleZipOfEveryArityMakesTuples() {
    var received: [String] = []
    let one = Single.just(1)
    _ = Single.zip(one, one, one).subscribe(onSuccess: { received.append("\($0)") })
    _ = Single.zip(one, one, one, one).subscribe(onSuccess: { received.append("\($0)") })
    _ = Single.zip(one, one, one, one, one).subscribe(onSuccess: { received.append("\($0)") })
    _ = Single.zip(one, one, one, one, one, one).subscribe(onSuccess: { received.append("\($0)") })
    _ = Single.zip(one, one, one, one, one, one, one)
      .subscribe(onSuccess: { received.append("\($0)") })
    _ = Single.zip(one, one, one, one, one, one, one, one)
      .subscribe(onSuccess: { received.append("\($0)") })
    XCTAssertEqual(
      received,
      [
        "(1, 1, 1)", "(1, 1, 1, 1)", "(1, 1, 1, 1, 1)", "(1, 1, 1, 1, 1, 1)",
        "(1, 1, 1, 1, 1, 1, 1)", "(1, 1, 1, 1, 1, 1, 1, 1)",
      ])
  }

  func testSingleZipOfACollectionSendsTheElementsInOrder() {
    assertMarbles { m in
      let xs = m.hot("           ^-   (1|)")
      let ys = m.hot("           ^(2|)")
      m.expect("                 --   (a|)", values: ["a": [1, 2]]) {
        Single.zip([xs.asSingle(), ys.asSingle()])
      }
      m.expectSubscriptions(xs, "^-   !")
      m.expectSubscriptions(ys, "^!")
    }
  }

  func testSingleZipOfACollectionWithASelectorCombinesTheElements() {
    var received: [Int] = []
    _ = Single.zip([Single.just(1), Single.just(2)]) { $0.reduce(0, +) }
      .subscribe(onSuccess: { received.append($0) })
    XCTAssertEqual(received, [3])
  }

  func testSingleZipOfAnEmptyCollectionSucceedsWithAnEmptyArray() {
    var received: [[Int]] = []
    _ = Single.zip([Single<Int>]()).subscribe(onSuccess: { received.append($0) })
    XCTAssertEqual(received, [[]])
  }

  func testSingleZipOfAnEmptyCollectionCallsTheSelectorOnSubscription() {
    var received: [String] = []
    let zipped = Single.zip([Single<Int>]()) { "\($0.count) elements" }
    XCTAssertEqual(received, [])
    _ = zipped.subscribe(onSuccess: { received.append($0) })
    _ = Single.zip([Single<Int>]()) { _ -> Int in throw testError }
      .subscribe(onFailure: { received.append("\($0)") })
    XCTAssertEqual(received, ["0 elements", "test error"])
  }

  // MARK: Maybe

  func testMaybeZipCompletesEmptyOnceTheOtherMaybeHasSucceeded() {
    assertMarbles { m in
      let xs = m.hot("           ^-|")
      let ys = m.hot("           ^--a|", of: String.self)
      m.expect("                 ----|") { Maybe.zip(xs.asMaybe(), ys.asMaybe()) { "\($0)\($1)" } }
      m.expectSubscriptions(xs, "^-!")
      m.expectSubscriptions(ys, "^---!")
    }
  }

  func testMaybeZipOfAnEmptyAndANeverMaybeSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           ^-|")
      let ys = m.hot("           ^", of: String.self)
      m.expect("                 -") { Maybe.zip(xs.asMaybe(), ys.asMaybe()) { "\($0)\($1)" } }
      m.expectSubscriptions(xs, "^-!")
      m.expectSubscriptions(ys, "^-- @1000 !")
    }
  }

  func testMaybeZipCombinesBothElements() {
    assertMarbles { m in
      let xs = m.hot("           ^1|")
      let ys = m.hot("           ^--a|", of: String.self)
      m.expect("                 ----('1a'|)") {
        Maybe.zip(xs.asMaybe(), ys.asMaybe()) { "\($0)\($1)" }
      }
      m.expectSubscriptions(xs, "^-!")
      m.expectSubscriptions(ys, "^---!")
    }
  }

  func testMaybeZipOfANeverMaybeSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("^1|")
      let ys = m.hot("^", of: String.self)
      m.expect("      -") { Maybe.zip(xs.asMaybe(), ys.asMaybe()).map { "\($0)" } }
      m.expectSubscriptions(xs, "^-!")
      m.expectSubscriptions(ys, "^ @1000 !")
    }
  }

  func testMaybeZipErrorDisposesTheOtherMaybe() {
    assertMarbles { m in
      let xs = m.hot("           ^1|")
      let ys = m.hot("           ^--#")
      m.expect("                 ---#") { Maybe.zip(xs.asMaybe(), ys.asMaybe()) { $0 + $1 } }
      m.expectSubscriptions(xs, "^-!")
      m.expectSubscriptions(ys, "^--!")
    }
  }

  func testMaybeZipDisposedEarlyUnsubscribesBoth() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^1--------|")
      let ys = m.hot("           ^---------(1|)")
      m.expect("                 -") { Maybe.zip(xs.asMaybe(), ys.asMaybe()) { $0 + $1 } }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "^----!")
    }
  }

  func testMaybeZipSelectorThatThrowsFails() {
    var received: [String] = []
    _ = Maybe.zip(Maybe.just(1), Maybe.just(2)) { _, _ -> Int in throw testError }
      .subscribe(onError: { received.append("\($0)") })
    XCTAssertEqual(received, ["test error"])
  }

  func testMaybeZipOfEveryArityCombinesEveryElement() {
    var received: [Int] = []
    let one = Maybe.just(1)
    _ = Maybe.zip(one, one, one) { $0 + $1 + $2 }.subscribe(onSuccess: { received.append($0) })
    _ = Maybe.zip(one, one, one, one) { $0 + $1 + $2 + $3 }
      .subscribe(onSuccess: { received.append($0) })
    _ = Maybe.zip(one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 }
      .subscribe(onSuccess: { received.append($0) })
    _ = Maybe.zip(one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 }
      .subscribe(onSuccess: { received.append($0) })
    _ = Maybe.zip(one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
      .subscribe(onSuccess: { received.append($0) })
    _ = Maybe.zip(one, one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
      .subscribe(onSuccess: { received.append($0) })
    XCTAssertEqual(received, [3, 4, 5, 6, 7, 8])
  }

  func testMaybeZipOfEveryArityMakesTuples() {
    var received: [String] = []
    let one = Maybe.just(1)
    _ = Maybe.zip(one, one).subscribe(onSuccess: { received.append("\($0)") })
    _ = Maybe.zip(one, one, one).subscribe(onSuccess: { received.append("\($0)") })
    _ = Maybe.zip(one, one, one, one).subscribe(onSuccess: { received.append("\($0)") })
    _ = Maybe.zip(one, one, one, one, one).subscribe(onSuccess: { received.append("\($0)") })
    _ = Maybe.zip(one, one, one, one, one, one).subscribe(onSuccess: { received.append("\($0)") })
    _ = Maybe.zip(one, one, one, one, one, one, one)
      .subscribe(onSuccess: { received.append("\($0)") })
    _ = Maybe.zip(one, one, one, one, one, one, one, one)
      .subscribe(onSuccess: { received.append("\($0)") })
    XCTAssertEqual(
      received,
      [
        "(1, 1)", "(1, 1, 1)", "(1, 1, 1, 1)", "(1, 1, 1, 1, 1)", "(1, 1, 1, 1, 1, 1)",
        "(1, 1, 1, 1, 1, 1, 1)", "(1, 1, 1, 1, 1, 1, 1, 1)",
      ])
  }

  func testMaybeZipOfACollectionSendsTheElementsOrCompletesEmpty() {
    var received: [String] = []
    _ = Maybe.zip([Maybe.just(1), Maybe.just(2)]).subscribe(onSuccess: { received.append("\($0)") })
    _ = Maybe.zip([Maybe.just(1), Maybe.empty()]).subscribe(
      onSuccess: { received.append("\($0)") }, onCompleted: { received.append("empty") })
    _ = Maybe.zip([Maybe.just(1), Maybe.just(2)]) { $0.reduce(0, +) }
      .subscribe(onSuccess: { received.append("\($0)") })
    _ = Maybe.zip([Maybe<Int>]()).subscribe(onSuccess: { received.append("\($0)") })
    _ = Maybe.zip([Maybe<Int>]()) { $0.count }.subscribe(onSuccess: { received.append("\($0)") })
    XCTAssertEqual(received, ["[1, 2]", "empty", "3", "[]", "0"])
  }

  // MARK: Completable

  func testCompletableZipCompletesWhenAllHaveCompleted() {
    assertMarbles { m in
      let xs = m.hot("           ^-|", values: [String: Never]())
      let ys = m.hot("           ^---|", values: [String: Never]())
      m.expect("                 ----|") { Completable.zip(xs.asCompletable(), ys.asCompletable()) }
      m.expectSubscriptions(xs, "^-!")
      m.expectSubscriptions(ys, "^---!")
    }
  }

  func testCompletableZipOfANeverCompletableSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           ^-|", values: [String: Never]())
      let ys = m.hot("           ^", values: [String: Never]())
      m.expect("                 -") { Completable.zip([xs.asCompletable(), ys.asCompletable()]) }
      m.expectSubscriptions(xs, "^-!")
      m.expectSubscriptions(ys, "^-- @1000 !")
    }
  }

  func testCompletableZipErrorDisposesTheOthers() {
    assertMarbles { m in
      let xs = m.hot("           ^-#", values: [String: Never]())
      let ys = m.hot("           ^---|", values: [String: Never]())
      m.expect("                 --#") { Completable.zip(xs.asCompletable(), ys.asCompletable()) }
      m.expectSubscriptions(xs, "^-!")
      m.expectSubscriptions(ys, "^-!")
    }
  }

  func testCompletableZipDisposedEarlyUnsubscribesAll() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^---------|", values: [String: Never]())
      let ys = m.hot("           ^---------|", values: [String: Never]())
      m.expect("                 -") {
        Completable.zip([xs, ys].lazy.map { $0.asCompletable() })
      }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "^----!")
    }
  }

  func testCompletableZipOfNothingCompletesAtOnce() {
    var received: [String] = []
    _ = Completable.zip([Completable]()).subscribe(onCompleted: { received.append("done") })
    XCTAssertEqual(received, ["done"])
  }
}
