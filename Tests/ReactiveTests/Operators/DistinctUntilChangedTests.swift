import Reactive
import ReactiveTest
import XCTest

final class DistinctUntilChangedTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.distinctUntilChanged() }
  }

  func testEmptySourceCompletes() {
    assertOperator(
      hot: [.next(150, 1), .completed(250)], sends: [Recorded<Event<Int>>.completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.distinctUntilChanged() }
  }

  func testConsecutiveDuplicatesAreDropped() {
    assertOperator(
      hot: [
        .next(150, 1), .next(210, 2), .next(215, 2), .next(220, 3), .next(225, 3), .next(230, 2),
        .completed(250),
      ],
      sends: [.next(210, 2), .next(220, 3), .next(230, 2), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.distinctUntilChanged() }
  }

  func testTheFirstElementIsAlwaysSent() {
    assertOperator(
      hot: [.next(150, 2), .next(210, 2), .completed(250)],
      sends: [.next(210, 2), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.distinctUntilChanged() }
  }

  func testSourceErrorIsForwarded() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 2), .error(230, testError)],
      sends: [.next(210, 2), .error(230, testError)],
      subscriptions: [Subscription(200, 230)]
    ) { $0.distinctUntilChanged() }
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    assertOperator(
      hot: [.next(210, 2), .next(260, 3), .completed(300)], disposed: 250,
      sends: [.next(210, 2)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.distinctUntilChanged() }
  }

  func testKeySelectorComparesKeys() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 4), .next(230, 5), .next(240, 7), .completed(250)],
      sends: [.next(210, 2), .next(230, 5), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.distinctUntilChanged { $0 % 2 } }
  }

  func testComparerDecidesEquality() {
    assertOperator(
      hot: [.next(210, 1), .next(220, 2), .next(230, 5), .next(240, 4), .completed(250)],
      sends: [.next(210, 1), .next(230, 5), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.distinctUntilChanged { abs($0 - $1) <= 1 } }
  }

  func testComparerComparesWithTheLastSentElementNotTheLastReceived() {
    assertOperator(
      hot: [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)],
      sends: [.next(210, 1), .next(230, 3), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.distinctUntilChanged { abs($0 - $1) <= 1 } }
  }

  func testKeySelectorAndComparerCombine() {
    assertOperator(
      hot: [.next(210, "a"), .next(220, "A"), .next(230, "b"), .completed(250)],
      sends: [.next(210, "a"), .next(230, "b"), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.distinctUntilChanged({ $0.lowercased() }, comparer: { $0 == $1 }) }
  }

  func testKeySelectorIsCalledOncePerElement() {
    var calls = 0
    _ = Observable.of(1, 1, 2).distinctUntilChanged { value -> Int in
      calls += 1
      return value
    }.subscribe()
    XCTAssertEqual(calls, 3)
  }

  func testKeyPathComparesTheProperty() {
    struct Reading: Equatable {
      let room: String
      let celsius: Int
    }
    let first = Reading(room: "a", celsius: 20)
    let second = Reading(room: "b", celsius: 20)
    let third = Reading(room: "c", celsius: 21)
    assertOperator(
      hot: [.next(210, first), .next(220, second), .next(230, third), .completed(250)],
      sends: [.next(210, first), .next(230, third), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.distinctUntilChanged(at: \.celsius) }
  }

  func testThrowingKeySelectorSendsErrorAndUnsubscribes() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)],
      sends: [.next(210, 2), .error(220, testError)],
      subscriptions: [Subscription(200, 220)]
    ) {
      $0.distinctUntilChanged { value -> Int in
        if value == 3 { throw testError }
        return value
      }
    }
  }

  func testThrowingComparerSendsErrorAndUnsubscribes() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)],
      sends: [.next(210, 2), .error(220, testError)],
      subscriptions: [Subscription(200, 220)]
    ) {
      $0.distinctUntilChanged { (_: Int, _: Int) -> Bool in throw testError }
    }
  }

  func testAnElementSentUpstreamFromInsideOnNextIsComparedWithTheOneBeingSent() {
    let source = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = source.distinctUntilChanged()
      .subscribe(onNext: { value in
        received.append(value)
        if received == [1] {
          source.onNext(1)
          source.onNext(2)
        }
      })
    source.onNext(1)
    source.onNext(2)
    source.onNext(1)
    XCTAssertEqual(received, [1, 2, 1])
    subscription.dispose()
  }

  func testEachSubscriptionComparesWithItsOwnLastElement() {
    let source = PublishSubject<Int>()
    let distinct = source.distinctUntilChanged()
    var first: [Int] = []
    var second: [Int] = []
    let firstSubscription = distinct.subscribe(onNext: { first.append($0) })
    source.onNext(1)
    source.onNext(2)
    let secondSubscription = distinct.subscribe(onNext: { second.append($0) })
    source.onNext(2)
    source.onNext(3)
    XCTAssertEqual(first, [1, 2, 3])
    XCTAssertEqual(second, [2, 3])
    firstSubscription.dispose()
    secondSubscription.dispose()
  }

  func testEndingTheSubscriptionReleasesTheLastElement() {
    assertReleasesResources { $0.distinctUntilChanged() }
  }

  func testEndingTheSubscriptionReleasesTheLastKey() {
    assertReleasesResources { $0.distinctUntilChanged({ $0 }, comparer: { $0 === $1 }) }
  }
}
