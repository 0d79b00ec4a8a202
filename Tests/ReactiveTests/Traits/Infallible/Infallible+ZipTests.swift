import Reactive
import ReactiveTest
import XCTest

final class InfallibleZipTests: ReactiveTestCase {
  func testNeverSourcesSendNothing() {
    assertOperator(
      hot: [.next(150, 1)], other: [.next(150, "a")], sends: [Recorded<Event<String>>](),
      sourceSubscriptions: [Subscription(200, 1000)],
      otherSubscriptions: [Subscription(200, 1000)]
    ) { xs, ys in
      Infallible.zip(
        xs.asInfallible(onErrorJustReturn: -1), ys.asInfallible(onErrorJustReturn: "")
      ) { "\($0)\($1)" }.asObservable()
    }
  }

  func testEmptySourceCompletesAtOnce() {
    assertOperator(
      hot: [.completed(230)] as [Recorded<Event<Int>>],
      other: [.completed(250)] as [Recorded<Event<String>>],
      sends: [Recorded<Event<String>>.completed(230)],
      sourceSubscriptions: [Subscription(200, 230)],
      otherSubscriptions: [Subscription(200, 230)]
    ) { xs, ys in
      Infallible.zip(
        xs.asInfallible(onErrorJustReturn: -1), ys.asInfallible(onErrorJustReturn: "")
      ) { "\($0)\($1)" }.asObservable()
    }
  }

  func testElementsArePairedInOrder() {
    assertOperator(
      hot: [.next(210, 1), .next(230, 2), .completed(240)],
      other: [.next(220, "a"), .next(235, "b"), .next(245, "c"), .completed(250)],
      sends: [.next(220, "1a"), .next(235, "2b"), .completed(240)],
      sourceSubscriptions: [Subscription(200, 240)],
      otherSubscriptions: [Subscription(200, 240)]
    ) { xs, ys in
      Infallible.zip(
        xs.asInfallible(onErrorJustReturn: -1), ys.asInfallible(onErrorJustReturn: "")
      ) { "\($0)\($1)" }.asObservable()
    }
  }

  func testDisposedEarlyUnsubscribesEverySource() {
    assertOperator(
      hot: [.next(210, 1), .next(260, 2)], other: [.next(220, "a"), .next(270, "b")],
      disposed: 250, sends: [.next(220, "1a")],
      sourceSubscriptions: [Subscription(200, 250)],
      otherSubscriptions: [Subscription(200, 250)]
    ) { xs, ys in
      Infallible.zip(
        xs.asInfallible(onErrorJustReturn: -1), ys.asInfallible(onErrorJustReturn: "")
      ) { "\($0)\($1)" }.asObservable()
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
}
