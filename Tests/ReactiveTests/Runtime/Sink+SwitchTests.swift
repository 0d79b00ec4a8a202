import Dispatch
import Foundation
import Reactive
import TestSupport
import XCTest

/// The switching sink's inner sequences that complete during their own subscription, later, or
/// on other threads: each one's lifetime is disposed at its completion, which also stops a source
/// still sending on it.
final class SinkSwitchTests: ReactiveTestCase {
  func testInnersCompletingDuringTheirSubscriptionDeliverEveryElementAndTheCompletion() {
    let outer = PublishSubject<Int>()
    var received: [Event<Int>] = []
    let subscription = outer.flatMapLatest { value -> Observable<Int> in
      switch value % 3 {
      case 0: return Observable.just(value)
      case 1: return Observable.from([value, -value])
      default: return Observable.empty()
      }
    }
    .subscribe { received.append($0) }
    for value in 0..<6 { outer.onNext(value) }
    outer.onCompleted()
    XCTAssertEqual(
      received, [.next(0), .next(1), .next(-1), .next(3), .next(4), .next(-4), .completed])
    subscription.dispose()
  }

  func testInnersCompletingDuringTheirSubscriptionLeaveOneLifetimeBehindForTheNext() {
    let outer = PublishSubject<Int>()
    var sum = 0
    let subscription = outer.flatMapLatest { Observable.from([$0]) }
      .subscribe(onNext: { sum += $0 })
    let subscribed = Resources.total
    for value in 1...100 {
      outer.onNext(value)
      XCTAssertEqual(Resources.total, subscribed + 1)
    }
    XCTAssertEqual(sum, 5_050)
    subscription.dispose()
    XCTAssertEqual(Resources.total, subscribed - 1)
  }

  func testJustInnersRunOnNoLifetime() {
    let outer = PublishSubject<Int>()
    var sum = 0
    let subscription = outer.flatMapLatest { Observable.just($0) }.subscribe(onNext: { sum += $0 })
    let subscribed = Resources.total
    for value in 1...100 {
      outer.onNext(value)
      XCTAssertEqual(Resources.total, subscribed)
    }
    XCTAssertEqual(sum, 5_050)
    subscription.dispose()
  }

  func testAnInnerThatCompletesWhileItsSourceGoesOnStopsTheSourceAtTheCompletion() {
    // `take(2)` completes while `from` is still iterating on the same lifetime: the completion
    // must dispose that lifetime, or `from` would pull the whole sequence (forever, were it endless).
    var pulled = 0
    let numbers = numbersToAThousand { pulled = $0 }
    var received: [Event<Int>] = []
    let subscription = Observable.just(0)
      .flatMapLatest { _ in Observable.from(numbers).take(2) }
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(2), .completed])
    XCTAssertEqual(pulled, 2)
    subscription.dispose()
  }

  func testAnInnerThatStartsWhileACompletedOneIsStillRunningDoesNotRestartItsLifetime() {
    // The completed inner sequence's source is still iterating when the outer sequence sends the
    // next element, right after the completion: the next inner sequence must not run on the same
    // lifetime made new, or `from` would see it running again and pull the whole sequence.
    let outer = PublishSubject<Int>()
    let live = PublishSubject<Int>()
    var pulled = 0
    let numbers = numbersToAThousand { pulled = $0 }
    var received: [Int] = []
    let subscription = outer.flatMapLatest { value in
      value == 1
        ? Observable.from(numbers).take(2).do(afterCompleted: { outer.onNext(2) })
        : live.asObservable()
    }
    .subscribe(onNext: { received.append($0) })
    outer.onNext(1)
    XCTAssertEqual(pulled, 2)
    XCTAssertTrue(live.hasObservers)
    live.onNext(20)
    XCTAssertEqual(received, [1, 2, 20])
    subscription.dispose()
    XCTAssertFalse(live.hasObservers)
  }

  func testAnInnerAfterOneThatCompletedHoldsItsResourcesUntilTheNextReplacesIt() {
    let outer = PublishSubject<Int>()
    let live = PublishSubject<Int>()
    var log: [String] = []
    let subscription = outer.flatMapLatest { value in
      value == 2
        ? live.do(onDispose: { log.append("dispose live") }) : Observable.from([value])
    }
    .subscribe(onNext: { log.append("next \($0)") })
    outer.onNext(1)
    outer.onNext(2)
    live.onNext(20)
    outer.onNext(3)
    XCTAssertFalse(live.hasObservers)
    live.onNext(21)
    outer.onNext(2)
    live.onNext(22)
    outer.onNext(4)
    outer.onNext(2)
    subscription.dispose()
    XCTAssertFalse(live.hasObservers)
    XCTAssertEqual(
      log,
      [
        "next 1", "next 20", "dispose live", "next 3", "next 22", "dispose live", "next 4",
        "dispose live",
      ])
  }

  func testAnInnerThatNeverSendsIsDisposedBeforeTheNextSendsThoughNothingElseHoldsItsLifetime() {
    // The next inner sequence is a `from`, which runs on a lifetime, or a `just`, which runs on
    // none: either way the one before is disposed first.
    let nextInners: [(Int) -> Observable<Int>] = [
      { Observable.from([$0]) }, { Observable.just($0) },
    ]
    for nextInner in nextInners {
      let outer = PublishSubject<Int>()
      var log: [String] = []
      let subscription = outer.flatMapLatest { value in
        value == 1
          ? Observable<Int>.never().do(onDispose: { log.append("dispose never") })
          : nextInner(value)
      }
      .subscribe(onNext: { log.append("next \($0)") })
      outer.onNext(1)
      log.append("1 sent")
      outer.onNext(2)
      outer.onNext(3)
      XCTAssertEqual(log, ["1 sent", "dispose never", "next 2", "next 3"])
      subscription.dispose()
    }
  }

  func testAnInnerThatDoesNotCompleteIsDisposedWhenTheNextArrives() {
    let outer = PublishSubject<Int>()
    let live = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = outer.flatMapLatest { value in
      value == 2 ? live.asObservable() : Observable.just(value)
    }
    .subscribe(onNext: { received.append($0) })
    outer.onNext(1)
    outer.onNext(2)
    XCTAssertTrue(live.hasObservers)
    live.onNext(20)
    outer.onNext(3)
    XCTAssertFalse(live.hasObservers)
    live.onNext(21)
    outer.onNext(2)
    XCTAssertTrue(live.hasObservers)
    live.onNext(22)
    subscription.dispose()
    XCTAssertFalse(live.hasObservers)
    XCTAssertEqual(received, [1, 20, 3, 22])
  }

  func testAnInnerThatCompletesLaterIsDisposedAtItsCompletion() {
    let outer = PublishSubject<Int>()
    let later = PublishSubject<Int>()
    var log: [String] = []
    let subscription = outer.flatMapLatest { value in
      value == 2
        ? later.do(onDispose: { log.append("dispose later") }) : Observable.just(value)
    }
    .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
    outer.onNext(1)
    outer.onNext(2)
    later.onNext(20)
    later.onCompleted()
    log.append("later completed")
    outer.onNext(3)
    outer.onCompleted()
    XCTAssertEqual(
      log,
      ["next 1", "next 20", "dispose later", "later completed", "next 3", "completed"])
    subscription.dispose()
  }

  func testAnInnerThatHoldsAResourceIsDisposedAtItsCompletionDuringItsSubscription() {
    let outer = PublishSubject<String>()
    var log: [String] = []
    let subscription = outer.flatMapLatest { name in
      Observable.just(name).do(onDispose: { log.append("dispose \(name)") })
    }
    .subscribe(onNext: { log.append("next \($0)") })
    outer.onNext("a")
    log.append("a sent")
    outer.onNext("b")
    XCTAssertEqual(log, ["next a", "dispose a", "a sent", "next b", "dispose b"])
    subscription.dispose()
  }

  func testAResourceRegisteredAfterTheCompletionIsDisposedWhenTheSubscriptionReturns() {
    let outer = PublishSubject<String>()
    var log: [String] = []
    let subscription = outer.flatMapLatest { name in
      Observable<String>.create { observer in
        observer.onNext(name)
        observer.onCompleted()
        log.append("\(name) completed")
        return Disposables.create { log.append("dispose \(name)") }
      }
    }
    .subscribe(onNext: { log.append("next \($0)") })
    outer.onNext("a")
    outer.onNext("b")
    XCTAssertEqual(
      log, ["next a", "a completed", "dispose a", "next b", "b completed", "dispose b"])
    subscription.dispose()
  }

  func testDisposingTheSubscriptionFromAnInnerElementStopsEverything() {
    // A `from` runs on a lifetime, a `just` on none: neither sends its completion.
    let cases: [(inner: (Int) -> Observable<Int>, expected: [Event<Int>])] = [
      ({ Observable.from([$0, $0 * 10]) }, [.next(1), .next(10), .next(2)]),
      ({ Observable.just($0) }, [.next(1), .next(2)]),
    ]
    for (inner, expected) in cases {
      let outer = PublishSubject<Int>()
      var received: [Event<Int>] = []
      var subscription: Disposable?
      subscription = outer.flatMapLatest(inner)
        .subscribe { event in
          received.append(event)
          if event.element == 2 { subscription?.dispose() }
        }
      outer.onNext(1)
      outer.onNext(2)
      outer.onNext(3)
      outer.onCompleted()
      XCTAssertEqual(received, expected)
      XCTAssertFalse(outer.hasObservers)
    }
  }

  func testAnObserverFeedingTheOuterSequenceFromAnInnerElementSwitchesNested() {
    let outer = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = outer.flatMapLatest { Observable.from([$0, $0 + 100]) }
      .subscribe(onNext: { value in
        received.append(value)
        if value < 3 { outer.onNext(value + 1) }
      })
    outer.onNext(0)
    outer.onNext(10)
    XCTAssertEqual(received, [0, 1, 2, 3, 103, 10, 110])
    subscription.dispose()
  }

  func testTheCompletionOfTheOuterSequenceAfterSynchronousInnersCompletesAtOnce() {
    let outer = PublishSubject<Int>()
    var received: [Event<Int>] = []
    let subscription = outer.flatMapLatest { Observable.just($0) }.subscribe { received.append($0) }
    outer.onNext(1)
    outer.onCompleted()
    XCTAssertEqual(received, [.next(1), .completed])
    subscription.dispose()
  }

  func testAnInnerErrorDuringItsSubscriptionEndsEverything() {
    let outer = PublishSubject<Int>()
    var received: [Event<Int>] = []
    let subscription = outer.flatMapLatest { value in
      value == 2 ? Observable.error(testError) : Observable.just(value)
    }
    .subscribe { received.append($0) }
    outer.onNext(1)
    outer.onNext(2)
    outer.onNext(3)
    XCTAssertEqual(received, [.next(1), .error(testError)])
    XCTAssertFalse(outer.hasObservers)
    subscription.dispose()
  }

  func testAJustReplacedFromInsideItsElementDoesNotCompleteTheLatestInner() {
    // The element of `just(1)` makes the outer sequence switch to `live`: the completion of
    // `just(1)` that follows must not count as the completion of `live`.
    let outer = PublishSubject<Int>()
    let live = PublishSubject<Int>()
    var received: [Event<Int>] = []
    let subscription = outer.flatMapLatest { value in
      value == 1 ? Observable.just(1) : live.asObservable()
    }
    .subscribe { event in
      received.append(event)
      if event.element == 1 { outer.onNext(2) }
    }
    outer.onNext(1)
    outer.onCompleted()
    XCTAssertEqual(received, [.next(1)])
    live.onNext(5)
    live.onCompleted()
    XCTAssertEqual(received, [.next(1), .next(5), .completed])
    subscription.dispose()
  }

  func testAJustAfterTheOuterSequenceFailedSendsNothing() {
    let outer = PublishSubject<Int>()
    var received: [Event<Int>] = []
    let subscription = outer.flatMapLatest { value -> Observable<Int> in
      if value == 2 { throw testError }
      return Observable.just(value)
    }
    .subscribe { received.append($0) }
    outer.onNext(1)
    outer.onNext(2)
    outer.onNext(3)
    XCTAssertEqual(received, [.next(1), .error(testError)])
    subscription.dispose()
  }

  func testAnInnerCompletingOnAnotherThreadDuringItsSubscriptionIsHandedOver() {
    let outer = PublishSubject<Int>()
    let recorder = SerialRecorder<Int>()
    let subscription = outer.flatMapLatest { value in
      Observable<Int>.create { observer in
        let done = DispatchSemaphore(value: 0)
        let unchecked = UncheckedObserver(observer)
        DispatchQueue.global().async {
          unchecked.observer.onNext(value)
          unchecked.observer.onCompleted()
          done.signal()
        }
        done.wait()
        return Disposables.create()
      }
    }
    .subscribe(recorder.on)
    for value in 0..<20 { outer.onNext(value) }
    outer.onCompleted()
    XCTAssertEqual(recorder.events, (0..<20).map { Event.next($0) } + [.completed])
    subscription.dispose()
  }

  func testTheOuterThreadDoesNotWaitForAnInnerElementDeliveredOnAnotherThread() {
    // The outer element is sent while holding `held`; the inner element, sent on another thread,
    // is delivered into code that takes `held`. The outer thread must return without waiting for
    // that delivery, or the two threads wait for each other.
    let held = NSLock()
    let outer = PublishSubject<Int>()
    let delivered = DispatchSemaphore(value: 0)
    let subscription = outer.flatMapLatest { value in
      Observable.just(value).subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
    }
    .subscribe(onNext: { _ in
      held.withLock {}
      delivered.signal()
    })
    let returned = DispatchSemaphore(value: 0)
    let sender = Thread {
      for value in 0..<20 {
        held.withLock {
          outer.onNext(value)
          usleep(1_000)
        }
        delivered.wait()
      }
      returned.signal()
    }
    sender.start()
    XCTAssertEqual(
      returned.wait(timeout: .now() + 10), .success, "the threads waited for each other")
    subscription.dispose()
  }

  func testElementsOfAnInnerOnAnotherThreadStopAtTheSwitchToAJust() {
    let iterations = isSanitized ? 20 : 100
    for _ in 0..<iterations {
      let outer = PublishSubject<Int>()
      let recorder = SerialRecorder<Int>()
      let finished = DispatchSemaphore(value: 0)
      let subscription = outer.flatMapLatest { value -> Observable<Int> in
        guard value == 0 else { return Observable.just(value) }
        return Observable.create { observer in
          let unchecked = UncheckedObserver(observer)
          DispatchQueue.global().async {
            for element in -300..<0 { unchecked.observer.onNext(element) }
            finished.signal()
          }
          return Disposables.create()
        }
      }
      .subscribe(recorder.on)
      outer.onNext(0)
      for value in 1...50 { outer.onNext(value) }
      finished.wait()
      let elements = recorder.elements
      let switched = elements.firstIndex { $0 > 0 } ?? elements.endIndex
      XCTAssertEqual(Array(elements[switched...]), Array(1...50))
      XCTAssertEqual(Array(elements[..<switched]), Array(-300..<(-300 + switched)))
      XCTAssertEqual(recorder.overlaps, 0)
      subscription.dispose()
    }
  }

  func testDisposingFromAnotherThreadWhileSynchronousInnersRunLeavesNothingBehind() {
    let iterations = isSanitized ? 40 : 200
    for _ in 0..<iterations {
      let outer = PublishSubject<Int>()
      nonisolated(unsafe) let subscription = outer.flatMapLatest { value in
        value.isMultiple(of: 2) ? Observable.just(value) : Observable.from([value, value])
      }
      .subscribe()
      runConcurrently(threads: 2) { thread in
        if thread == 0 {
          for value in 0..<200 { outer.onNext(value) }
        } else {
          subscription.dispose()
        }
      }
      XCTAssertFalse(outer.hasObservers)
    }
  }
}

/// The numbers 1 to 1,000, calling `pulling` with the number of each pull of the iterator, the
/// one that finds the end included.
private func numbersToAThousand(pulling: @escaping (Int) -> Void) -> AnySequence<Int> {
  AnySequence { () -> AnyIterator<Int> in
    var next = 0
    return AnyIterator {
      next += 1
      pulling(next)
      return next <= 1_000 ? next : nil
    }
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
