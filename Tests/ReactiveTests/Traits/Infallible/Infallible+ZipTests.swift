import Reactive
import ReactiveTest
import XCTest

final class InfallibleZipTests: ReactiveTestCase {
  func testElementsArePairedInOrder() {
    assertPairsInOrder { xs, ys in
      Infallible.zip(xs.asInfallible(onErrorJustReturn: -1), ys.asInfallible(onErrorJustReturn: ""))
      { "\($0)\($1)" }.asObservable()
    }
  }

  func testTupleFormsOfEveryArityPair() {
    var received: [String] = []
    let one = Infallible.just(1)
    _ = Infallible.zip(one, one).subscribe(onNext: { received.append("\($0)") })
    _ = Infallible.zip(one, one, one).subscribe(onNext: { received.append("\($0)") })
    _ = Infallible.zip(one, one, one, one)
      .subscribe(onNext: { received.append("\($0)") })
    _ = Infallible.zip(one, one, one, one, one)
      .subscribe(onNext: { received.append("\($0)") })
    _ = Infallible.zip(one, one, one, one, one, one)
      .subscribe(onNext: { received.append("\($0)") })
    _ = Infallible.zip(one, one, one, one, one, one, one)
      .subscribe(onNext: { received.append("\($0)") })
    _ = Infallible.zip(one, one, one, one, one, one, one, one)
      .subscribe(onNext: { received.append("\($0)") })
    XCTAssertEqual(
      received,
      [
        "(1, 1)", "(1, 1, 1)", "(1, 1, 1, 1)", "(1, 1, 1, 1, 1)", "(1, 1, 1, 1, 1, 1)",
        "(1, 1, 1, 1, 1, 1, 1)", "(1, 1, 1, 1, 1, 1, 1, 1)",
      ])
  }

  func testSelectorFormsOfEveryArityPair() {
    var received: [Int] = []
    let one = Infallible.just(1)
    _ = Infallible.zip(one, one, one) { $0 + $1 + $2 }
      .subscribe(onNext: { received.append($0) })
    _ = Infallible.zip(one, one, one, one) { $0 + $1 + $2 + $3 }
      .subscribe(onNext: { received.append($0) })
    _ = Infallible.zip(one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 }
      .subscribe(onNext: { received.append($0) })
    _ = Infallible.zip(one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 }
      .subscribe(onNext: { received.append($0) })
    _ = Infallible.zip(one, one, one, one, one, one, one) {
      $0 + $1 + $2 + $3 + $4 + $5 + $6
    }.subscribe(onNext: { received.append($0) })
    _ = Infallible.zip(one, one, one, one, one, one, one, one) {
      $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
    }.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [3, 4, 5, 6, 7, 8])
  }

  func testCollectionFormsPairInTheCollectionsOrder() {
    var received: [String] = []
    let sources = [Infallible.just(1), Infallible.just(2)]
    _ = Infallible.zip(sources).subscribe(onNext: { received.append("\($0)") })
    _ = Infallible.zip(sources) { $0.reduce(0, +) }
      .subscribe(onNext: { received.append("\($0)") })
    XCTAssertEqual(received, ["[1, 2]", "3"])
  }

  func testThrowingSelectorEndsTheSequenceWithItsErrorAsInRxSwift() {
    var received: [Event<Int>] = []
    let sources = [Infallible.just(1), Infallible.just(2)]
    _ = Infallible.zip(sources[0], sources[1]) { _, _ -> Int in throw testError }
      .asObservable().subscribe { received.append($0) }
    _ = Infallible.zip(sources) { _ -> Int in throw testError }
      .asObservable().subscribe { received.append($0) }
    XCTAssertEqual(received, [.error(testError), .error(testError)])
  }
}
