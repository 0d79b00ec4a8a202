import Reactive
import ReactiveTest
import XCTest

final class CreateTests: ReactiveTestCase {
  func testEventsSentWhileSubscribingAreDelivered() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onNext(2)
        observer.onCompleted()
        return Disposables.create()
      }
    }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
  }

  func testEventsSentLaterAreDeliveredAtTheirTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable<Int>.create { observer in
        let first = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
          observer.onNext(1)
          return Disposables.create()
        }
        let second = scheduler.scheduleRelative((), dueTime: .seconds(50)) { _ in
          observer.onCompleted()
          return Disposables.create()
        }
        return Disposables.create(first, second)
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
  }

  func testNeverSendingSequenceIsDisposedAtTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    var disposedAt: TestTime?
    let res = scheduler.start {
      Observable<Int>.create { _ in Disposables.create { disposedAt = scheduler.clock } }
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(disposedAt, 1000)
  }

  func testErrorIsDeliveredAndDisposesTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    var disposedAt: TestTime?
    let res = scheduler.start {
      Observable<Int>.create { observer in
        scheduler.scheduleAt(230) { observer.onError(testError) }
        return Disposables.create { disposedAt = scheduler.clock }
      }
    }
    XCTAssertEqual(res.events, [.error(230, testError)])
    XCTAssertEqual(disposedAt, 230)
  }

  func testNothingIsDeliveredAfterATerminalEvent() {
    var received: [Event<Int>] = []
    _ = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      observer.onNext(2)
      observer.onError(testError)
      observer.onCompleted()
      return Disposables.create()
    }.subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .completed])
  }

  func testDisposingEarlyStopsDeliveryAndDisposesTheReturnedDisposable() {
    let scheduler = TestScheduler(initialClock: 0)
    var disposedAt: TestTime?
    let res = scheduler.start(disposed: 250) {
      Observable<Int>.create { observer in
        scheduler.scheduleAt(210) { observer.onNext(1) }
        scheduler.scheduleAt(260) { observer.onNext(2) }
        scheduler.scheduleAt(270) { observer.onCompleted() }
        return Disposables.create { disposedAt = scheduler.clock }
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(disposedAt, 250)
  }

  func testCompletionWhileSubscribingDisposesTheReturnedDisposableAtOnce() {
    var disposals = 0
    _ = Observable<Int>.create { observer in
      observer.onCompleted()
      return Disposables.create { disposals += 1 }
    }.subscribe()
    XCTAssertEqual(disposals, 1)
  }

  func testEachSubscriptionRunsTheClosureAgain() {
    var runs = 0
    let numbers = Observable<Int>.create { observer in
      runs += 1
      observer.onNext(runs)
      observer.onCompleted()
      return Disposables.create()
    }
    var received: [Int] = []
    _ = numbers.subscribe(onNext: { received.append($0) })
    _ = numbers.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [1, 2])
  }

  func testEndingTheSubscriptionReleasesWhatTheClosureReturned() {
    assertReleasesResources { source in
      Observable<Token>.create { observer in source.subscribe(observer) }
    }
  }
}
