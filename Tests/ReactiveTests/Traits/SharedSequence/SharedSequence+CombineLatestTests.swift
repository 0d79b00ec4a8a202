import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceCombineLatestTests: ReactiveTestCase {
  func testNeverSourcesSendNothing() {
    assertOperator(
      hot: [.next(150, 1)], other: [.next(150, "a")], sends: [Recorded<Event<String>>](),
      sourceSubscriptions: [Subscription(200, 1000)],
      otherSubscriptions: [Subscription(200, 1000)]
    ) { xs, ys in
      Driver.combineLatest(
        xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: "")
      ) { "\($0)\($1)" }.asObservable()
    }
  }

  func testSourceCompletingWithoutElementsCompletesAtOnce() {
    assertOperator(
      hot: [.completed(230)] as [Recorded<Event<Int>>],
      other: [.completed(250)] as [Recorded<Event<String>>],
      sends: [Recorded<Event<String>>.completed(230)],
      sourceSubscriptions: [Subscription(200, 230)],
      otherSubscriptions: [Subscription(200, 230)]
    ) { xs, ys in
      Driver.combineLatest(
        xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: "")
      ) { "\($0)\($1)" }.asObservable()
    }
  }

  func testEveryElementCombinesWithTheLatestOfTheOthers() {
    assertOperator(
      hot: [.next(210, 1), .next(230, 2), .completed(240)],
      other: [.next(220, "a"), .next(235, "b"), .completed(250)],
      sends: [.next(220, "1a"), .next(230, "2a"), .next(235, "2b"), .completed(250)],
      sourceSubscriptions: [Subscription(200, 240)],
      otherSubscriptions: [Subscription(200, 250)]
    ) { xs, ys in
      Driver.combineLatest(
        xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: "")
      ) { "\($0)\($1)" }.asObservable()
    }
  }

  func testDisposedEarlyUnsubscribesEverySource() {
    assertOperator(
      hot: [.next(210, 1), .next(260, 2)], other: [.next(220, "a")], disposed: 250,
      sends: [.next(220, "1a")],
      sourceSubscriptions: [Subscription(200, 250)],
      otherSubscriptions: [Subscription(200, 250)]
    ) { xs, ys in
      Driver.combineLatest(
        xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: "")
      ) { "\($0)\($1)" }.asObservable()
    }
  }

  func testTupleFormsOfEveryArityCombine() {
    var received: [String] = []
    let one = Driver.just(1)
    _ = Driver.combineLatest(one, one).drive(onNext: { received.append("\($0)") })
    _ = Driver.combineLatest(one, one, one).drive(onNext: { received.append("\($0)") })
    _ = Driver.combineLatest(one, one, one, one)
      .drive(onNext: { received.append("\($0)") })
    _ = Driver.combineLatest(one, one, one, one, one)
      .drive(onNext: { received.append("\($0)") })
    _ = Driver.combineLatest(one, one, one, one, one, one)
      .drive(onNext: { received.append("\($0)") })
    _ = Driver.combineLatest(one, one, one, one, one, one, one)
      .drive(onNext: { received.append("\($0)") })
    _ = Driver.combineLatest(one, one, one, one, one, one, one, one)
      .drive(onNext: { received.append("\($0)") })
    XCTAssertEqual(
      received,
      [
        "(1, 1)", "(1, 1, 1)", "(1, 1, 1, 1)", "(1, 1, 1, 1, 1)", "(1, 1, 1, 1, 1, 1)",
        "(1, 1, 1, 1, 1, 1, 1)", "(1, 1, 1, 1, 1, 1, 1, 1)",
      ])
  }

  func testSelectorFormsOfEveryArityCombine() {
    var received: [Int] = []
    let one = Driver.just(1)
    _ = Driver.combineLatest(one, one, one) { $0 + $1 + $2 }
      .drive(onNext: { received.append($0) })
    _ = Driver.combineLatest(one, one, one, one) { $0 + $1 + $2 + $3 }
      .drive(onNext: { received.append($0) })
    _ = Driver.combineLatest(one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 }
      .drive(onNext: { received.append($0) })
    _ = Driver.combineLatest(one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 }
      .drive(onNext: { received.append($0) })
    _ = Driver.combineLatest(one, one, one, one, one, one, one) {
      $0 + $1 + $2 + $3 + $4 + $5 + $6
    }.drive(onNext: { received.append($0) })
    _ = Driver.combineLatest(one, one, one, one, one, one, one, one) {
      $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
    }.drive(onNext: { received.append($0) })
    XCTAssertEqual(received, [3, 4, 5, 6, 7, 8])
  }

  func testCollectionFormsCombineInTheCollectionsOrder() {
    var received: [String] = []
    let sources = [Driver.just(1), Driver.just(2)]
    _ = Driver.combineLatest(sources).drive(onNext: { received.append("\($0)") })
    _ = Driver.combineLatest(sources) { $0.reduce(0, +) }
      .drive(onNext: { received.append("\($0)") })
    XCTAssertEqual(received, ["[1, 2]", "3"])
  }
}
