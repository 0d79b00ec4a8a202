import Reactive
import ReactiveTest
import Synchronization
import XCTest

final class PublishSubjectTests: ReactiveTestCase {
  func testObserversReceiveOnlyTheElementsSentWhileTheyAreSubscribed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(250, 2), .next(310, 3), .next(420, 4), .next(530, 5),
      .next(640, 6), .next(950, 7), .next(1010, 8),
    ])
    let results = recordSubscribers(
      scheduler, feeding: xs, into: { PublishSubject<Int>() },
      observers: [(300, 500), (400, 700), (600, 900), (800, 990)])
    XCTAssertEqual(results[0].events, [.next(310, 3), .next(420, 4)])
    XCTAssertEqual(results[1].events, [.next(420, 4), .next(530, 5), .next(640, 6)])
    XCTAssertEqual(results[2].events, [.next(640, 6)])
    XCTAssertEqual(results[3].events, [.next(950, 7)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testCompletionReachesCurrentObserversAndIsSentAtOnceToLaterOnes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(320, 2), .completed(450), .next(460, 9), .completed(470),
    ])
    let results = recordSubscribers(
      scheduler, feeding: xs, into: { PublishSubject<Int>() },
      observers: [(300, 800), (400, 420), (500, 800)])
    XCTAssertEqual(results[0].events, [.next(320, 2), .completed(450)])
    XCTAssertEqual(results[1].events, [])
    XCTAssertEqual(results[2].events, [.completed(500)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testErrorReachesCurrentObserversAndIsSentAtOnceToLaterOnes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(320, 2), .error(450, testError), .next(460, 9),
    ])
    let results = recordSubscribers(
      scheduler, feeding: xs, into: { PublishSubject<Int>() },
      observers: [(300, 800), (500, 800)])
    XCTAssertEqual(results[0].events, [.next(320, 2), .error(450, testError)])
    XCTAssertEqual(results[1].events, [.error(500, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testDisposedSubjectDropsItsObserversAndSendsDisposedErrorToLaterSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(320, 2), .next(520, 3), .completed(600)])
    var disposedFlags: [Bool] = []
    let results = recordSubscribers(
      scheduler, feeding: xs, into: { PublishSubject<Int>() },
      observers: [(300, 800), (500, 800)],
      actions: [
        (400, { disposedFlags.append($0.isDisposed) }),
        (450, { $0.dispose() }),
        (460, { disposedFlags.append($0.isDisposed) }),
      ])
    let disposedError = RxError.disposed(object: PublishSubject<Int>())
    XCTAssertEqual(results[0].events, [.next(320, 2)])
    XCTAssertEqual(results[1].events, [.error(500, disposedError)])
    XCTAssertEqual(disposedFlags, [false, true])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testATerminalEventSentAfterDisposalReachesLaterSubscribersInsteadOfTheDisposedError() {
    // RxSwift's publish subject keeps a terminal event it is sent once disposed, and gives it to
    // later subscribers before checking whether it is disposed.
    for terminal in [Event<Int>.error(testError), .completed] {
      let subject = PublishSubject<Int>()
      subject.dispose()
      subject.on(terminal)
      var received: [Event<Int>] = []
      _ = subject.subscribe { received.append($0) }
      XCTAssertEqual(received, [terminal])
      XCTAssertTrue(subject.isDisposed)
    }
  }

  func testHasObserversFollowsSubscriptionsAndTermination() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(700)])
    var samples: [Bool] = []
    let sample: (TestTime) -> (time: TestTime, action: (PublishSubject<Int>) -> Void) = {
      ($0, { samples.append($0.hasObservers) })
    }
    _ = recordSubscribers(
      scheduler, feeding: xs, into: { PublishSubject<Int>() },
      observers: [(300, 500), (400, 600), (650, 900)],
      actions: [sample(250), sample(350), sample(550), sample(620), sample(680), sample(750)])
    XCTAssertEqual(samples, [false, true, true, false, true, false])
  }

  func testElementSentFromInsideOnNextIsDeliveredNestedToEveryObserver() {
    let subject = PublishSubject<Int>()
    var first: [Int] = []
    var second: [Int] = []
    let a = subject.subscribe(onNext: { element in
      first.append(element)
      if element == 1 { subject.onNext(2) }
    })
    let b = subject.subscribe(onNext: { second.append($0) })
    subject.onNext(1)
    XCTAssertEqual(first, [1, 2])
    XCTAssertEqual(second, [2, 1])
    a.dispose()
    b.dispose()
  }

  func testTerminalEventSentFromInsideOnNextEndsEveryObserverAtOnce() {
    let subject = PublishSubject<Int>()
    var first: [Event<Int>] = []
    var second: [Event<Int>] = []
    _ = subject.subscribe { event in
      first.append(event)
      if event.element == 1 { subject.onCompleted() }
    }
    _ = subject.subscribe { second.append($0) }
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(first, [.next(1), .completed])
    XCTAssertEqual(second, [.completed])
    XCTAssertFalse(subject.hasObservers)
  }

  func testObserverThatDisposesItselfMidEventReceivesNothingMore() {
    let subject = PublishSubject<Int>()
    var first: [Int] = []
    var second: [Int] = []
    var subscription: (any Disposable)?
    subscription = subject.subscribe(onNext: { element in
      first.append(element)
      subscription?.dispose()
    })
    let other = subject.subscribe(onNext: { second.append($0) })
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(first, [1])
    XCTAssertEqual(second, [1, 2])
    other.dispose()
    XCTAssertFalse(subject.hasObservers)
  }

  func testObserverDisposedByAnEarlierObserverMidEventMissesThatEvent() {
    let subject = PublishSubject<Int>()
    var second: [Int] = []
    var victim: (any Disposable)?
    let killer = subject.subscribe(onNext: { if $0 == 2 { victim?.dispose() } })
    victim = subject.subscribe(onNext: { second.append($0) })
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    XCTAssertEqual(second, [1])
    killer.dispose()
  }

  func testObserverSubscribedInsideOnNextReceivesOnlyLaterElements() {
    let subject = PublishSubject<Int>()
    var late: [Int] = []
    var lateSubscription: (any Disposable)?
    let outer = subject.subscribe(onNext: { element in
      if element == 1 { lateSubscription = subject.subscribe(onNext: { late.append($0) }) }
    })
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(late, [2])
    outer.dispose()
    lateSubscription?.dispose()
  }

  func testObserverReleasedByItsDisposalMayUnsubscribeOthersFromItsDeinitializer() {
    let subject = PublishSubject<Int>()
    var other: (any Disposable)? = subject.subscribe(onNext: { _ in })
    var owner: Deinitializer? = Deinitializer { other?.dispose() }
    let subscription = subject.subscribe(onNext: { [owner] _ in _ = owner })
    owner = nil
    subscription.dispose()
    XCTAssertFalse(subject.hasObservers)
    other = nil
  }

  func testObserversReleasedByDisposingTheSubjectMaySubscribeFromTheirDeinitializers() {
    let subject = PublishSubject<Int>()
    var late: [Event<Int>] = []
    var owner: Deinitializer? = Deinitializer { _ = subject.subscribe { late.append($0) } }
    _ = subject.subscribe(onNext: { [owner] _ in _ = owner })
    owner = nil
    subject.dispose()
    XCTAssertEqual(late, [.error(RxError.disposed(object: subject))])
  }

  func testAsObserverIsTheSubjectItselfUnlessErased() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = subject.subscribe(onNext: { received.append($0) })
    let observer = subject.asObserver()
    let erased: AnyObserver<Int> = subject.asObserver()
    observer.onNext(7)
    erased.onNext(8)
    XCTAssertTrue(observer === subject)
    XCTAssertTrue(subjectObserver(of: subject) === subject)
    XCTAssertEqual(received, [7, 8])
    subscription.dispose()
  }

  func testConcurrentSendersAndSubscribersAreDeliveredOneAtATime() {
    let subject = PublishSubject<Int>()
    assertSerializedDelivery(
      send: { subject.onNext($0) }, subscribe: { subject.subscribe($0) })
  }

  func testSubscriptionsMadeAndReleasedInBagsOnSeveralThreadsDuringSendsLeaveNoObserverBehind() {
    let subject = PublishSubject<Int>()
    let resourcesAtStart = Resources.total
    let received = Atomic<Int>(0)
    let disposals = Atomic<Int>(0)
    let finished = Atomic<Int>(0)
    let threads = 3
    let perThread = 2_000
    let sender: @Sendable () -> Void = {
      var value = 0
      while finished.load(ordering: .relaxed) < threads {
        subject.onNext(value)
        value &+= 1
      }
    }
    let subscriber: @Sendable () -> Void = {
      for _ in 0..<perThread {
        let bag = DisposeBag()
        subject.subscribe(
          onNext: { _ in received.add(1, ordering: .relaxed) },
          onDisposed: { disposals.add(1, ordering: .relaxed) }
        ).disposed(by: bag)
      }
      finished.add(1, ordering: .relaxed)
    }
    runAtOnce([sender] + Array(repeating: subscriber, count: threads))
    XCTAssertEqual(disposals.load(ordering: .relaxed), threads * perThread)
    XCTAssertFalse(subject.hasObservers)
    XCTAssertEqual(Resources.total, resourcesAtStart, "live resources")
    // Every subscription's observer and lifetime is gone: a send reaches nobody.
    let before = received.load(ordering: .relaxed)
    subject.onNext(-1)
    XCTAssertEqual(received.load(ordering: .relaxed), before)
  }

  func testCompletionDuringConcurrentSendsIsTheLastEventEveryObserverReceives() {
    let subject = PublishSubject<Int>()
    assertSerializedDelivery(
      send: { subject.onNext($0) }, subscribe: { subject.subscribe($0) },
      terminate: { subject.onCompleted() })
  }
}

private func subjectObserver<Subject: SubjectType>(of subject: Subject) -> Subject.Observer {
  subject.asObserver()
}
