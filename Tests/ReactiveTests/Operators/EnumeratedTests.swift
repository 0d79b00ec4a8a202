import Reactive
import ReactiveTest
import XCTest

final class EnumeratedTests: ReactiveTestCase {
  /// Applies `enumerated()` and turns each pair into an equatable `"index:element"`.
  private func enumerate(_ source: Observable<String>) -> Observable<String> {
    source.enumerated().map { "\($0.index):\($0.element)" }
  }

  func testNeverSourceSendsNothing() {
    assertOperator(
      hot: [.next(150, "a")], sends: [Recorded<Event<String>>](),
      subscriptions: [Subscription(200, 1000)], enumerate)
  }

  func testEmptySourceCompletes() {
    assertOperator(
      hot: [.next(150, "a"), .completed(250)], sends: [Recorded<Event<String>>.completed(250)],
      subscriptions: [Subscription(200, 250)], enumerate)
  }

  func testElementsArePairedWithTheirIndexFromZero() {
    assertOperator(
      hot: [.next(150, "x"), .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(250)],
      sends: [.next(210, "0:a"), .next(220, "1:b"), .next(230, "2:c"), .completed(250)],
      subscriptions: [Subscription(200, 250)], enumerate)
  }

  func testSourceErrorIsForwarded() {
    assertOperator(
      hot: [.next(210, "a"), .error(230, testError)],
      sends: [.next(210, "0:a"), .error(230, testError)],
      subscriptions: [Subscription(200, 230)], enumerate)
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    assertOperator(
      hot: [.next(210, "a"), .next(260, "b"), .completed(300)], disposed: 250,
      sends: [.next(210, "0:a")],
      subscriptions: [Subscription(200, 250)], enumerate)
  }

  func testEachSubscriptionCountsFromZero() {
    let pairs = Observable.of("a", "b").enumerated().map(\.index)
    var received: [Int] = []
    _ = pairs.subscribe(onNext: { received.append($0) })
    _ = pairs.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [0, 1, 0, 1])
  }

  func testReentrantElementGetsTheNextIndex() {
    let subject = PublishSubject<String>()
    var received: [String] = []
    let subscription = subject.enumerated().subscribe(onNext: { pair in
      received.append("\(pair.index):\(pair.element)")
      if pair.element == "a" { subject.onNext("b") }
    })
    subject.onNext("a")
    subject.onNext("c")
    subscription.dispose()
    XCTAssertEqual(received, ["0:a", "1:b", "2:c"])
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    assertReleasesResources { $0.enumerated() }
  }
}
