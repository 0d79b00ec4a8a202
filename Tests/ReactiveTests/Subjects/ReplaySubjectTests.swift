import Reactive
import ReactiveTest
import XCTest

final class ReplaySubjectTests: ReactiveTestCase {
  func testNewObserversReceiveTheLatestBufferedElementsThenLaterOnes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(420, 5),
      .next(610, 6),
    ])
    let results = recordSubscribers(
      scheduler, feeding: xs, into: { ReplaySubject<Int>.create(bufferSize: 2) },
      observers: [(205, 600), (300, 500), (500, 700)])
    XCTAssertEqual(
      results[0].events,
      [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(420, 5)])
    XCTAssertEqual(results[1].events, [.next(300, 3), .next(300, 4), .next(420, 5)])
    XCTAssertEqual(results[2].events, [.next(500, 4), .next(500, 5), .next(610, 6)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testUnboundSubjectReplaysEveryElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(420, 4),
    ])
    let results = recordSubscribers(
      scheduler, feeding: xs, into: { ReplaySubject<Int>.createUnbounded() },
      observers: [(300, 500), (600, 700)])
    XCTAssertEqual(
      results[0].events, [.next(300, 1), .next(300, 2), .next(300, 3), .next(420, 4)])
    XCTAssertEqual(
      results[1].events, [.next(600, 1), .next(600, 2), .next(600, 3), .next(600, 4)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testBufferOfSizeZeroReplaysNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(420, 2)])
    let results = recordSubscribers(
      scheduler, feeding: xs, into: { ReplaySubject<Int>.create(bufferSize: 0) },
      observers: [(300, 500)])
    XCTAssertEqual(results[0].events, [.next(420, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testLateObserversOfACompletedSubjectReceiveTheBufferThenTheCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(300), .next(310, 9),
    ])
    let results = recordSubscribers(
      scheduler, feeding: xs, into: { ReplaySubject<Int>.create(bufferSize: 2) },
      observers: [(250, 800), (400, 800)])
    XCTAssertEqual(
      results[0].events, [.next(250, 2), .next(250, 3), .completed(300)])
    XCTAssertEqual(results[1].events, [.next(400, 2), .next(400, 3), .completed(400)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testLateObserversOfAFailedSubjectReceiveTheBufferThenTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(300, testError)])
    let results = recordSubscribers(
      scheduler, feeding: xs, into: { ReplaySubject<Int>.createUnbounded() },
      observers: [(250, 800), (400, 800)])
    XCTAssertEqual(results[0].events, [.next(250, 1), .error(300, testError)])
    XCTAssertEqual(results[1].events, [.next(400, 1), .error(400, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testDisposedSubjectForgetsItsBufferAndSendsDisposedErrorToLaterSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2), .next(520, 3)])
    var samples: [Bool] = []
    let results = recordSubscribers(
      scheduler, feeding: xs, into: { ReplaySubject<Int>.createUnbounded() },
      observers: [(300, 800), (500, 800)],
      actions: [
        (400, { samples.append($0.hasObservers) }),
        (450, { $0.dispose() }),
        (460, { samples.append($0.hasObservers) }),
      ])
    let disposedError = RxError.disposed(object: ReplaySubject<Int>.createUnbounded())
    XCTAssertEqual(results[0].events, [.next(300, 1), .next(320, 2)])
    XCTAssertEqual(results[1].events, [.error(500, disposedError)])
    XCTAssertEqual(samples, [true, false])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testObserverSubscribedInsideOnNextIsReplayedTheBufferIncludingThatElement() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    var log: [String] = []
    var lateSubscription: (any Disposable)?
    subject.onNext(1)
    let outer = subject.subscribe(onNext: { element in
      if element == 2 { lateSubscription = subject.subscribe(onNext: { log.append("late \($0)") }) }
    })
    subject.onNext(2)
    subject.onNext(3)
    XCTAssertEqual(log, ["late 1", "late 2", "late 3"])
    outer.dispose()
    lateSubscription?.dispose()
  }

  func testElementSentFromInsideAReplayedOnNextIsKeptButNotSentToTheObserverBeingReplayedTo() {
    // As in RxSwift, the new observer is registered after its replay.
    let subject = ReplaySubject<Int>.createUnbounded()
    subject.onNext(1)
    subject.onNext(2)
    var received: [Int] = []
    let subscription = subject.subscribe(onNext: { element in
      received.append(element)
      if element == 1 { subject.onNext(3) }
    })
    subject.onNext(4)
    var later: [Int] = []
    _ = subject.subscribe(onNext: { later.append($0) }).dispose()
    XCTAssertEqual(received, [1, 2, 4])
    XCTAssertEqual(later, [1, 2, 3, 4])
    subscription.dispose()
  }

  func testCompletionSentFromInsideAReplayedOnNextFollowsTheRestOfTheReplay() {
    let subject = ReplaySubject<Int>.createUnbounded()
    subject.onNext(1)
    subject.onNext(2)
    var received: [Event<Int>] = []
    _ = subject.subscribe { event in
      received.append(event)
      if event.element == 1 { subject.onCompleted() }
    }
    XCTAssertEqual(received, [.next(1), .next(2), .completed])
  }

  func testConcurrentSendersAndSubscribersAreDeliveredOneAtATime() {
    let subject = ReplaySubject<Int>.create(bufferSize: 16)
    assertSerializedDelivery(
      send: { subject.onNext($0) }, subscribe: { subject.subscribe($0) })
  }

  func testUnboundSubjectUnderConcurrentSendersReplaysEveryElementOnce() {
    let subject = ReplaySubject<Int>.createUnbounded()
    assertSerializedDelivery(
      perSender: 2_000, churnLimit: 20, send: { subject.onNext($0) },
      subscribe: { subject.subscribe($0) })
  }

  func testCompletionDuringConcurrentSendsIsTheLastEventEveryObserverReceives() {
    let subject = ReplaySubject<Int>.create(bufferSize: 16)
    assertSerializedDelivery(
      send: { subject.onNext($0) }, subscribe: { subject.subscribe($0) },
      terminate: { subject.onCompleted() })
  }

  func testReplayedObserverMayWaitForAThreadThatSendsIntoTheSubject() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    subject.onNext(1)
    subject.onNext(2)
    assertObserverMayWaitForAThreadThatSends(
      to: subject, on: 1, { subject.onNext(3) }, receives: [1, 2, 3])
  }

  func testObserversJoiningDuringConcurrentSendsReceiveTheBufferThenEveryLaterElement() {
    let subject = ReplaySubject<Int>.create(bufferSize: 3)
    assertJoinersSeeContiguousSuffixes(
      send: { subject.onNext($0) }, complete: { subject.onCompleted() },
      subscribe: { subject.subscribe($0) })
  }
}
