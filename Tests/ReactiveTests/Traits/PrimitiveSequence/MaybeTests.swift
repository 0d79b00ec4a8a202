import Reactive
import ReactiveTest
import XCTest

final class MaybeTests: ReactiveTestCase {
  func testCreateSuccessBecomesElementThenCompletion() {
    assertMarbles { m in
      m.expect("----------(1|)") {
        Maybe<Int>.create { observer in
          m.scheduler.scheduleAt(300) { observer(.success(1)) }
          return Disposables.create()
        }
      }
    }
  }

  func testCreateCompletionBecomesCompletion() {
    assertMarbles { m in
      m.expect("----------|") {
        Maybe<Int>.create { observer in
          m.scheduler.scheduleAt(300) { observer(.completed) }
          return Disposables.create()
        }
      }
    }
  }

  func testCreateErrorBecomesError() {
    assertMarbles { m in
      m.expect("----------#") {
        Maybe<Int>.create { observer in
          m.scheduler.scheduleAt(300) { observer(.error(testError)) }
          return Disposables.create()
        }
      }
    }
  }

  func testCreateIgnoresEventsAfterTheFirstAndDisposesItsResource() {
    var received: [String] = []
    var disposed = false
    _ = Maybe<Int>.create { observer in
      observer(.completed)
      observer(.success(2))
      observer(.error(testError))
      return Disposables.create { disposed = true }
    }
    .subscribe { event in
      switch event {
      case .success(let element): received.append("success \(element)")
      case .error(let error): received.append("error \(error)")
      case .completed: received.append("completed")
      }
    }
    XCTAssertEqual(received, ["completed"])
    XCTAssertTrue(disposed)
  }

  func testCreateDisposedEarlyIgnoresLateEvents() {
    var disposedAt: TestTime?
    assertMarbles(disposed: 250) { m in
      m.expect("-") {
        Maybe<Int>.create { observer in
          m.scheduler.scheduleAt(300) { observer(.success(1)) }
          return Disposables.create { disposedAt = m.scheduler.clock }
        }
      }
    }
    XCTAssertEqual(disposedAt, 250)
  }

  func testSubscribeCallsOnlyOnSuccessForAnElement() {
    var calls: [String] = []
    _ = Maybe.just(1).subscribe(
      onSuccess: { calls.append("success \($0)") },
      onError: { _ in calls.append("error") },
      onCompleted: { calls.append("completed") },
      onDisposed: { calls.append("disposed") })
    XCTAssertEqual(calls, ["success 1", "disposed"])
  }

  func testSubscribeCallsOnCompletedForNoElement() {
    var calls: [String] = []
    _ = Maybe<Int>.empty().subscribe(
      onSuccess: { calls.append("success \($0)") },
      onError: { _ in calls.append("error") },
      onCompleted: { calls.append("completed") },
      onDisposed: { calls.append("disposed") })
    XCTAssertEqual(calls, ["completed", "disposed"])
  }

  func testSubscribeCallsOnErrorForAnError() {
    var calls: [String] = []
    _ = Maybe<Int>.error(testError).subscribe(
      onSuccess: { calls.append("success \($0)") },
      onError: { calls.append("error \($0)") },
      onCompleted: { calls.append("completed") },
      onDisposed: { calls.append("disposed") })
    XCTAssertEqual(calls, ["error test error", "disposed"])
  }

  func testSubscribeWithEventClosureReceivesEachKindOfEvent() {
    var received: [String] = []
    let record: (MaybeEvent<Int>) -> Void = { event in
      switch event {
      case .success(let element): received.append("success \(element)")
      case .error(let error): received.append("error \(error)")
      case .completed: received.append("completed")
      }
    }
    _ = Maybe.just(1).subscribe(record)
    _ = Maybe<Int>.empty().subscribe(record)
    _ = Maybe<Int>.error(testError).subscribe(record)
    XCTAssertEqual(received, ["success 1", "completed", "error test error"])
  }

  func testSubscribeWithObjectPassesTheObjectAndIgnoresEventsOnceReleased() {
    final class Owner { var received: [String] = [] }
    var owner: Owner? = Owner()
    let received = { owner?.received ?? [] }
    _ = Maybe.just(1).subscribe(
      with: owner!, onSuccess: { owner, element in owner.received.append("success \(element)") },
      onDisposed: { owner in owner.received.append("disposed") })
    _ = Maybe<Int>.empty().subscribe(
      with: owner!, onCompleted: { owner in owner.received.append("completed") })
    _ = Maybe<Int>.error(testError).subscribe(
      with: owner!, onError: { owner, error in owner.received.append("error \(error)") })
    XCTAssertEqual(received(), ["success 1", "disposed", "completed", "error test error"])
    let subject = PublishSubject<Int>()
    var calls = 0
    _ = subject.asMaybe().subscribe(with: owner!, onCompleted: { _ in calls += 1 })
    owner = nil
    subject.onCompleted()
    XCTAssertEqual(calls, 0)
  }

  func testDisposingBeforeTheEventCallsOnlyOnDisposed() {
    var calls: [String] = []
    let subscription = Maybe<Int>.never().subscribe(
      onSuccess: { calls.append("success \($0)") },
      onCompleted: { calls.append("completed") },
      onDisposed: { calls.append("disposed") })
    subscription.dispose()
    XCTAssertEqual(calls, ["disposed"])
  }

  func testJustSendsTheElementAndCompletesAtOnce() {
    assertMarbles { m in m.expect("(1|)") { Maybe.just(1) } }
  }

  func testEmptyCompletesAtOnce() {
    assertMarbles { m in m.expect("|") { Maybe<Int>.empty() } }
  }

  func testErrorFailsAtOnceAndNeverSendsNothing() {
    assertMarbles { m in
      m.expect("#") { Maybe<Int>.error(testError) }
      m.expect("-") { Maybe<Int>.never() }
    }
  }

  func testJustOnASchedulerSendsTheElementOnIt() {
    assertMarbles(ticksPerFrame: 1) { m in
      m.expect("-7|") { Maybe.just(7, scheduler: m.scheduler) }
    }
  }
}
