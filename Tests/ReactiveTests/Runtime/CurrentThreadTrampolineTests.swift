import Reactive
import ReactiveTest
import TestSupport
import XCTest

/// Subscriptions run on the current-thread trampoline, as RxSwift's producers do: what a
/// subscription sets off synchronously waits for the subscription to return, synchronous sources
/// send one element per step, and sources subscribed together take turns.
final class CurrentThreadTrampolineTests: ReactiveTestCase {
  func testMergedSynchronousSourcesTakeTurns() {
    var received: [Event<Int>] = []
    _ = Observable.merge(Observable.from([1, 3, 5, 7, 9]), Observable.from([2, 4, 6, 8, 10]))
      .subscribe { received.append($0) }
    XCTAssertEqual(received, (1...10).map { .next($0) } + [.completed])
  }

  func testAnErrorSentDuringSubscriptionBeatsTheElementsOfASourceMergedBeforeIt() {
    var received: [Event<Int>] = []
    _ = Observable.merge(Observable.from([1, 2, 3, 4]), Observable.error(testError))
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.error(testError)])
  }

  func testAnOperatorIgnoringTerminalEventsWhileSubscribingStillSeesAnEmptySourceComplete() {
    // A cascade: subscribes to each source in a loop and counts completions only once the loop
    // has finished, as some libraries' combining operators do.
    let sources = [Observable<Int>.from([]), Observable.of(1)]
    let cascade = Observable<String>.create { observer in
      var isSubscribing = true
      var completions = 0
      let subscriptions = sources.map { source in
        source.subscribe(onCompleted: {
          if isSubscribing { return }
          completions += 1
          if completions == sources.count { observer.onNext("all completed") }
        })
      }
      isSubscribing = false
      return Disposables.create(subscriptions)
    }
    var received: [String] = []
    _ = cascade.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, ["all completed"])
  }

  func testASharedSynchronousSourceReachesEverySubscriberOfTheSameSubscription() {
    // An action: a bookkeeping subscriber and then the user subscribe to the same shared work
    // within one outer subscription; the work starts only once both are there.
    let work = Observable.from([1, 2, 3]).share(replay: 1, scope: .forever)
    var bookkeeping: [Event<Int>] = []
    var user: [Event<Int>] = []
    _ = Observable<Never>.create { _ in
      Disposables.create(
        work.subscribe { bookkeeping.append($0) },
        work.subscribe { user.append($0) })
    }.subscribe()
    XCTAssertEqual(bookkeeping, [.next(1), .next(2), .next(3), .completed])
    XCTAssertEqual(user, [.next(1), .next(2), .next(3), .completed])
  }

  func testAFeedbackLoopAnsweringSynchronouslyAppliesItsEventsBreadthFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let answer: (Observable<String>) -> Observable<String> = { states in
      states.flatMapLatest { state -> Observable<String> in
        switch state {
        case "initial": Observable.just("_a")
        case "initial_a": Observable.just("_b")
        default: Observable.never()
        }
      }
    }
    let res = scheduler.start {
      feedbackLoop(initial: "initial", scheduler: scheduler, feedbacks: [answer, answer])
    }
    XCTAssertEqual(
      res.events,
      [
        .next(201, "initial"), .next(202, "initial_a"), .next(203, "initial_a_a"),
        .next(204, "initial_a_a_b"), .next(205, "initial_a_a_b_b"),
      ])
  }

  func testASourceStoppedByAnOtherSequenceOfTheTrampolineIsSubscribedAndDisposedAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let o = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
    let res = scheduler.start { o.startWith(56).take(until: Observable.of(44, 45)) }
    XCTAssertEqual(res.events, [.next(200, 56), .completed(200)])
    XCTAssertEqual(o.subscriptions, [Subscription(200, 200)])
  }

  func testOnSubscribedRunsBeforeTheElementsOfASynchronousSource() {
    var log: [String] = []
    _ = Observable.of(1, 2)
      .do(
        onNext: { log.append("\($0)") }, onSubscribe: { log.append("subscribe") },
        onSubscribed: { log.append("subscribed") }
      )
      .subscribe()
    XCTAssertEqual(log, ["subscribe", "subscribed", "1", "2"])
  }

  func testSubscriptionsMadeByASynchronousSourceAreRecordedAfterThoseMadeDuringSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let res = scheduler.start {
      Observable.merge(Observable.of(0).flatMap { _ in xs.take(1) }, xs.asObservable())
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(210, 1), .next(220, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000), Subscription(200, 210)])
  }

  func testASubscriptionMadeWhileASourceSendsWaitsForTheCurrentStep() {
    var log: [String] = []
    _ = Observable.of(1, 2).subscribe(onNext: { element in
      log.append("outer \(element)")
      if element == 1 {
        _ = Observable.of(10).subscribe(onNext: { log.append("inner \($0)") })
        log.append("inner subscribed")
      }
    })
    XCTAssertEqual(log, ["outer 1", "inner subscribed", "inner 10", "outer 2"])
  }

  func testDisposingWhileASourceSendsStopsItBeforeItsNextStep() {
    var pulled: [Int] = []
    let counted = Observable.from(
      (1...5).lazy.map { element in
        pulled.append(element)
        return element
      })
    var received: [Event<Int>] = []
    _ = counted.take(2).subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(2), .completed])
    XCTAssertEqual(pulled, [1, 2])
  }

  func testSubscribingToASubjectDoesNotStartTheTrampoline() {
    // RxSwift's subjects are not producers: a behavior subject replays inside `subscribe`, and a
    // subscription its observer makes meanwhile runs to its end at once, on a trampoline of its
    // own.
    let subject = BehaviorSubject(value: 0)
    var log: [String] = []
    _ = subject.subscribe(onNext: { _ in
      _ = Observable.of(1, 2).subscribe(onNext: { log.append("\($0)") })
      log.append("replayed")
    })
    XCTAssertEqual(log, ["1", "2", "replayed"])
  }

  func testTheTrampolineIsIdleAgainOnceTheOutermostSubscribeReturns() {
    var insideSubscription: Bool?
    _ = Observable.of(1).subscribe(onNext: { _ in
      insideSubscription = CurrentThreadScheduler.isScheduleRequired
    })
    XCTAssertEqual(insideSubscription, false)
    XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
  }
}

/// A loop of the shape of RxFeedback's `system`: each state is replayed to the feedbacks, whose
/// answers are applied one at a time, in order, on the current-thread scheduler.
private func feedbackLoop(
  initial: String, scheduler: TestScheduler,
  feedbacks: [(Observable<String>) -> Observable<String>]
) -> Observable<String> {
  Observable.deferred {
    let states = ReplaySubject<String>.create(bufferSize: 1)
    let answers = Observable.merge(feedbacks.map { $0(states.asObservable()) })
      .observe(on: CurrentThreadScheduler.instance)
    return answers.scan(initial, accumulator: +)
      .do(onNext: { states.onNext($0) }, onSubscribed: { states.onNext(initial) })
      .subscribe(on: scheduler)
      .startWith(initial)
      .observe(on: scheduler)
  }
}
