import Reactive
import ReactiveTest
import XCTest

final class MapTests: ReactiveTestCase {
  func testNeverSourceSendsNothingAndIsDisposedAtTheEnd() {
    assertMarbles { m in
      let xs = m.hot("           ^")
      m.expect("                 -") { xs.map { $0 * 2 } }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testEmptySourceCompletes() {
    assertMarbles { m in
      let xs = m.hot("           1----^---------|")
      m.expect("                      ----------|") { xs.map { $0 * 2 } }
      m.expectSubscriptions(xs, "     ^---------!")
    }
  }

  func testValuesAreTransformedInOrder() {
    assertMarbles { m in
      let xs = m.hot("           1----^0124-----|")
      m.expect("                      -0248-----|") { xs.map { $0 * 2 } }
      m.expectSubscriptions(xs, "     ^---------!")
    }
  }

  func testSourceErrorIsForwarded() {
    assertMarbles { m in
      let xs = m.hot("           ^1--------#")
      m.expect("                 -2--------#") { xs.map { $0 * 2 } }
      m.expectSubscriptions(xs, "^---------!")
    }
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^1-------2|")
      m.expect("                 -2") { xs.map { $0 * 2 } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testThrowingTransformSendsErrorAndUnsubscribes() {
    assertMarbles { m in
      let xs = m.hot("           ^123------|")
      m.expect("                 -2#") {
        xs.map { value -> Int in
          if value == 2 { throw testError }
          return value * 2
        }
      }
      m.expectSubscriptions(xs, "^-!")
    }
  }

  func testSynchronousSourceWithThrowingTransformStopsTheSource() {
    var produced: [Int] = []
    var received: [Event<Int>] = []
    _ = Observable.range(start: 1, count: 100)
      .map { value -> Int in
        produced.append(value)
        return value
      }
      .map { value -> Int in
        if value == 3 { throw testError }
        return value
      }
      .subscribe { received.append($0) }
    XCTAssertEqual(produced, [1, 2, 3])
    XCTAssertEqual(received, [.next(1), .next(2), .error(testError)])
  }

  func testTransformRunsOncePerElementForEachSubscription() {
    var calls = 0
    let doubled = Observable.of(1, 2).map { value -> Int in
      calls += 1
      return value * 2
    }
    var received: [Int] = []
    _ = doubled.subscribe(onNext: { received.append($0) })
    _ = doubled.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [2, 4, 2, 4])
    XCTAssertEqual(calls, 4)
  }

  func testChainedTransformsApplyInOrder() {
    assertOperator(
      hot: [.next(210, 1), .next(220, 2), .completed(250)],
      sends: [.next(210, "11"), .next(220, "21"), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.map { $0 * 10 }.map { "\($0 + 1)" } }
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    assertReleasesResources { $0.map { [$0] } }
  }

  func testFunctionsKeyPathsAndClosuresOfEveryThrowingKindAreAccepted() {
    func doubled(_ value: Int) -> Int { value * 2 }
    func rejectingThree(_ value: Int) throws -> Int {
      if value == 3 { throw testError }
      return value
    }
    let typed: (Int) throws(TestError) -> Int = { value throws(TestError) in
      if value == 2 { throw testError }
      return value
    }
    let source = Observable.range(start: 1, count: 4)
    XCTAssertEqual(
      events(source.map(doubled)), [.next(2), .next(4), .next(6), .next(8), .completed])
    XCTAssertEqual(
      events(source.map(\.description)),
      [.next("1"), .next("2"), .next("3"), .next("4"), .completed])
    XCTAssertEqual(events(source.map(rejectingThree)), [.next(1), .next(2), .error(testError)])
    XCTAssertEqual(events(source.map(typed)), [.next(1), .error(testError)])
  }

  private func events<Element>(_ source: Observable<Element>) -> [Event<Element>] {
    var received: [Event<Element>] = []
    _ = source.subscribe { received.append($0) }
    return received
  }
}
