import Reactive
import ReactiveTest
import XCTest

final class InfallibleCombineLatestTests: ReactiveTestCase {
  func testEveryElementCombinesWithTheLatestOfTheOthers() {
    assertCombinesTheLatestOfEach { xs, ys in
      Infallible.combineLatest(
        xs.asInfallible(onErrorJustReturn: -1), ys.asInfallible(onErrorJustReturn: "")
      ) { "\($0)\($1)" }.asObservable()
    }
  }

  func testTupleFormsOfEveryArityCombine() {
    var received: [String] = []
    let one = Infallible.just(1)
    _ = Infallible.combineLatest(one, one).subscribe(onNext: { received.append("\($0)") })
    _ = Infallible.combineLatest(one, one, one).subscribe(onNext: { received.append("\($0)") })
    _ = Infallible.combineLatest(one, one, one, one)
      .subscribe(onNext: { received.append("\($0)") })
    _ = Infallible.combineLatest(one, one, one, one, one)
      .subscribe(onNext: { received.append("\($0)") })
    _ = Infallible.combineLatest(one, one, one, one, one, one)
      .subscribe(onNext: { received.append("\($0)") })
    _ = Infallible.combineLatest(one, one, one, one, one, one, one)
      .subscribe(onNext: { received.append("\($0)") })
    _ = Infallible.combineLatest(one, one, one, one, one, one, one, one)
      .subscribe(onNext: { received.append("\($0)") })
    XCTAssertEqual(
      received,
      [
        "(1, 1)", "(1, 1, 1)", "(1, 1, 1, 1)", "(1, 1, 1, 1, 1)", "(1, 1, 1, 1, 1, 1)",
        "(1, 1, 1, 1, 1, 1, 1)", "(1, 1, 1, 1, 1, 1, 1, 1)",
      ])
  }

  func testSelectorFormsOfEveryArityCombine() {
    var received: [Int] = []
    let one = Infallible.just(1)
    _ = Infallible.combineLatest(one, one, one) { $0 + $1 + $2 }
      .subscribe(onNext: { received.append($0) })
    _ = Infallible.combineLatest(one, one, one, one) { $0 + $1 + $2 + $3 }
      .subscribe(onNext: { received.append($0) })
    _ = Infallible.combineLatest(one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 }
      .subscribe(onNext: { received.append($0) })
    _ = Infallible.combineLatest(one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 }
      .subscribe(onNext: { received.append($0) })
    _ = Infallible.combineLatest(one, one, one, one, one, one, one) {
      $0 + $1 + $2 + $3 + $4 + $5 + $6
    }.subscribe(onNext: { received.append($0) })
    _ = Infallible.combineLatest(one, one, one, one, one, one, one, one) {
      $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
    }.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [3, 4, 5, 6, 7, 8])
  }

  func testCollectionFormsCombineInTheCollectionsOrder() {
    var received: [String] = []
    let sources = [Infallible.just(1), Infallible.just(2)]
    _ = Infallible.combineLatest(sources).subscribe(onNext: { received.append("\($0)") })
    _ = Infallible.combineLatest(sources) { $0.reduce(0, +) }
      .subscribe(onNext: { received.append("\($0)") })
    XCTAssertEqual(received, ["[1, 2]", "3"])
  }

  func testThrowingSelectorEndsTheSequenceWithItsErrorAsInRxSwift() {
    var received: [Event<Int>] = []
    let sources = [Infallible.just(1), Infallible.just(2)]
    _ = Infallible.combineLatest(sources[0], sources[1]) { _, _ -> Int in throw testError }
      .asObservable().subscribe { received.append($0) }
    _ = Infallible.combineLatest(sources) { _ -> Int in throw testError }
      .asObservable().subscribe { received.append($0) }
    XCTAssertEqual(received, [.error(testError), .error(testError)])
  }
}
