import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceDoTests: ReactiveTestCase {
  /// Records the calls of every `do` handler.
  private final class CallLog {
    var calls: [String] = []

    func record(_ call: String) {
      calls.append(call)
    }
  }

  private func logSingle(_ source: Observable<Int>, into log: CallLog) -> Observable<Int> {
    source.asSingle().do(
      onSuccess: { log.record("onSuccess \($0)") },
      afterSuccess: { log.record("afterSuccess \($0)") },
      onError: { log.record("onError \($0)") }, afterError: { log.record("afterError \($0)") },
      onSubscribe: { log.record("onSubscribe") }, onSubscribed: { log.record("onSubscribed") },
      onDispose: { log.record("onDispose") }
    ).asObservable()
  }

  private func logMaybe(_ source: Observable<Int>, into log: CallLog) -> Observable<Int> {
    source.asMaybe().do(
      onNext: { log.record("onNext \($0)") }, afterNext: { log.record("afterNext \($0)") },
      onError: { log.record("onError \($0)") }, afterError: { log.record("afterError \($0)") },
      onCompleted: { log.record("onCompleted") }, afterCompleted: { log.record("afterCompleted") },
      onSubscribe: { log.record("onSubscribe") }, onSubscribed: { log.record("onSubscribed") },
      onDispose: { log.record("onDispose") }
    ).asObservable()
  }

  private func logCompletable(_ source: Observable<Never>, into log: CallLog)
    -> Observable<Never>
  {
    source.asCompletable().do(
      onError: { log.record("onError \($0)") }, afterError: { log.record("afterError \($0)") },
      onCompleted: { log.record("onCompleted") }, afterCompleted: { log.record("afterCompleted") },
      onSubscribe: { log.record("onSubscribe") }, onSubscribed: { log.record("onSubscribed") },
      onDispose: { log.record("onDispose") }
    ).asObservable()
  }

  // MARK: Single

  func testSingleNeverCallsOnlyTheSubscriptionHandlers() {
    let log = CallLog()
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { self.logSingle($0, into: log) }
    XCTAssertEqual(log.calls, ["onSubscribe", "onSubscribed", "onDispose"])
  }

  func testSingleSuccessCallsTheSuccessHandlersAroundTheElement() {
    let log = CallLog()
    assertOperator(
      hot: [.next(210, 2), .completed(250)], sends: [.next(250, 2), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { self.logSingle($0, into: log) }
    XCTAssertEqual(
      log.calls, ["onSubscribe", "onSubscribed", "onSuccess 2", "afterSuccess 2", "onDispose"])
  }

  func testSingleErrorCallsTheErrorHandlers() {
    let log = CallLog()
    assertOperator(
      hot: [.error(230, testError)] as [Recorded<Event<Int>>],
      sends: [.error(230, testError)], subscriptions: [Subscription(200, 230)]
    ) { self.logSingle($0, into: log) }
    XCTAssertEqual(
      log.calls,
      ["onSubscribe", "onSubscribed", "onError test error", "afterError test error", "onDispose"])
  }

  func testSingleDisposedEarlyUnsubscribesAndCallsOnDispose() {
    let log = CallLog()
    assertOperator(
      hot: [.next(210, 2), .completed(300)], disposed: 250, sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 250)]
    ) { self.logSingle($0, into: log) }
    XCTAssertEqual(log.calls, ["onSubscribe", "onSubscribed", "onDispose"])
  }

  func testSingleOnSuccessThatThrowsFailsInsteadOfSucceeding() {
    assertOperator(
      hot: [.next(210, 2), .completed(250)], sends: [Recorded<Event<Int>>.error(250, testError)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asSingle().do(onSuccess: { _ in throw testError }).asObservable() }
  }

  func testSingleSubscriberSeesTheSuccessHandlersInOrder() {
    var calls: [String] = []
    _ = Single.just(1)
      .do(
        onSuccess: { calls.append("onSuccess \($0)") },
        afterSuccess: { calls.append("afterSuccess \($0)") }
      )
      .subscribe(onSuccess: { calls.append("subscriber \($0)") })
    XCTAssertEqual(calls, ["onSuccess 1", "subscriber 1", "afterSuccess 1"])
  }

  // MARK: Maybe

  func testMaybeNeverCallsOnlyTheSubscriptionHandlers() {
    let log = CallLog()
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { self.logMaybe($0, into: log) }
    XCTAssertEqual(log.calls, ["onSubscribe", "onSubscribed", "onDispose"])
  }

  func testMaybeEmptyCallsTheCompletionHandlers() {
    let log = CallLog()
    assertOperator(
      hot: [.completed(250)] as [Recorded<Event<Int>>], sends: [.completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { self.logMaybe($0, into: log) }
    XCTAssertEqual(
      log.calls, ["onSubscribe", "onSubscribed", "onCompleted", "afterCompleted", "onDispose"])
  }

  func testMaybeElementCallsTheElementHandlers() {
    let log = CallLog()
    assertOperator(
      hot: [.next(210, 2), .completed(250)], sends: [.next(250, 2), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { self.logMaybe($0, into: log) }
    XCTAssertEqual(
      log.calls,
      [
        "onSubscribe", "onSubscribed", "onNext 2", "afterNext 2", "onCompleted", "afterCompleted",
        "onDispose",
      ])
  }

  func testMaybeErrorCallsTheErrorHandlers() {
    let log = CallLog()
    assertOperator(
      hot: [.error(230, testError)] as [Recorded<Event<Int>>],
      sends: [.error(230, testError)], subscriptions: [Subscription(200, 230)]
    ) { self.logMaybe($0, into: log) }
    XCTAssertEqual(
      log.calls,
      ["onSubscribe", "onSubscribed", "onError test error", "afterError test error", "onDispose"])
  }

  func testMaybeDisposedEarlyUnsubscribesAndCallsOnDispose() {
    let log = CallLog()
    assertOperator(
      hot: [.next(210, 2), .completed(300)], disposed: 250, sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 250)]
    ) { self.logMaybe($0, into: log) }
    XCTAssertEqual(log.calls, ["onSubscribe", "onSubscribed", "onDispose"])
  }

  func testMaybeOnCompletedThatThrowsFailsInsteadOfCompleting() {
    assertOperator(
      hot: [.completed(250)] as [Recorded<Event<Int>>],
      sends: [.error(250, testError)], subscriptions: [Subscription(200, 250)]
    ) { $0.asMaybe().do(onCompleted: { throw testError }).asObservable() }
  }

  // MARK: Completable

  func testCompletableNeverCallsOnlyTheSubscriptionHandlers() {
    let log = CallLog()
    assertOperator(
      hot: [Recorded<Event<Never>>](), sends: [Recorded<Event<Never>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { self.logCompletable($0, into: log) }
    XCTAssertEqual(log.calls, ["onSubscribe", "onSubscribed", "onDispose"])
  }

  func testCompletableCompletionCallsTheCompletionHandlers() {
    let log = CallLog()
    assertOperator(
      hot: [.completed(250)] as [Recorded<Event<Never>>], sends: [.completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { self.logCompletable($0, into: log) }
    XCTAssertEqual(
      log.calls, ["onSubscribe", "onSubscribed", "onCompleted", "afterCompleted", "onDispose"])
  }

  func testCompletableErrorCallsTheErrorHandlers() {
    let log = CallLog()
    assertOperator(
      hot: [.error(230, testError)] as [Recorded<Event<Never>>],
      sends: [.error(230, testError)], subscriptions: [Subscription(200, 230)]
    ) { self.logCompletable($0, into: log) }
    XCTAssertEqual(
      log.calls,
      ["onSubscribe", "onSubscribed", "onError test error", "afterError test error", "onDispose"])
  }

  func testCompletableDisposedEarlyUnsubscribesAndCallsOnDispose() {
    let log = CallLog()
    assertOperator(
      hot: [.completed(300)] as [Recorded<Event<Never>>], disposed: 250,
      sends: [Recorded<Event<Never>>](), subscriptions: [Subscription(200, 250)]
    ) { self.logCompletable($0, into: log) }
    XCTAssertEqual(log.calls, ["onSubscribe", "onSubscribed", "onDispose"])
  }

  func testCompletableOnErrorThatThrowsSendsTheThrownError() {
    let thrown = TestError("thrown")
    assertOperator(
      hot: [.error(230, testError)] as [Recorded<Event<Never>>],
      sends: [.error(230, thrown)], subscriptions: [Subscription(200, 230)]
    ) { $0.asCompletable().do(onError: { _ in throw thrown }).asObservable() }
  }

  func testEndingTheSubscriptionReleasesTheHandlersResources() {
    assertReleasesResources { $0.asMaybe().do(onNext: { _ in }).asObservable() }
  }
}
