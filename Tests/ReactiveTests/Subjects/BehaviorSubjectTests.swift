import Reactive
import ReactiveTest
import XCTest

final class BehaviorSubjectTests: ReactiveTestCase {
  func testEachObserverReceivesTheCurrentValueThenLaterElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(280, 1), .next(330, 2), .next(350, 3), .next(460, 4), .next(720, 5),
      .next(1010, 6),
    ])
    let results = recordSubscribers(
      scheduler, feeding: xs, into: { BehaviorSubject(value: 100) },
      observers: [(250, 340), (400, 700), (750, 900), (990, 1100)])
    XCTAssertEqual(results[0].events, [.next(250, 100), .next(280, 1), .next(330, 2)])
    XCTAssertEqual(results[1].events, [.next(400, 3), .next(460, 4)])
    XCTAssertEqual(results[2].events, [.next(750, 5)])
    XCTAssertEqual(results[3].events, [.next(990, 5)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testCompletionReachesCurrentObserversAndLaterOnesReceiveOnlyTheCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(320, 2), .completed(450), .next(460, 9)])
    var values: [Int?] = []
    let results = recordSubscribers(
      scheduler, feeding: xs, into: { BehaviorSubject(value: 1) },
      observers: [(300, 800), (500, 800)],
      actions: [(600, { values.append(try? $0.value()) })])
    XCTAssertEqual(results[0].events, [.next(300, 1), .next(320, 2), .completed(450)])
    XCTAssertEqual(results[1].events, [.completed(500)])
    XCTAssertEqual(values, [2])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testErrorReachesEveryObserverAndValueRethrowsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(320, 2), .error(450, testError)])
    var thrown: [String] = []
    let results = recordSubscribers(
      scheduler, feeding: xs, into: { BehaviorSubject(value: 1) },
      observers: [(300, 800), (500, 800)],
      actions: [(600, { subject in thrown.append(describeThrown { try subject.value() }) })])
    XCTAssertEqual(results[0].events, [.next(300, 1), .next(320, 2), .error(450, testError)])
    XCTAssertEqual(results[1].events, [.error(500, testError)])
    XCTAssertEqual(thrown, ["test error"])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testDisposedSubjectSendsDisposedErrorAndValueThrowsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(320, 2), .next(520, 3)])
    var thrown: [String] = []
    var disposedFlags: [Bool] = []
    let disposedError = RxError.disposed(object: BehaviorSubject(value: 0))
    let results = recordSubscribers(
      scheduler, feeding: xs, into: { BehaviorSubject(value: 1) },
      observers: [(300, 800), (500, 800)],
      actions: [
        (400, { disposedFlags.append($0.isDisposed) }),
        (450, { $0.dispose() }),
        (460, { disposedFlags.append($0.isDisposed) }),
        (470, { subject in thrown.append(describeThrown { try subject.value() }) }),
      ])
    XCTAssertEqual(results[0].events, [.next(300, 1), .next(320, 2)])
    XCTAssertEqual(results[1].events, [.error(500, disposedError)])
    XCTAssertEqual(disposedFlags, [false, true])
    XCTAssertEqual(thrown, [String(describing: disposedError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testValueIsTheInitialValueThenTheLatestElement() throws {
    let subject = BehaviorSubject(value: "a")
    XCTAssertEqual(try subject.value(), "a")
    subject.onNext("b")
    subject.onNext("c")
    XCTAssertEqual(try subject.value(), "c")
  }

  func testHasObserversFollowsSubscriptionsAndTermination() {
    let subject = BehaviorSubject(value: 0)
    XCTAssertFalse(subject.hasObservers)
    let first = subject.subscribe(onNext: { _ in })
    let second = subject.subscribe(onNext: { _ in })
    XCTAssertTrue(subject.hasObservers)
    first.dispose()
    XCTAssertTrue(subject.hasObservers)
    subject.onCompleted()
    // As in RxSwift, a behavior subject keeps its observers after terminating, until each
    // subscription is disposed.
    XCTAssertTrue(subject.hasObservers)
    second.dispose()
    XCTAssertFalse(subject.hasObservers)
  }

  func testObserversKeptAfterTerminatingGoWhenTheSubjectIsDisposed() {
    let subject = BehaviorSubject(value: 0)
    _ = subject.subscribe(onNext: { _ in })
    subject.onError(testError)
    XCTAssertTrue(subject.hasObservers)
    subject.dispose()
    XCTAssertFalse(subject.hasObservers)
  }

  func testASubscriptionDisposedAfterTheSubjectTerminatedButBeforeItsEventIsRemovedAtOnce() {
    let subject = BehaviorSubject(value: 0)
    var second: (any Disposable)?
    var log: [String] = []
    // The first observer receives the error first and disposes the second, which the subject
    // has terminated for but not yet told: RxSwift removes it then, as any disposal does.
    let first = subject.subscribe(onError: { _ in
      log.append("first error")
      second?.dispose()
    })
    second = subject.subscribe(onError: { _ in log.append("second error") })
    subject.onError(testError)
    XCTAssertEqual(log, ["first error"])
    first.dispose()
    XCTAssertFalse(subject.hasObservers, "the second observer was removed when disposed")
  }

  func testObserverSubscribedInsideOnNextReceivesThatElementAsTheCurrentValueAtOnce() {
    let subject = BehaviorSubject(value: 0)
    var log: [String] = []
    var lateSubscription: (any Disposable)?
    let outer = subject.subscribe(onNext: { element in
      log.append("outer \(element)")
      if element == 1 {
        lateSubscription = subject.subscribe(onNext: { log.append("late \($0)") })
        log.append("subscribed")
      }
    })
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(log, ["outer 0", "outer 1", "late 1", "subscribed", "outer 2", "late 2"])
    outer.dispose()
    lateSubscription?.dispose()
  }

  func testElementSentWhileReceivingTheCurrentValueIsDeliveredNested() {
    let subject = BehaviorSubject(value: 0)
    var first: [Int] = []
    var second: [Int] = []
    let a = subject.subscribe(onNext: { first.append($0) })
    let b = subject.subscribe(onNext: { element in
      second.append(element)
      if element == 0 { subject.onNext(1) }
    })
    XCTAssertEqual(first, [0, 1])
    XCTAssertEqual(second, [0, 1])
    XCTAssertEqual(try subject.value(), 1)
    a.dispose()
    b.dispose()
  }

  func testObserverThatDisposesItselfMidEventReceivesNothingMore() {
    let subject = BehaviorSubject(value: 0)
    var received: [Int] = []
    var subscription: (any Disposable)?
    subscription = subject.subscribe(onNext: { element in
      received.append(element)
      if element == 1 { subscription?.dispose() }
    })
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(received, [0, 1])
    XCTAssertFalse(subject.hasObservers)
  }

  func testReplacedValueMayReadTheSubjectFromItsDeinitializer() {
    var seen: [String] = []
    let subject = BehaviorSubject<Deinitializer?>(value: nil)
    subject.onNext(Deinitializer { seen.append(describeThrown { try subject.value() }) })
    subject.onNext(nil)
    XCTAssertEqual(seen, ["nil"])
  }

  func testConcurrentSendersAndSubscribersAreDeliveredOneAtATime() {
    let subject = BehaviorSubject(value: -1)
    assertSerializedDelivery(
      replayedFirst: [-1], send: { subject.onNext($0) }, subscribe: { subject.subscribe($0) })
  }

  func testErrorDuringConcurrentSendsIsTheLastEventEveryObserverReceives() {
    let subject = BehaviorSubject(value: -1)
    assertSerializedDelivery(
      replayedFirst: [-1], send: { subject.onNext($0) }, subscribe: { subject.subscribe($0) },
      terminate: { subject.onError(testError) })
  }

  func testObserverReceivingTheCurrentValueMayWaitForAThreadThatSendsIntoTheSubject() {
    let subject = BehaviorSubject(value: 0)
    assertObserverMayWaitForAThreadThatSends(
      to: subject, on: 0, { subject.onNext(1) }, receives: [0, 1])
  }

  func testObserversJoiningDuringConcurrentSendsReceiveTheValueThenEveryLaterElement() {
    let subject = BehaviorSubject(value: -1)
    assertJoinersSeeContiguousSuffixes(
      send: { subject.onNext($0) }, complete: { subject.onCompleted() },
      subscribe: { subject.subscribe($0) })
  }
}
