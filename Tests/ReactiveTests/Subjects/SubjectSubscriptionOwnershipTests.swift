import Dispatch
import Synchronization
import TestSupport
import XCTest

@testable import RxSwift

/// Who holds what once a subscription's lifetime holds its subject's core strongly: every subject,
/// relay and connectable let go of releases its observers, a shared sequence lives as long as its
/// subscriptions (which alone can end its connection), the core lives exactly as long as the last
/// subscription that registered with it, and disposing in any order, from inside a delivery or
/// from another thread, releases everything once.
final class SubjectSubscriptionOwnershipTests: ReactiveTestCase {
  func testTheCoreLivesUntilTheLastSubscriptionIsLetGoOfUndisposed() {
    assertCoreOutlivesSubjectUntilSubscriptionsGo { PublishSubject<Int>() }
    assertCoreOutlivesSubjectUntilSubscriptionsGo { BehaviorSubject(value: 0) }
    assertCoreOutlivesSubjectUntilSubscriptionsGo { ReplaySubject<Int>.create(bufferSize: 2) }
    assertCoreOutlivesSubjectUntilSubscriptionsGo { AsyncSubject<Int>() }
  }

  /// Subscribes twice (the second subscription disposes nothing), lets go of the subject: the
  /// observers go at once, the core only when both subscriptions are gone, and disposing the
  /// first after the subject died runs its `onDisposed` once.
  private func assertCoreOutlivesSubjectUntilSubscriptionsGo<Subject: SubjectType & AnyObject>(
    _ makeSubject: () -> Subject, file: StaticString = #filePath, line: UInt = #line
  ) where Subject.Element == Int, Subject.Observer.Element == Int {
    let observers = ObserverCounter()
    let disposals = Atomic<Int>(0)
    var first: (any Disposable)?
    var second: (any Disposable)?
    weak var releasedSubject: Subject?
    weak var releasedCore: ObserverRegistrar?
    do {
      let subject = makeSubject()
      releasedSubject = subject
      releasedCore = core(of: subject)
      XCTAssertNotNil(releasedCore, "no core found", file: file, line: line)
      first = subject.subscribe(
        onNext: observers.counted { _ in },
        onDisposed: { disposals.add(1, ordering: .relaxed) })
      second = subject.subscribe(onNext: observers.counted { _ in })
    }
    XCTAssertNil(releasedSubject, "subject kept alive", file: file, line: line)
    XCTAssertEqual(observers.alive, 0, file: file, line: line)
    XCTAssertNotNil(releasedCore, "the subscriptions hold the core", file: file, line: line)
    first?.dispose()
    first?.dispose()
    XCTAssertEqual(disposals.load(ordering: .relaxed), 1, file: file, line: line)
    first = nil
    XCTAssertNotNil(releasedCore, "the undisposed subscription holds it", file: file, line: line)
    XCTAssertNotNil(second, file: file, line: line)
    second = nil
    XCTAssertNil(releasedCore, "core kept alive", file: file, line: line)
  }

  private func core(of subject: AnyObject) -> ObserverRegistrar? {
    switch subject {
    case let subject as PublishSubject<Int>: subject.core
    case let subject as BehaviorSubject<Int>: subject.core
    case let subject as ReplaySubject<Int>: subject.core
    case let subject as AsyncSubject<Int>: subject.core
    default: nil
    }
  }

  /// What a subject remembers goes with it, as in RxSwift, whose subscriptions hold their subject
  /// weakly: a subscription still held (in a bag that outlives a view model, say) must not keep
  /// the remembered value alive once the subject is gone.
  func testTheValueASubjectRemembersIsReleasedWithItThoughASubscriptionIsHeld() {
    assertRememberedValuesReleased(holdingTheirSubscription: false)
  }

  /// A value that holds a subscription to the subject that remembers it (an item that watches
  /// the relay holding the selected item, say) closes a cycle through the core once the
  /// subject is gone: core, value, subscription, core. RxSwift frees it with the subject.
  func testARememberedValueHoldingASubscriptionToItsSubjectIsReleasedWithTheSubject() {
    assertRememberedValuesReleased(holdingTheirSubscription: true)
  }

  private func assertRememberedValuesReleased(
    holdingTheirSubscription: Bool, file: StaticString = #filePath, line: UInt = #line
  ) {
    let kinds: [(String, (SubscriptionHolder) -> any ObserverType & ObservableType)] = [
      ("behavior", { BehaviorSubject(value: $0) }),
      ("replay", { ReplaySubject.create(bufferSize: 1).sending($0) }),
      ("async", { AsyncSubject().sending($0) }),
    ]
    for (kind, makeSubject) in kinds {
      let resourcesAtStart = Resources.total
      var outside: (any Disposable)?
      weak var releasedHolder: SubscriptionHolder?
      weak var releasedSubject: AnyObject?
      do {
        let holder = SubscriptionHolder()
        releasedHolder = holder
        let subject = makeSubject(holder)
        releasedSubject = subject as AnyObject
        let subscription = subject.subscribe { _ in }
        if holdingTheirSubscription {
          holder.subscription = subscription
        } else {
          outside = subscription
        }
      }
      XCTAssertNil(releasedSubject, "\(kind): subject kept alive", file: file, line: line)
      XCTAssertNil(releasedHolder, "\(kind): value kept alive", file: file, line: line)
      XCTAssertEqual(outside == nil, holdingTheirSubscription, file: file, line: line)
      outside = nil
      XCTAssertEqual(
        Resources.total, resourcesAtStart, "\(kind): live resources", file: file, line: line)
    }
  }

  func testRelaysLetGoOfWithSubscriptionsHeldReleaseTheirObservers() {
    assertRelayReleased(PublishRelay<Int>(), accept: { $0.accept(1) })
    assertRelayReleased(BehaviorRelay(value: 0), accept: { $0.accept(1) })
    assertRelayReleased(ReplayRelay<Int>.create(bufferSize: 1), accept: { $0.accept(1) })
  }

  private func assertRelayReleased<Relay: ObservableType & AnyObject>(
    _ relay: @autoclosure () -> Relay, accept: (Relay) -> Void,
    file: StaticString = #filePath, line: UInt = #line
  ) where Relay.Element == Int {
    let observers = ObserverCounter()
    var subscriptions: [any Disposable] = []
    weak var released: Relay?
    do {
      let relay = relay()
      released = relay
      for _ in 0..<2 {
        subscriptions.append(relay.subscribe(onNext: observers.counted { _ in }))
      }
      accept(relay)
    }
    XCTAssertNil(released, "relay kept alive", file: file, line: line)
    XCTAssertEqual(observers.alive, 0, file: file, line: line)
    subscriptions = []
  }

  func testConnectablesWhoseConnectionEndsReleaseTheSubscribersOfTheirSubject() {
    assertConnectableReleasesSubscribers(expected: [1]) { $0.publish() }
    assertConnectableReleasesSubscribers(expected: [1]) { $0.replay(1) }
    assertConnectableReleasesSubscribers(expected: [1]) { $0.multicast(PublishSubject()) }
    assertConnectableReleasesSubscribers(expected: [1]) {
      $0.multicast(makeSubject: { BehaviorSubject(value: 0) })
    }
  }

  /// Connects a connectable to a subject, subscribes twice, sends 1, then disposes the
  /// connection and lets go of the connectable and the source with both subscriptions still held:
  /// every observer is released, and the subscriptions leak nothing once let go of.
  private func assertConnectableReleasesSubscribers(
    expected: [Int], file: StaticString = #filePath, line: UInt = #line,
    _ makeConnectable: (Observable<Int>) -> ConnectableObservable<Int>
  ) {
    let observers = ObserverCounter()
    let received = LockedValue<[Int]>([])
    var subscriptions: [any Disposable] = []
    weak var releasedSource: PublishSubject<Int>?
    do {
      let source = PublishSubject<Int>()
      releasedSource = source
      let connectable = makeConnectable(source)
      for _ in 0..<2 {
        subscriptions.append(
          connectable.skip(while: { $0 == 0 }).subscribe(
            onNext: observers.counted { received.append($0) }))
      }
      let connection = connectable.connect()
      source.onNext(1)
      connection.dispose()
    }
    XCTAssertNil(releasedSource, "source kept alive", file: file, line: line)
    XCTAssertEqual(received.value, expected + expected, file: file, line: line)
    XCTAssertEqual(
      observers.alive, 0, "observers kept alive", file: file, line: line)
    subscriptions = []
  }

  /// Each subscription holds the shared sequence, as RxSwift's subscriptions hold their
  /// producers: let go of while its source holds nothing of it, it lives until the subscriptions
  /// are disposed, and then ends its connection.
  func testAReplayingShareLetGoOfWithCaughtUpSubscriptionsHeldLivesUntilTheyAreDisposed() {
    let observers = ObserverCounter()
    let received = LockedValue<[String]>([])
    let sourceDisposals = LockedValue<[String]>([])
    var subscriptions: [any Disposable] = []
    do {
      // Sends 1 and keeps nothing of its observer.
      let shared = Observable<Int>.create { observer in
        observer.onNext(1)
        return Disposables.create { sourceDisposals.append("disconnected") }
      }.share(replay: 1)
      for name in ["A", "B"] {
        // B subscribes after 1 was sent, so it catches up before it is registered.
        subscriptions.append(
          shared.subscribe(onNext: observers.counted { received.append("\(name)\($0)") }))
      }
    }
    XCTAssertEqual(received.value, ["A1", "B1"])
    XCTAssertEqual(observers.alive, 2, "observers of subscriptions not yet disposed")
    subscriptions[0].dispose()
    XCTAssertEqual(sourceDisposals.value, [], "B is still subscribed")
    subscriptions[1].dispose()
    XCTAssertEqual(sourceDisposals.value, ["disconnected"])
    XCTAssertEqual(observers.alive, 0, "observers kept alive")
    subscriptions = []
  }

  /// A shared subject holds its connection, which holds the shared sequence, which holds the
  /// subject, as in RxSwift: nothing goes until the subscriptions are disposed, then everything.
  func testASharedSubjectIsReleasedOnceItsCaughtUpSubscriptionsAreDisposed() {
    let observers = ObserverCounter()
    let received = LockedValue<[String]>([])
    var subscriptions: [any Disposable] = []
    weak var releasedSource: PublishSubject<Int>?
    do {
      let source = PublishSubject<Int>()
      releasedSource = source
      let shared = source.share(replay: 1)
      for name in ["A", "B"] {
        subscriptions.append(
          shared.subscribe(onNext: observers.counted { received.append("\(name)\($0)") }))
        source.onNext(name == "A" ? 1 : 2)
      }
    }
    XCTAssertEqual(received.value, ["A1", "B1", "A2", "B2"])
    for subscription in subscriptions { subscription.dispose() }
    XCTAssertNil(releasedSource, "source kept alive")
    XCTAssertEqual(observers.alive, 0, "observers kept alive")
    subscriptions = []
  }

  func testObserversCaughtUpThenRegisteredInlineOrThroughATokenAreReleasedWithTheirSubject() {
    let observers = ObserverCounter()
    let received = LockedValue<[String]>([])
    var subscriptions: [any Disposable] = []
    weak var releasedBehavior: BehaviorSubject<Int>?
    weak var releasedReplay: ReplaySubject<Int>?
    weak var behaviorCore: ObserverRegistrar?
    weak var replayCore: ObserverRegistrar?
    do {
      let behavior = BehaviorSubject(value: 0)
      let replay = ReplaySubject<Int>.create(bufferSize: 1)
      releasedBehavior = behavior
      releasedReplay = replay
      behaviorCore = behavior.core
      replayCore = replay.core
      replay.onNext(0)
      let subjects: [(String, Observable<Int>)] = [("b", behavior), ("r", replay)]
      for (name, subject) in subjects {
        // `take(until:)` registers its trigger first: the subject's removal is kept in a token.
        for (path, observable) in [
          ("inline", subject), ("token", subject.take(until: Observable<Int>.never())),
        ] {
          subscriptions.append(
            observable.subscribe(
              onNext: observers.counted { received.append("\(name) \(path) \($0)") }))
        }
      }
      behavior.onNext(1)
      replay.onNext(1)
    }
    XCTAssertEqual(
      received.value,
      [
        "b inline 0", "b token 0", "r inline 0", "r token 0", "b inline 1", "b token 1",
        "r inline 1", "r token 1",
      ])
    XCTAssertNil(releasedBehavior)
    XCTAssertNil(releasedReplay)
    XCTAssertEqual(observers.alive, 0, "observers kept alive")
    subscriptions = []
    XCTAssertNil(behaviorCore, "behavior core kept alive")
    XCTAssertNil(replayCore, "replay core kept alive")
  }

  func testASubscriptionDisposedFromInsideOnNextStopsAndReleasesWithTheSubject() {
    assertDisposedFromInsideOnNext { PublishSubject<Int>() }
    assertDisposedFromInsideOnNext { BehaviorSubject(value: 0) }
    assertDisposedFromInsideOnNext { ReplaySubject<Int>.create(bufferSize: 1) }
  }

  /// A's observer disposes A and B when it receives 1: neither receives 2, the subject has no
  /// observers left, and the core goes with the subject though the subscriptions live on.
  private func assertDisposedFromInsideOnNext<
    Subject: SubjectType & ObserverType & AnyObject
  >(
    _ makeSubject: () -> Subject, file: StaticString = #filePath, line: UInt = #line
  ) where Subject.Element == Int, Subject.Observer.Element == Int {
    let received = LockedValue<[String]>([])
    weak var releasedCore: ObserverRegistrar?
    let second = LockedValue<(any Disposable)?>(nil)
    let first = SingleAssignmentDisposable()
    do {
      let subject = makeSubject()
      releasedCore = core(of: subject)
      first.setDisposable(
        subject.subscribe(onNext: { element in
          received.append("A\(element)")
          if element == 1 {
            first.dispose()
            second.value?.dispose()
          }
        }))
      second.set(subject.subscribe(onNext: { received.append("B\($0)") }))
      subject.onNext(1)
      subject.onNext(2)
      XCTAssertFalse(hasObservers(subject), file: file, line: line)
    }
    XCTAssertEqual(
      received.value.filter { !$0.hasSuffix("0") }, ["A1"], file: file, line: line)
    XCTAssertNil(releasedCore, "core kept alive by disposed subscriptions", file: file, line: line)
  }

  private func hasObservers(_ subject: AnyObject) -> Bool {
    switch subject {
    case let subject as PublishSubject<Int>: subject.hasObservers
    case let subject as BehaviorSubject<Int>: subject.hasObservers
    case let subject as ReplaySubject<Int>: subject.hasObservers
    default: true
    }
  }

  func testSubjectsReleasedOnOneThreadWhileTheirSubscriptionsAreDisposedOnAnotherLeakNothing() {
    assertReleaseRacingDisposal { PublishSubject<Int>() }
    assertReleaseRacingDisposal { BehaviorSubject(value: 0) }
    assertReleaseRacingDisposal { ReplaySubject<Int>.create(bufferSize: 2) }
    assertReleaseRacingDisposal { AsyncSubject<Int>() }
  }

  /// One thread sends an element and lets go of the subject while another disposes half the
  /// subscriptions and lets go of the other half undisposed: no terminal event reaches anyone,
  /// and every observer, lifetime and core is released.
  private func assertReleaseRacingDisposal<Subject: SubjectType & ObserverType & Sendable>(
    _ makeSubject: () -> Subject, file: StaticString = #filePath, line: UInt = #line
  ) where Subject.Element == Int, Subject.Observer.Element == Int {
    let resourcesAtStart = Resources.total
    let observers = ObserverCounter()
    let terminals = Atomic<Int>(0)
    let coresAlive = Atomic<Int>(0)
    for _ in 0..<300 {
      let subject = makeSubject()
      let watcher = Deinitializer { coresAlive.subtract(1, ordering: .relaxed) }
      coresAlive.add(1, ordering: .relaxed)
      // The core keeps the watcher through an observer that never ends.
      let watching = subject.subscribe(onNext: { _ in withExtendedLifetime(watcher) {} })
      let held = LockedValue<Subject?>(subject)
      let subscriptions = LockedValue<[any Disposable]>([watching])
      for _ in 0..<4 {
        subscriptions.append(
          subject.subscribe(
            observers.counted { event in
              if event.isStopEvent { terminals.add(1, ordering: .relaxed) }
            }))
      }
      runAtOnce([
        {
          let subject = held.withLock { held in
            defer { held = nil }
            return held
          }
          subject?.onNext(1)
        },
        {
          let all = subscriptions.withLock { all in
            defer { all = [] }
            return all
          }
          for (index, subscription) in all.enumerated() where index.isMultiple(of: 2) {
            subscription.dispose()
          }
        },
      ])
    }
    XCTAssertEqual(terminals.load(ordering: .relaxed), 0, file: file, line: line)
    waitForResources(toReach: resourcesAtStart)
    XCTAssertEqual(observers.alive, 0, file: file, line: line)
    XCTAssertEqual(coresAlive.load(ordering: .relaxed), 0, file: file, line: line)
    XCTAssertEqual(Resources.total, resourcesAtStart, "live resources", file: file, line: line)
  }

  func testFlatMapLatestOverSubjectsAndSharedSubjectsSwitchesWithoutStaleElementsOrLeaks() {
    for sharing in [false, true] {
      let received = LockedValue<[String]>([])
      weak var releasedCore: ObserverRegistrar?
      do {
        let outer = PublishSubject<Int>()
        let subjects = [PublishSubject<String>(), PublishSubject<String>()]
        let inners = subjects.map { sharing ? $0.share() : $0.asObservable() }
        releasedCore = subjects[0].core
        let subscription = outer.flatMapLatest { inners[$0] }
          .subscribe { event in received.append("\(event)") }
        outer.onNext(0)
        subjects[0].onNext("a")
        outer.onNext(1)
        subjects[0].onNext("stale")
        subjects[1].onNext("b")
        subjects[1].onCompleted()
        // The lifetime of the completed inner may be made new for the next one.
        outer.onNext(0)
        subjects[0].onNext("c")
        subjects[1].onNext("after completion")
        outer.onNext(1)
        subjects[0].onNext("stale again")
        outer.onCompleted()
        subscription.dispose()
      }
      XCTAssertEqual(
        received.value,
        ["next(a)", "next(b)", "next(c)", "completed"], "sharing: \(sharing)")
      XCTAssertNil(releasedCore, "sharing: \(sharing)")
    }
  }

  func testLifetimesInABagReleasedWhileOtherThreadsInsertAreEachDisposedOnce() {
    let disposals = Atomic<Int>(0)
    let subject = PublishSubject<Int>()
    for _ in 0..<100 {
      let bag = LockedValue<DisposeBag?>(DisposeBag())
      runConcurrently(threads: 4) { thread in
        for index in 0..<20 {
          // The last reference to the bag is let go of by one of the inserting threads.
          let bag = bag.withLock { held in
            defer { if thread == 0 && index == 10 { held = nil } }
            return held
          }
          let subscription = subject.subscribe(onDisposed: {
            disposals.add(1, ordering: .relaxed)
          })
          if let bag {
            subscription.disposed(by: bag)
          } else {
            subscription.dispose()
          }
        }
      }
    }
    XCTAssertEqual(disposals.load(ordering: .relaxed), 100 * 4 * 20)
    XCTAssertFalse(subject.hasObservers)
  }

  func testABagDisposesLifetimesAndOtherDisposablesInInsertionOrder() {
    let log = LockedValue<[String]>([])
    let subject = PublishSubject<Int>()
    do {
      let bag = DisposeBag()
      subject.subscribe(onDisposed: { log.append("lifetime 1") }).disposed(by: bag)
      Disposables.create { log.append("other 1") }.disposed(by: bag)
      Disposables.create { log.append("other 2") }.disposed(by: bag)
      subject.subscribe(onDisposed: { log.append("lifetime 2") }).disposed(by: bag)
      subject.subscribe(onDisposed: { log.append("lifetime 3") }).disposed(by: bag)
      bag.insert(Disposables.create { log.append("other 3") })
      bag.insert(subject.subscribe(onDisposed: { log.append("lifetime 4 as any") }))
    }
    XCTAssertEqual(
      log.value,
      [
        "lifetime 1", "other 1", "other 2", "lifetime 2", "lifetime 3", "other 3",
        "lifetime 4 as any",
      ])
    XCTAssertFalse(subject.hasObservers)
  }
}

/// An element that keeps a subscription, as a view model keeps its bag.
final class SubscriptionHolder: @unchecked Sendable {
  // @unchecked Sendable: set once, on the test's thread, before anything reads it
  var subscription: (any Disposable)?
}

extension ObserverType {
  /// Sends `element` and returns the observer.
  fileprivate func sending(_ element: Element) -> Self {
    onNext(element)
    return self
  }
}

/// Counts the observers still alive: each one it makes is counted until it is released.
private final class ObserverCounter: @unchecked Sendable {
  // @unchecked Sendable: `count` is atomic
  private let count = Atomic<Int>(0)

  var alive: Int {
    count.load(ordering: .relaxed)
  }

  /// Returns `body`, counted as alive until it is released.
  func counted<Value>(_ body: @escaping (Value) -> Void) -> (Value) -> Void {
    count.add(1, ordering: .relaxed)
    let token = Deinitializer { [self] in count.subtract(1, ordering: .relaxed) }
    return { value in withExtendedLifetime(token) { body(value) } }
  }
}
