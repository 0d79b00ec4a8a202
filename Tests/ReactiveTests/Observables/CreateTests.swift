import Reactive
import ReactiveTest
import XCTest

final class CreateTests: ReactiveTestCase {
  func testEventsSentWhileSubscribingAreDelivered() {
    assertMarbles { m in
      m.expect("(12|)") {
        Observable<Int>.create { observer in
          observer.onNext(1)
          observer.onNext(2)
          observer.onCompleted()
          return Disposables.create()
        }
      }
    }
  }

  func testEventsSentLaterAreDeliveredAtTheirTime() {
    assertMarbles { m in
      m.expect("-1---|") {
        Observable<Int>.create { observer in
          let first = m.scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            observer.onNext(1)
            return Disposables.create()
          }
          let second = m.scheduler.scheduleRelative((), dueTime: .seconds(50)) { _ in
            observer.onCompleted()
            return Disposables.create()
          }
          return Disposables.create(first, second)
        }
      }
    }
  }

  func testNeverSendingSequenceIsDisposedAtTheEnd() {
    var disposedAt: TestTime?
    assertMarbles { m in
      m.expect("-") {
        Observable<Int>.create { _ in Disposables.create { disposedAt = m.scheduler.clock } }
      }
    }
    XCTAssertEqual(disposedAt, 1000)
  }

  func testErrorIsDeliveredAndDisposesTheSubscription() {
    var disposedAt: TestTime?
    assertMarbles { m in
      m.expect("---#") {
        Observable<Int>.create { observer in
          m.scheduler.scheduleAt(230) { observer.onError(testError) }
          return Disposables.create { disposedAt = m.scheduler.clock }
        }
      }
    }
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
    var disposedAt: TestTime?
    assertMarbles(disposed: 250) { m in
      m.expect("-1") {
        Observable<Int>.create { observer in
          m.scheduler.scheduleAt(210) { observer.onNext(1) }
          m.scheduler.scheduleAt(260) { observer.onNext(2) }
          m.scheduler.scheduleAt(270) { observer.onCompleted() }
          return Disposables.create { disposedAt = m.scheduler.clock }
        }
      }
    }
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
