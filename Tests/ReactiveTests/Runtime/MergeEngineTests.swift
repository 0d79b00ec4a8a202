import Dispatch
import Reactive
import XCTest

final class MergeEngineTests: ReactiveTestCase {
  func testAnObserverFeedingTheOuterSequenceIsDeliveredToNested() {
    let outer = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = outer.flatMap { Observable.just($0) }
      .subscribe(onNext: { value in
        received.append(value)
        if value < 3 { outer.onNext(value + 1) }
      })
    outer.onNext(0)
    XCTAssertEqual(received, [0, 1, 2, 3])
    subscription.dispose()
  }

  func testAnInnerCompletingOnAnotherThreadDuringItsSubscriptionHandsOverToTheSubscribingLoop() {
    let testThread = Thread.current
    var subscribedOnTestThread: [Bool] = []
    let completesElsewhere = Observable<Int>.create { observer in
      let done = DispatchSemaphore(value: 0)
      let unchecked = UncheckedObserver(observer)
      DispatchQueue.global().async {
        unchecked.observer.onCompleted()
        done.signal()
      }
      done.wait()
      return Disposables.create()
    }
    let recordingThread = Observable<Int>.deferred {
      subscribedOnTestThread.append(Thread.current == testThread)
      return Observable.just(2)
    }
    var received: [Event<Int>] = []
    _ = Observable.concat(completesElsewhere, recordingThread).subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(2), .completed])
    XCTAssertEqual(subscribedOnTestThread, [true])
  }

  func testAnInnerCompletingLaterOnAnotherThreadSubscribesTheNextOneThere() {
    let first = PublishSubject<Int>()
    let testThread = Thread.current
    var subscribedOnTestThread: [Bool] = []
    let recordingThread = Observable<Int>.deferred {
      subscribedOnTestThread.append(Thread.current == testThread)
      return Observable.just(2)
    }
    let recorder = SerialRecorder<Int>()
    let subscription = Observable.concat(first.asObservable(), recordingThread)
      .subscribe(recorder.on)
    runConcurrently(threads: 1) { _ in first.onCompleted() }
    XCTAssertEqual(recorder.events, [.next(2), .completed])
    XCTAssertEqual(subscribedOnTestThread, [false])
    subscription.dispose()
  }
}

/// Carries an observer to another thread in a test that then waits for that thread.
private struct UncheckedObserver: @unchecked Sendable {
  // @unchecked Sendable: the test uses the observer on one thread at a time
  let observer: AnyObserver<Int>

  init(_ observer: AnyObserver<Int>) {
    self.observer = observer
  }
}
