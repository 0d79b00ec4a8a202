import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceZipTests: ReactiveTestCase {
  func testElementsArePairedInOrder() {
    assertPairsInOrder { xs, ys in
      Driver.zip(xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: "")) {
        "\($0)\($1)"
      }.asObservable()
    }
  }

  func testTupleFormsOfEveryArityPair() {
    var received: [String] = []
    let one = Driver.just(1)
    _ = Driver.zip(one, one).drive(onNext: { received.append("\($0)") })
    _ = Driver.zip(one, one, one).drive(onNext: { received.append("\($0)") })
    _ = Driver.zip(one, one, one, one)
      .drive(onNext: { received.append("\($0)") })
    _ = Driver.zip(one, one, one, one, one)
      .drive(onNext: { received.append("\($0)") })
    _ = Driver.zip(one, one, one, one, one, one)
      .drive(onNext: { received.append("\($0)") })
    _ = Driver.zip(one, one, one, one, one, one, one)
      .drive(onNext: { received.append("\($0)") })
    _ = Driver.zip(one, one, one, one, one, one, one, one)
      .drive(onNext: { received.append("\($0)") })
    XCTAssertEqual(
      received,
      [
        "(1, 1)", "(1, 1, 1)", "(1, 1, 1, 1)", "(1, 1, 1, 1, 1)", "(1, 1, 1, 1, 1, 1)",
        "(1, 1, 1, 1, 1, 1, 1)", "(1, 1, 1, 1, 1, 1, 1, 1)",
      ])
  }

  func testSelectorFormsOfEveryArityPair() {
    var received: [Int] = []
    let one = Driver.just(1)
    _ = Driver.zip(one, one, one) { $0 + $1 + $2 }
      .drive(onNext: { received.append($0) })
    _ = Driver.zip(one, one, one, one) { $0 + $1 + $2 + $3 }
      .drive(onNext: { received.append($0) })
    _ = Driver.zip(one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 }
      .drive(onNext: { received.append($0) })
    _ = Driver.zip(one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 }
      .drive(onNext: { received.append($0) })
    _ = Driver.zip(one, one, one, one, one, one, one) {
      $0 + $1 + $2 + $3 + $4 + $5 + $6
    }.drive(onNext: { received.append($0) })
    _ = Driver.zip(one, one, one, one, one, one, one, one) {
      $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
    }.drive(onNext: { received.append($0) })
    XCTAssertEqual(received, [3, 4, 5, 6, 7, 8])
  }

  func testCollectionFormsPairInTheCollectionsOrder() {
    var received: [String] = []
    let sources = [Driver.just(1), Driver.just(2)]
    _ = Driver.zip(sources).drive(onNext: { received.append("\($0)") })
    _ = Driver.zip(sources) { $0.reduce(0, +) }
      .drive(onNext: { received.append("\($0)") })
    XCTAssertEqual(received, ["[1, 2]", "3"])
  }

  func testThrowingSelectorEndsTheSequenceWithItsErrorAsInRxSwift() {
    var received: [Event<Int>] = []
    let sources = [Driver.just(1), Driver.just(2)]
    _ = Driver.zip(sources[0], sources[1]) { _, _ -> Int in throw testError }
      .asObservable().subscribe { received.append($0) }
    _ = Driver.zip(sources) { _ -> Int in throw testError }
      .asObservable().subscribe { received.append($0) }
    XCTAssertEqual(received, [.error(testError), .error(testError)])
  }
}
