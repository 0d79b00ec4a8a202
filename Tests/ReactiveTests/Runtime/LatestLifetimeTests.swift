import Dispatch
import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

/// The lifetime of an inner sequence of `flatMapLatest` that completed is run on again by the next
/// inner sequence when nothing else references it. Each case builds the completing inner sequence
/// from an operator that keeps something after its completion (a timer, a loop still pulling, a
/// subject registration, a stored observer, a child lifetime): whatever it keeps must stay stopped
/// while the next inner sequence runs, and must not stop that one.
final class LatestLifetimeTests: ReactiveTestCase {
  /// An inner sequence that sends `value` `delay` ticks after its subscription and then completes;
  /// `pulls` counts what its source produced.
  private struct CompletingInner {
    let name: String
    let delay: TestTime
    let make: (_ value: Int, _ scheduler: TestScheduler, _ pulls: PullCounter) -> Observable<Int>
  }

  private final class PullCounter: @unchecked Sendable {
    // @unchecked Sendable: `count` is guarded by `lock`
    private let lock = NSLock()
    private var pulls = 0

    var count: Int { lock.withLock { pulls } }

    func pulled() { lock.withLock { pulls += 1 } }

    /// The numbers from `start` on, a thousand of them, each pull counted.
    func numbers(from start: Int) -> Observable<Int> {
      Observable.from(start..<(start + 1_000)).do(onNext: { _ in self.pulled() })
    }
  }

  private let completingInners: [CompletingInner] = [
    CompletingInner(name: "take of a loop", delay: 0) { value, _, pulls in
      pulls.numbers(from: value).take(1)
    },
    CompletingInner(name: "take of an interval", delay: 1) { value, scheduler, pulls in
      Observable<Int>.interval(.seconds(1), scheduler: scheduler)
        .do(onNext: { _ in pulls.pulled() }).map { _ in value }.take(1)
    },
    CompletingInner(name: "timeout", delay: 0) { value, scheduler, pulls in
      pulls.numbers(from: value).take(1).timeout(.seconds(3), scheduler: scheduler)
    },
    CompletingInner(name: "delay", delay: 2) { value, scheduler, pulls in
      pulls.numbers(from: value).take(1).delay(.seconds(2), scheduler: scheduler)
    },
    CompletingInner(name: "observe(on:)", delay: 1) { value, scheduler, pulls in
      pulls.numbers(from: value).take(1).observe(on: scheduler)
    },
    CompletingInner(name: "subscribe(on:)", delay: 1) { value, scheduler, pulls in
      Observable.from([value]).do(onNext: { _ in pulls.pulled() }).subscribe(on: scheduler)
    },
    CompletingInner(name: "just on a scheduler", delay: 1) { value, scheduler, pulls in
      Observable.just(value, scheduler: scheduler).do(onNext: { _ in pulls.pulled() })
    },
    CompletingInner(name: "share", delay: 0) { value, _, pulls in
      pulls.numbers(from: value).take(1).share()
    },
    CompletingInner(name: "share(replay:)", delay: 0) { value, _, pulls in
      pulls.numbers(from: value).take(1).share(replay: 1, scope: .forever)
    },
    CompletingInner(name: "replay", delay: 0) { value, _, pulls in
      pulls.numbers(from: value).take(1).replay(1).refCount()
    },
    CompletingInner(name: "concat", delay: 0) { value, _, pulls in
      Observable<Int>.empty().concat(pulls.numbers(from: value).take(1))
        .concat(Observable.empty())
    },
    CompletingInner(name: "catch", delay: 0) { value, _, pulls in
      Observable<Int>.error(TestError()).catch { _ in pulls.numbers(from: value).take(1) }
    },
    CompletingInner(name: "retry", delay: 0) { value, _, pulls in
      var attempts = 0
      return Observable<Int>.deferred {
        attempts += 1
        return attempts == 1 ? .error(TestError()) : pulls.numbers(from: value).take(1)
      }
      .retry(2)
    },
    CompletingInner(name: "using", delay: 0) { value, _, pulls in
      Observable.using(
        { BooleanDisposable() },
        observableFactory: { _ in
          pulls.numbers(from: value).take(1)
        })
    },
    CompletingInner(name: "a subject's replay", delay: 0) { value, _, pulls in
      BehaviorSubject(value: value).do(onNext: { _ in pulls.pulled() }).take(1)
    },
    CompletingInner(name: "flatMapLatest", delay: 0) { value, _, pulls in
      Observable.just(value).flatMapLatest { pulls.numbers(from: $0).take(1) }
    },
    CompletingInner(name: "flatMap", delay: 0) { value, _, pulls in
      Observable.just(value).flatMap { pulls.numbers(from: $0).take(1) }
    },
  ]

  func testAnInnerAfterOneThatCompletedRunsUntilItsOwnEndWhateverTheCompletedOneWasMadeOf() {
    for inner in completingInners {
      let scheduler = TestScheduler(initialClock: 0)
      let pulls = PullCounter()
      let xs = scheduler.createHotObservable([
        .next(210, 1), .next(220, 2), .next(240, 3), .next(250, 4), .completed(300),
      ])
      let ys2 = scheduler.createColdObservable([
        .next(5, 20), .next(15, 21), .completed(25),
      ])
      let ys4 = scheduler.createColdObservable([
        .next(5, 40), .next(15, 41), .completed(25),
      ])
      let res = scheduler.start {
        xs.flatMapLatest { value -> Observable<Int> in
          switch value {
          case 2: ys2.asObservable()
          case 4: ys4.asObservable()
          default: inner.make(value, scheduler, pulls)
          }
        }
      }
      let d = inner.delay
      XCTAssertEqual(
        res.events,
        [
          .next(210 + d, 1), .next(225, 20), .next(235, 21), .next(240 + d, 3), .next(255, 40),
          .next(265, 41), .completed(300),
        ], inner.name)
      XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)], inner.name)
      XCTAssertEqual(ys2.subscriptions, [Subscription(220, 240)], inner.name)
      XCTAssertEqual(ys4.subscriptions, [Subscription(250, 275)], inner.name)
      XCTAssertEqual(pulls.count, 2, inner.name)
    }
  }

  func testAnObserverStoredByACompletedInnerSendsNothingIntoTheNext() {
    let scheduler = TestScheduler(initialClock: 0)
    var stored: AnyObserver<Int>?
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let ys = scheduler.createColdObservable([.next(5, 20), .next(15, 21), .completed(25)])
    scheduler.scheduleAt(230) {
      stored?.onNext(99)
      stored?.onCompleted()
    }
    let res = scheduler.start {
      xs.flatMapLatest { value -> Observable<Int> in
        guard value == 1 else { return ys.asObservable() }
        return Observable.create { observer in
          stored = observer
          observer.onNext(value)
          observer.onCompleted()
          return Disposables.create()
        }
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(225, 20), .next(235, 21), .completed(300)])
    XCTAssertEqual(ys.subscriptions, [Subscription(220, 245)])
  }

  func testASubjectThatACompletedInnerListenedToHasNoObserverLeft() {
    let scheduler = TestScheduler(initialClock: 0)
    let subjects = [1: BehaviorSubject(value: 10), 3: BehaviorSubject(value: 30)]
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 2), .completed(300),
    ])
    let ys = scheduler.createColdObservable([.next(5, 20), .completed(25)])
    var observed: [Bool] = []
    scheduler.scheduleAt(235) {
      observed = [subjects[1]!.hasObservers, subjects[3]!.hasObservers]
      subjects[1]!.onNext(11)
      subjects[3]!.onNext(31)
    }
    let res = scheduler.start {
      xs.flatMapLatest { subjects[$0].map { $0.take(1) } ?? ys.asObservable() }
    }
    XCTAssertEqual(
      res.events, [.next(210, 10), .next(225, 20), .next(230, 30), .next(245, 20), .completed(300)]
    )
    XCTAssertEqual(observed, [false, false])
    XCTAssertEqual(ys.subscriptions, [Subscription(220, 230), Subscription(240, 265)])
  }

  func testAnInnerSentFromTheCompletionOfOneLoopingInAScheduledSubscriptionLeavesItStopped() {
    // `delaySubscription` runs `from` on the inner's lifetime inside a scheduled action, which
    // still references it when the completion sends the next outer element.
    let scheduler = TestScheduler(initialClock: 0)
    let outer = PublishSubject<Int>()
    let pulls = PullCounter()
    let ys = scheduler.createColdObservable([.next(5, 20)])
    scheduler.scheduleAt(210) { outer.onNext(1) }
    let res = scheduler.start {
      outer.flatMapLatest { value -> Observable<Int> in
        guard value == 1 else { return ys.asObservable() }
        return pulls.numbers(from: 0).delaySubscription(.seconds(1), scheduler: scheduler)
          .take(2).do(afterCompleted: { outer.onNext(2) })
      }
    }
    XCTAssertEqual(res.events, [.next(211, 0), .next(211, 1), .next(216, 20)])
    XCTAssertEqual(pulls.count, 2)
    XCTAssertEqual(ys.subscriptions, [Subscription(211, 1000)])
  }

  func testAnInnerSentWhileACompletedOneStillLoopsOnAnotherThreadLeavesItStopped() {
    // The completed inner's `from` loops on the scheduler's thread; the next outer element comes
    // from this thread between its completion and its next check of its lifetime.
    let iterations = isSanitized ? 30 : 300
    let scheduler = SerialDispatchQueueScheduler(qos: .default)
    for _ in 0..<iterations {
      let outer = PublishSubject<Int>()
      let live = PublishSubject<Int>()
      let pulls = PullCounter()
      let completed = DispatchSemaphore(value: 0)
      let switched = DispatchSemaphore(value: 0)
      let recorder = SerialRecorder<Int>()
      let subscription = outer.flatMapLatest { value -> Observable<Int> in
        guard value == 1 else { return live.asObservable() }
        return pulls.numbers(from: 0).delaySubscription(.nanoseconds(0), scheduler: scheduler)
          .take(2)
          .do(afterCompleted: {
            completed.signal()
            switched.wait()
          })
      }
      .subscribe(recorder.on)
      outer.onNext(1)
      completed.wait()
      outer.onNext(2)
      switched.signal()
      // Runs after the looping action on the serial queue, once the loop has ended.
      _ = try? Observable.just(0).observe(on: scheduler).toBlocking().first()
      XCTAssertEqual(pulls.count, 2)
      live.onNext(20)
      XCTAssertEqual(recorder.events, [.next(0), .next(1), .next(20)])
      subscription.dispose()
      XCTAssertFalse(live.hasObservers)
    }
  }

  func testInnersCompletingOnOtherThreadsWhileTheNextArrivesStopAtTheirCompletion() {
    let iterations = isSanitized ? 30 : 300
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    for _ in 0..<iterations {
      let pulls = PullCounter()
      let outer = PublishSubject<Int>()
      let recorder = SerialRecorder<Int>()
      let subscription = outer.flatMapLatest { value -> Observable<Int> in
        switch value % 3 {
        case 0:
          Observable.from([value * 1_000, value * 1_000 + 1]).do(onNext: { _ in pulls.pulled() })
            .subscribe(on: scheduler)
        case 1: pulls.numbers(from: value * 1_000).take(2).observe(on: scheduler)
        default: pulls.numbers(from: value * 1_000).take(2)
        }
      }
      .subscribe(recorder.on)
      for value in 0..<30 { outer.onNext(value) }
      outer.onNext(30)
      outer.onCompleted()
      XCTAssertTrue(spinMainRunLoop { recorder.terminalCount == 1 })
      XCTAssertLessThanOrEqual(pulls.count, 31 * 2)
      XCTAssertEqual(recorder.events.suffix(3), [.next(30_000), .next(30_001), .completed])
      XCTAssertEqual(recorder.overlaps, 0)
      subscription.dispose()
    }
  }
}
