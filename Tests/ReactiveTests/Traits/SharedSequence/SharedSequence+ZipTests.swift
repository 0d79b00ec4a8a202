import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceZipTests: ReactiveTestCase {
  func testNeverSourcesSendNothing() {
    assertOperator(
      hot: [.next(150, 1)], other: [.next(150, "a")], sends: [Recorded<Event<String>>](),
      sourceSubscriptions: [Subscription(200, 1000)],
      otherSubscriptions: [Subscription(200, 1000)]
    ) { xs, ys in
      Driver.zip(
        xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: "")
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
      Driver.zip(
        xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: "")
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
      Driver.zip(
        xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: "")
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
      Driver.zip(
        xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: "")
      ) { "\($0)\($1)" }.asObservable()
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
}
