import Reactive
import ReactiveTest
import XCTest

final class CompletableTests: ReactiveTestCase {
  func testCreateCompletionBecomesCompletion() {
    assertMarbles { m in
      m.expect("----------|") {
        Completable.create { observer in
          m.scheduler.scheduleAt(300) { observer(.completed) }
          return Disposables.create()
        }
      }
    }
  }

  func testCreateErrorBecomesError() {
    assertMarbles { m in
      m.expect("----------#") {
        Completable.create { observer in
          m.scheduler.scheduleAt(300) { observer(.error(testError)) }
          return Disposables.create()
        }
      }
    }
  }

  func testCreateIgnoresEventsAfterTheFirstAndDisposesItsResource() {
    var received: [String] = []
    var disposed = false
    _ = Completable.create { observer in
      observer(.error(testError))
      observer(.completed)
      return Disposables.create { disposed = true }
    }
    .subscribe { event in
      switch event {
      case .error(let error): received.append("error \(error)")
      case .completed: received.append("completed")
      }
    }
    XCTAssertEqual(received, ["error test error"])
    XCTAssertTrue(disposed)
  }

  func testCreateDisposedEarlyIgnoresLateEvents() {
    var disposedAt: TestTime?
    assertMarbles(disposed: 250) { m in
      m.expect("-") {
        Completable.create { observer in
          m.scheduler.scheduleAt(300) { observer(.completed) }
          return Disposables.create { disposedAt = m.scheduler.clock }
        }
      }
    }
    XCTAssertEqual(disposedAt, 250)
  }

  func testSubscribeCallsOnCompletedThenOnDisposed() {
    var calls: [String] = []
    _ = Completable.empty().subscribe(
      onCompleted: { calls.append("completed") },
      onError: { _ in calls.append("error") },
      onDisposed: { calls.append("disposed") })
    XCTAssertEqual(calls, ["completed", "disposed"])
  }

  func testSubscribeCallsOnErrorThenOnDisposed() {
    var calls: [String] = []
    _ = Completable.error(testError).subscribe(
      onCompleted: { calls.append("completed") },
      onError: { calls.append("error \($0)") },
      onDisposed: { calls.append("disposed") })
    XCTAssertEqual(calls, ["error test error", "disposed"])
  }

  func testDisposingBeforeTheEventCallsOnlyOnDisposed() {
    var calls: [String] = []
    let subscription = Completable.never().subscribe(
      onCompleted: { calls.append("completed") },
      onDisposed: { calls.append("disposed") })
    subscription.dispose()
    XCTAssertEqual(calls, ["disposed"])
  }

  func testSubscribeWithObjectPassesTheObjectAndIgnoresEventsOnceReleased() {
    final class Owner { var received: [String] = [] }
    var owner: Owner? = Owner()
    _ = Completable.empty().subscribe(
      with: owner!, onCompleted: { owner in owner.received.append("completed") },
      onDisposed: { owner in owner.received.append("disposed") })
    _ = Completable.error(testError).subscribe(
      with: owner!, onError: { owner, error in owner.received.append("error \(error)") })
    XCTAssertEqual(owner?.received, ["completed", "disposed", "error test error"])
    let subject = PublishSubject<Never>()
    var calls = 0
    _ = subject.asCompletable().subscribe(with: owner!, onCompleted: { _ in calls += 1 })
    owner = nil
    subject.onCompleted()
    XCTAssertEqual(calls, 0)
  }

  func testEmptyCompletesAtOnce() {
    assertMarbles { m in m.expect("|") { Completable.empty() } }
  }

  func testErrorFailsAtOnce() {
    assertMarbles { m in m.expect("#") { Completable.error(testError) } }
  }

  func testNeverSendsNothing() {
    assertMarbles { m in m.expect("-") { Completable.never() } }
  }
}
