import Reactive
import ReactiveTest
import XCTest

final class DoTests: ReactiveTestCase {
  /// Records the calls of every `do` handler.
  private final class CallLog {
    var calls: [String] = []

    func record(_ call: String) {
      calls.append(call)
    }
  }

  /// Applies `do` with every handler recording its call in `log`.
  private func logAll(_ source: Observable<Int>, into log: CallLog) -> Observable<Int> {
    source.do(
      onNext: { log.record("onNext \($0)") }, afterNext: { log.record("afterNext \($0)") },
      onError: { log.record("onError \($0)") }, afterError: { log.record("afterError \($0)") },
      onCompleted: { log.record("onCompleted") }, afterCompleted: { log.record("afterCompleted") },
      onSubscribe: { log.record("onSubscribe") }, onSubscribed: { log.record("onSubscribed") },
      onDispose: { log.record("onDispose") })
  }

  func testNeverSourceCallsOnlyTheSubscriptionHandlers() {
    let log = CallLog()
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { self.logAll($0, into: log) }
    XCTAssertEqual(log.calls, ["onSubscribe", "onSubscribed", "onDispose"])
  }

  func testEmptySourceCallsTheCompletionHandlers() {
    let log = CallLog()
    assertOperator(
      hot: [.next(150, 1), .completed(250)], sends: [Recorded<Event<Int>>.completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { self.logAll($0, into: log) }
    XCTAssertEqual(
      log.calls, ["onSubscribe", "onSubscribed", "onCompleted", "afterCompleted", "onDispose"])
  }

  func testValuesPassUnchangedAndCallTheElementHandlers() {
    let log = CallLog()
    assertOperator(
      hot: [.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)],
      sends: [.next(210, 2), .next(220, 3), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { self.logAll($0, into: log) }
    XCTAssertEqual(
      log.calls,
      [
        "onSubscribe", "onSubscribed", "onNext 2", "afterNext 2", "onNext 3", "afterNext 3",
        "onCompleted", "afterCompleted", "onDispose",
      ])
  }

  func testSourceErrorIsForwardedAndCallsTheErrorHandlers() {
    let log = CallLog()
    assertOperator(
      hot: [.next(210, 2), .error(230, testError)], sends: [.next(210, 2), .error(230, testError)],
      subscriptions: [Subscription(200, 230)]
    ) { self.logAll($0, into: log) }
    XCTAssertEqual(
      log.calls,
      [
        "onSubscribe", "onSubscribed", "onNext 2", "afterNext 2", "onError test error",
        "afterError test error", "onDispose",
      ])
  }

  func testDisposingEarlyUnsubscribesTheSourceAndCallsOnDispose() {
    let log = CallLog()
    assertOperator(
      hot: [.next(210, 2), .next(260, 3), .completed(300)], disposed: 250,
      sends: [.next(210, 2)],
      subscriptions: [Subscription(200, 250)]
    ) { self.logAll($0, into: log) }
    XCTAssertEqual(
      log.calls, ["onSubscribe", "onSubscribed", "onNext 2", "afterNext 2", "onDispose"])
  }

  func testThrowingOnNextSendsErrorInsteadOfTheElement() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)],
      sends: [.next(210, 2), .error(220, testError)],
      subscriptions: [Subscription(200, 220)]
    ) { $0.do(onNext: { if $0 == 3 { throw testError } }) }
  }

  func testThrowingAfterNextSendsErrorAfterTheElement() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)],
      sends: [.next(210, 2), .next(220, 3), .error(220, testError)],
      subscriptions: [Subscription(200, 220)]
    ) { $0.do(afterNext: { if $0 == 3 { throw testError } }) }
  }

  func testThrowingOnErrorSendsItsErrorInstead() {
    let other = TestError("other")
    assertOperator(
      hot: [.next(210, 2), .error(230, testError)], sends: [.next(210, 2), .error(230, other)],
      subscriptions: [Subscription(200, 230)]
    ) { $0.do(onError: { _ in throw other }) }
  }

  func testThrowingOnCompletedSendsErrorInsteadOfTheCompletion() {
    assertOperator(
      hot: [.next(210, 2), .completed(250)], sends: [.next(210, 2), .error(250, testError)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.do(onCompleted: { throw testError }) }
  }

  func testThrowingAfterCompletedIsDropped() {
    assertOperator(
      hot: [.next(210, 2), .completed(250)], sends: [.next(210, 2), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.do(afterCompleted: { throw testError }) }
  }

  func testThrowingAfterErrorIsDropped() {
    assertOperator(
      hot: [.next(210, 2), .error(250, testError)], sends: [.next(210, 2), .error(250, testError)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.do(afterError: { _ in throw TestError("other") }) }
  }

  func testHandlersOfASynchronousSourceRunInRxSwiftOrder() {
    let log = CallLog()
    _ = logAll(Observable.of(1), into: log)
      .subscribe(
        onNext: { log.record("received \($0)") }, onCompleted: { log.record("received completed") })
    XCTAssertEqual(
      log.calls,
      [
        "onSubscribe", "onSubscribed", "onNext 1", "received 1", "afterNext 1", "onCompleted",
        "received completed", "afterCompleted", "onDispose",
      ])
  }

  func testOnDisposeRunsOnceAfterTheSourceIsReleased() {
    let log = CallLog()
    let subject = PublishSubject<Int>()
    let source = Observable<Int>.create { observer in
      let inner = subject.subscribe(observer)
      return Disposables.create {
        inner.dispose()
        log.record("source disposed")
      }
    }
    let subscription = source.do(onDispose: { log.record("onDispose") }).subscribe()
    subject.onCompleted()
    subscription.dispose()
    XCTAssertEqual(log.calls, ["source disposed", "onDispose"])
  }

  func testDisposalByTheDownstreamDuringAnElementCallsOnDisposeBeforeAfterNext() {
    let log = CallLog()
    let subject = PublishSubject<Int>()
    let subscription = subject.do(
      afterNext: { log.record("afterNext \($0)") }, onDispose: { log.record("onDispose") }
    ).take(1).subscribe()
    subject.onNext(1)
    subscription.dispose()
    XCTAssertEqual(log.calls, ["onDispose", "afterNext 1"])
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    assertReleasesResources { $0.do(onNext: { _ in }, onDispose: {}) }
  }

  func testOnDisposeHandlersAfterATerminalEventRunSourceFirst() {
    for terminal in [Recorded<Event<Int>>.completed(300), .error(300, testError)] {
      let scheduler = TestScheduler(initialClock: 0)
      let o = scheduler.createHotObservable([.next(210, 1), terminal])
      var log: [String] = []
      let res = scheduler.start {
        o.do(
          afterCompleted: { log.append("afterCompleted A") },
          onDispose: {
            log.append("A@\(scheduler.clock)")
          }
        )
        .map { $0 * 10 }
        .do(
          afterCompleted: { log.append("afterCompleted B") },
          onDispose: {
            log.append("B@\(scheduler.clock)")
          })
      }
      XCTAssertEqual(res.events.count, 2)
      XCTAssertEqual(o.subscriptions, [Subscription(200, 300)])
      if terminal.value.isCompleted {
        XCTAssertEqual(log, ["afterCompleted B", "A@300", "B@300", "afterCompleted A"])
      } else {
        XCTAssertEqual(log, ["A@300", "B@300"])
      }
    }
  }

  func testOnDisposeHandlersOfADisposedChainRunSourceFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let o = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    var log: [String] = []
    _ = scheduler.start(disposed: 250) {
      o.do(onDispose: { log.append("A@\(scheduler.clock)") }).map { $0 * 10 }
        .do(onDispose: { log.append("B@\(scheduler.clock)") })
    }
    XCTAssertEqual(log, ["A@250", "B@250"])
    XCTAssertEqual(o.subscriptions, [Subscription(200, 250)])
  }

  func testTheSubscribersHandlersRunBeforeTheOnDisposeHandlersOfTheChain() {
    var log: [String] = []
    _ = Observable<Int>.create { observer in
      observer.onCompleted()
      return Disposables.create { log.append("source disposed") }
    }
    .do(onCompleted: { log.append("onCompleted A") }, onDispose: { log.append("onDispose A") })
    .do(onCompleted: { log.append("onCompleted B") }, onDispose: { log.append("onDispose B") })
    .subscribe(onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
    XCTAssertEqual(
      log,
      [
        "onCompleted A", "onCompleted B", "completed", "disposed", "source disposed",
        "onDispose A", "onDispose B",
      ])
  }
}
