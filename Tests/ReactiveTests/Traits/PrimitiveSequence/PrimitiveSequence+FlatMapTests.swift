import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceFlatMapTests: ReactiveTestCase {
  // MARK: Single.flatMap

  func testSingleFlatMapOfNeverNeverSubscribesTheInnerSingle() {
    assertMarbles { m in
      let xs = m.hot("           ^")
      let ys = m.cold("          -(a|)", of: String.self)
      m.expect("                 -") { xs.asSingle().flatMap { _ in ys.asSingle() } }
      m.expectSubscriptions(xs, "^ @1000 !")
      m.expectSubscriptions(ys)
    }
  }

  func testSingleFlatMapSubscribesTheInnerSingleWhenTheElementArrives() {
    var selected: [Int] = []
    assertMarbles { m in
      let xs = m.hot("           ^2---|")
      let ys = m.cold("          -(a|)", of: String.self)
      m.expect("                 ------(a|)") {
        xs.asSingle().flatMap { element -> Single<String> in
          selected.append(element)
          return ys.asSingle()
        }
      }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "-----^!")
    }
    XCTAssertEqual(selected, [2])
  }

  func testSingleFlatMapForwardsTheSourceError() {
    assertMarbles { m in
      let xs = m.hot("           ^----#")
      let ys = m.cold("          -(a|)", of: String.self)
      m.expect("                 -----#") { xs.asSingle().flatMap { _ in ys.asSingle() } }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys)
    }
  }

  func testSingleFlatMapForwardsTheInnerError() {
    assertMarbles { m in
      let xs = m.hot("           ^2---|")
      let ys = m.cold("          -#", of: String.self)
      m.expect("                 ------#") { xs.asSingle().flatMap { _ in ys.asSingle() } }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "-----^!")
    }
  }

  func testSingleFlatMapDisposedDuringTheInnerSingleUnsubscribesIt() {
    assertMarbles(disposed: 300) { m in
      let xs = m.hot("           ^2---|")
      let ys = m.cold("          ----------(a|)", of: String.self)
      m.expect("                 -") { xs.asSingle().flatMap { _ in ys.asSingle() } }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "-----^----!")
    }
  }

  func testSingleFlatMapDisposedEarlyUnsubscribesTheSource() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^2--------|")
      let ys = m.cold("          -(a|)", of: String.self)
      m.expect("                 -") { xs.asSingle().flatMap { _ in ys.asSingle() } }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys)
    }
  }

  func testSingleFlatMapSelectorThatThrowsFails() {
    assertMarbles { m in
      let xs = m.hot("           ^2---|")
      m.expect("                 -----#") {
        xs.asSingle().flatMap { _ -> Single<String> in throw testError }
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testSingleFlatMapChainsSynchronousSingles() {
    var received: [String] = []
    _ = Single.just(2).flatMap { Single.just("movie \($0)") }
      .subscribe(onSuccess: { received.append($0) })
    XCTAssertEqual(received, ["movie 2"])
  }

  // MARK: Single.flatMapMaybe

  func testSingleFlatMapMaybeCompletesWhenTheMaybeIsEmpty() {
    assertMarbles { m in
      let xs = m.hot("           ^2---|")
      let ys = m.cold("          -|", of: String.self)
      m.expect("                 ------|") { xs.asSingle().flatMapMaybe { _ in ys.asMaybe() } }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "-----^!")
    }
  }

  func testSingleFlatMapMaybeSendsTheElementOfTheMaybe() {
    assertMarbles { m in
      let xs = m.hot("           ^2---|")
      let ys = m.cold("          -(a|)", of: String.self)
      m.expect("                 ------(a|)") { xs.asSingle().flatMapMaybe { _ in ys.asMaybe() } }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "-----^!")
    }
  }

  func testSingleFlatMapMaybeSelectorThatThrowsFails() {
    assertMarbles { m in
      let xs = m.hot("           ^2---|")
      m.expect("                 -----#") {
        xs.asSingle().flatMapMaybe { _ -> Maybe<String> in throw testError }
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  // MARK: Single.flatMapCompletable

  func testSingleFlatMapCompletableCompletesWithTheCompletable() {
    assertMarbles { m in
      let xs = m.hot("           ^2---|")
      let ys = m.cold("          -|", values: [String: Never]())
      m.expect("                 ------|") {
        xs.asSingle().flatMapCompletable { _ in ys.asCompletable() }
      }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "-----^!")
    }
  }

  func testSingleFlatMapCompletableForwardsTheSourceError() {
    assertMarbles { m in
      let xs = m.hot("           ^----#")
      let ys = m.cold("          -|", values: [String: Never]())
      m.expect("                 -----#") {
        xs.asSingle().flatMapCompletable { _ in ys.asCompletable() }
      }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys)
    }
  }

  func testSingleFlatMapCompletableSelectorThatThrowsFails() {
    assertMarbles { m in
      let xs = m.hot("           ^2---|")
      m.expect("                 -----#") {
        xs.asSingle().flatMapCompletable { _ -> Completable in throw testError }
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  // MARK: Maybe.flatMap

  func testMaybeFlatMapOfNeverSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           ^")
      let ys = m.cold("          -(a|)", of: String.self)
      m.expect("                 -") { xs.asMaybe().flatMap { _ in ys.asMaybe() } }
      m.expectSubscriptions(xs, "^ @1000 !")
      m.expectSubscriptions(ys)
    }
  }

  func testMaybeFlatMapOfEmptyCompletesWithoutSubscribingTheInnerMaybe() {
    assertMarbles { m in
      let xs = m.hot("           ^----|")
      let ys = m.cold("          -(a|)", of: String.self)
      m.expect("                 -----|") { xs.asMaybe().flatMap { _ in ys.asMaybe() } }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys)
    }
  }

  func testMaybeFlatMapSendsTheElementOfTheInnerMaybe() {
    assertMarbles { m in
      let xs = m.hot("           ^2---|")
      let ys = m.cold("          -(a|)", of: String.self)
      m.expect("                 ------(a|)") { xs.asMaybe().flatMap { _ in ys.asMaybe() } }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "-----^!")
    }
  }

  func testMaybeFlatMapForwardsTheSourceError() {
    assertMarbles { m in
      let xs = m.hot("           ^----#")
      let ys = m.cold("          -(a|)", of: String.self)
      m.expect("                 -----#") { xs.asMaybe().flatMap { _ in ys.asMaybe() } }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys)
    }
  }

  func testMaybeFlatMapDisposedEarlyUnsubscribesTheSource() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^2--------|")
      let ys = m.cold("          -(a|)", of: String.self)
      m.expect("                 -") { xs.asMaybe().flatMap { _ in ys.asMaybe() } }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys)
    }
  }

  func testMaybeFlatMapSelectorThatThrowsFails() {
    assertMarbles { m in
      let xs = m.hot("           ^2---|")
      m.expect("                 -----#") {
        xs.asMaybe().flatMap { _ -> Maybe<String> in throw testError }
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testEndingTheSubscriptionReleasesTheElement() {
    assertReleasesResources { $0.asMaybe().flatMap { Maybe.just($0) }.asObservable() }
  }
}
