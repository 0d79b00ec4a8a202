import Reactive
import ReactiveTest
import XCTest

final class SingleTests: ReactiveTestCase {
  func testCreateSuccessBecomesElementThenCompletion() {
    assertMarbles { m in
      m.expect("----------(1|)") {
        Single<Int>.create { observer in
          m.scheduler.scheduleAt(300) { observer(.success(1)) }
          return Disposables.create()
        }
      }
    }
  }

  func testCreateFailureBecomesError() {
    assertMarbles { m in
      m.expect("----------#") {
        Single<Int>.create { observer in
          m.scheduler.scheduleAt(300) { observer(.failure(testError)) }
          return Disposables.create()
        }
      }
    }
  }

  func testCreateIgnoresEventsAfterTheFirst() {
    var received: [SingleEvent<Int>] = []
    _ = Single<Int>.create { observer in
      observer(.success(1))
      observer(.success(2))
      observer(.failure(testError))
      return Disposables.create()
    }
    .subscribe { received.append($0) }
    XCTAssertEqual(received.map { try? $0.get() }, [1])
  }

  func testCreateDisposesItsResourceWhenTheSingleSucceeds() {
    var disposed = false
    _ = Single<Int>.create { observer in
      observer(.success(1))
      return Disposables.create { disposed = true }
    }
    .subscribe(onSuccess: { _ in })
    XCTAssertTrue(disposed)
  }

  func testCreateDisposesItsResourceAndIgnoresLateEventsWhenDisposedEarly() {
    var disposedAt: TestTime?
    assertMarbles(disposed: 250) { m in
      m.expect("-") {
        Single<Int>.create { observer in
          m.scheduler.scheduleAt(300) { observer(.success(1)) }
          return Disposables.create { disposedAt = m.scheduler.clock }
        }
      }
    }
    XCTAssertEqual(disposedAt, 250)
  }

  func testSubscribeWithEventClosureReceivesSuccess() {
    var received: [Int] = []
    _ = Single.just(5).subscribe { event in
      if case .success(let element) = event { received.append(element) }
    }
    XCTAssertEqual(received, [5])
  }

  func testSubscribeWithEventClosureReceivesFailure() {
    var received: [String] = []
    _ = Single<Int>.error(testError).subscribe { event in
      if case .failure(let error) = event { received.append("\(error)") }
    }
    XCTAssertEqual(received, ["test error"])
  }

  func testSubscribeCallsOnSuccessThenOnDisposed() {
    var calls: [String] = []
    _ = Single.just(1).subscribe(
      onSuccess: { calls.append("success \($0)") },
      onFailure: { _ in calls.append("failure") },
      onDisposed: { calls.append("disposed") })
    XCTAssertEqual(calls, ["success 1", "disposed"])
  }

  func testSubscribeCallsOnFailureThenOnDisposed() {
    var calls: [String] = []
    _ = Single<Int>.error(testError).subscribe(
      onSuccess: { calls.append("success \($0)") },
      onFailure: { calls.append("failure \($0)") },
      onDisposed: { calls.append("disposed") })
    XCTAssertEqual(calls, ["failure test error", "disposed"])
  }

  func testDisposingBeforeTheEventCallsOnlyOnDisposed() {
    var calls: [String] = []
    let subscription = Single<Int>.never().subscribe(
      onSuccess: { calls.append("success \($0)") },
      onFailure: { _ in calls.append("failure") },
      onDisposed: { calls.append("disposed") })
    subscription.dispose()
    subscription.dispose()
    XCTAssertEqual(calls, ["disposed"])
  }

  func testSubscribeWithObjectPassesTheObject() {
    final class Owner { var received: [String] = [] }
    let owner = Owner()
    _ = Single.just(1).subscribe(
      with: owner,
      onSuccess: { owner, element in owner.received.append("success \(element)") },
      onFailure: { owner, _ in owner.received.append("failure") },
      onDisposed: { owner in owner.received.append("disposed") })
    _ = Single<Int>.error(testError).subscribe(
      with: owner, onFailure: { owner, error in owner.received.append("failure \(error)") })
    XCTAssertEqual(owner.received, ["success 1", "disposed", "failure test error"])
  }

  func testSubscribeWithReleasedObjectIgnoresTheEvent() {
    final class Owner {}
    var owner: Owner? = Owner()
    let subject = PublishSubject<Int>()
    var calls = 0
    _ = subject.asSingle().subscribe(
      with: owner!, onSuccess: { _, _ in calls += 1 }, onDisposed: { _ in calls += 1 })
    owner = nil
    subject.onNext(1)
    subject.onCompleted()
    XCTAssertEqual(calls, 0)
  }

  func testJustSendsTheElementAndCompletesAtOnce() {
    assertMarbles { m in
      m.expect("('42'|)") { Single.just(42) }
    }
  }

  func testJustOnASchedulerSendsTheElementOnIt() {
    let scheduler = TestScheduler(initialClock: 0)
    var received: [Int] = []
    scheduler.scheduleAt(200) {
      _ = Single.just(42, scheduler: scheduler).subscribe(onSuccess: { received.append($0) })
    }
    scheduler.advanceTo(200)
    XCTAssertEqual(received, [])
    scheduler.start()
    XCTAssertEqual(received, [42])
  }

  func testErrorFailsAtOnce() {
    assertMarbles { m in
      m.expect("#") { Single<Int>.error(testError) }
    }
  }

  func testNeverSendsNothing() {
    assertMarbles { m in
      m.expect("-") { Single<Int>.never() }
    }
  }
}
