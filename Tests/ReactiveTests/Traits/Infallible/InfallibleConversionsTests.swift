import Reactive
import ReactiveTest
import XCTest

final class InfallibleConversionsTests: ReactiveTestCase {
  func testJustReturnOfNeverSendsNothing() {
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.asInfallible(onErrorJustReturn: -1).asObservable() }
  }

  func testJustReturnPassesElementsAndCompletion() {
    assertOperator(
      hot: [.next(150, 1), .next(210, 2), .completed(250)],
      sends: [.next(210, 2), .completed(250)], subscriptions: [Subscription(200, 250)]
    ) { $0.asInfallible(onErrorJustReturn: -1).asObservable() }
  }

  func testJustReturnReplacesTheErrorWithTheElementAndCompletion() {
    assertOperator(
      hot: [.next(210, 2), .error(250, testError)],
      sends: [.next(210, 2), .next(250, -1), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asInfallible(onErrorJustReturn: -1).asObservable() }
  }

  func testJustReturnDisposedEarlyUnsubscribes() {
    assertOperator(
      hot: [.next(210, 2), .error(300, testError)], disposed: 250, sends: [.next(210, 2)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asInfallible(onErrorJustReturn: -1).asObservable() }
  }

  func testFallbackToSubscribesTheFallbackOnError() {
    assertMarbles { m in
      let xs = m.hot("           ^2---#")
      let ys = m.cold("          -89|")
      let fallback = ys.asInfallible(onErrorJustReturn: -1)
      m.expect("                 -2----89|") { xs.asInfallible(onErrorFallbackTo: fallback) }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "-----^--!")
    }
  }

  func testFallbackToIsNotSubscribedWhenTheSourceCompletes() {
    assertMarbles { m in
      let xs = m.hot("           ^2---|")
      let ys = m.cold("          -8-|")
      let fallback = ys.asInfallible(onErrorJustReturn: -1)
      m.expect("                 -2---|") { xs.asInfallible(onErrorFallbackTo: fallback) }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys)
    }
  }

  func testFallbackToDisposedDuringTheFallbackUnsubscribesIt() {
    assertMarbles(disposed: 300) { m in
      let xs = m.hot("           ^----#")
      let ys = m.cold("          -8--------|")
      let fallback = ys.asInfallible(onErrorJustReturn: -1)
      m.expect("                 ------8") { xs.asInfallible(onErrorFallbackTo: fallback) }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "-----^----!")
    }
  }

  func testRecoverMakesTheContinuationFromTheError() {
    assertMarbles { m in
      let xs = m.hot("           ^a---#", of: String.self)
      m.expect("                 -a---('recovered from test error'|)") {
        xs.asInfallible(onErrorRecover: { error in Infallible.just("recovered from \(error)") })
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testRecoverOfNeverSendsNothingAndNeverCallsTheHandler() {
    var calls = 0
    assertMarbles { m in
      let xs = m.hot("           ^")
      m.expect("                 -") {
        xs.asInfallible(onErrorRecover: { _ in
          calls += 1
          return .empty()
        })
      }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
    XCTAssertEqual(calls, 0)
  }

  func testSingleBecomesAnInfallibleSequence() {
    var received: [Event<Int>] = []
    _ = Single<Int>.error(testError).asInfallible(onErrorJustReturn: 0)
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(0), .completed])
  }

  func testAsInfallibleOfAnInfallibleKeepsItsEvents() {
    var received: [Event<Int>] = []
    _ = Infallible.of(1, 2).asInfallible().subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(2), .completed])
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    assertReleasesResources { $0.asInfallible(onErrorRecover: { _ in .empty() }).asObservable() }
  }

  func testPublishRelayAsInfallibleSendsWhatItAcceptsLater() {
    let relay = PublishRelay<Int>()
    assertMarbles { m in
      m.scheduler.scheduleAt(150) { relay.accept(0) }
      m.scheduler.scheduleAt(210) { relay.accept(1) }
      m.expect("-1") { relay.asInfallible() }
    }
  }

  func testBehaviorRelayAsInfallibleStartsWithTheCurrentValue() {
    let relay = BehaviorRelay(value: 10)
    assertMarbles { m in
      m.scheduler.scheduleAt(210) { relay.accept(11) }
      m.expect("'10''11'") { relay.asInfallible() }
    }
  }

  func testReplayRelayAsInfallibleStartsWithTheReplay() {
    let relay = ReplayRelay<Int>.create(bufferSize: 1)
    assertMarbles { m in
      m.scheduler.scheduleAt(150) { relay.accept(20) }
      m.scheduler.scheduleAt(210) { relay.accept(21) }
      m.expect("'20''21'") { relay.asInfallible() }
    }
  }

  func testSharedSequenceAsInfallibleKeepsItsEventsAndSharing() {
    assertSharesOneConnection(replaysTheLatest: true) {
      $0.asDriver(onErrorJustReturn: -1).asInfallible().asObservable()
    }
    assertSharesOneConnection(replaysTheLatest: false) {
      $0.asSignal(onErrorJustReturn: -1).asInfallible().asObservable()
    }
  }
}
