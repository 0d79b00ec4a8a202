import Synchronization
import TestSupport
import XCTest

@testable import RxSwift

final class ObserverRemovalTests: XCTestCase {
  func testLifetimeRemovesObserversInRegistrationOrderWhetherKeptInlineOrNot() {
    let log = LockedValue<[String]>()
    let owner = RecordingRegistrar(log: log)
    let lifetime = Lifetime()
    owner.registerRemoval(of: 1, in: lifetime)
    lifetime.add(Disposables.create { log.append("resource") })
    owner.registerRemoval(of: 2, in: lifetime)
    lifetime.dispose()
    XCTAssertEqual(log.value, ["remove 1", "resource", "remove 2"])
    owner.registerRemoval(of: 3, in: lifetime)
    XCTAssertEqual(log.value.last, "remove 3", "removed at once once disposed")
  }

  func testARegistrationAfterAnotherResourceIsRemovedAfterIt() {
    let log = LockedValue<[String]>()
    let owner = RecordingRegistrar(log: log)
    let lifetime = Lifetime()
    lifetime.add(Disposables.create { log.append("resource") })
    owner.registerRemoval(of: 1, in: lifetime)
    lifetime.dispose()
    XCTAssertEqual(log.value, ["resource", "remove 1"])
  }

  func testAnInlineRegistrationHoldsItsOwnerUntilDisposedAndThenLetsGoOfIt() {
    let log = LockedValue<[String]>()
    let lifetime = Lifetime()
    weak var released: RecordingRegistrar?
    do {
      let owner = RecordingRegistrar(log: log)
      released = owner
      owner.registerRemoval(of: 1, in: lifetime)
    }
    XCTAssertNotNil(released, "held by the lifetime")
    lifetime.dispose()
    XCTAssertEqual(log.value, ["remove 1"])
    XCTAssertNil(released, "let go of at disposal, though the lifetime lives on")
  }

  func testARegistrationKeptAmongResourcesHoldsItsOwnerUntilDisposedAndThenLetsGoOfIt() {
    let log = LockedValue<[String]>()
    let lifetime = Lifetime()
    weak var released: RecordingRegistrar?
    do {
      let owner = RecordingRegistrar(log: log)
      released = owner
      lifetime.add(Disposables.create { log.append("resource") })
      owner.registerRemoval(of: 1, in: lifetime)
    }
    XCTAssertNotNil(released, "held by the lifetime's resources")
    lifetime.dispose()
    XCTAssertEqual(log.value, ["resource", "remove 1"])
    XCTAssertNil(released, "let go of at disposal, though the lifetime lives on")
  }

  func testSubjectsLetGoOfWithSubscriptionsStillHeldReleaseTheirObserversAndThemselves() {
    assertReleasedWithSubscriptionsHeld { PublishSubject<Int>() }
    assertReleasedWithSubscriptionsHeld { BehaviorSubject(value: 0) }
    assertReleasedWithSubscriptionsHeld { ReplaySubject<Int>.create(bufferSize: 2) }
    assertReleasedWithSubscriptionsHeld { AsyncSubject<Int>() }
  }

  func testASharedSequenceLetGoOfWithASubscriptionStillHeldKeepsItsObserverUntilDisposed() {
    let resourcesAtStart = Resources.total
    let observersAlive = Atomic<Int>(0)
    var subscription: (any Disposable)?
    do {
      // `never` keeps nothing of its observer: only the subscription holds the shared sequence,
      // which it needs to end the connection.
      let shared = Observable<Int>.never().share(replay: 1)
      observersAlive.add(1, ordering: .relaxed)
      let alive = Deinitializer { observersAlive.subtract(1, ordering: .relaxed) }
      subscription = shared.subscribe(onNext: { _ in withExtendedLifetime(alive) {} })
    }
    XCTAssertEqual(observersAlive.load(ordering: .relaxed), 1, "observer of a live subscription")
    subscription?.dispose()
    XCTAssertEqual(observersAlive.load(ordering: .relaxed), 0, "observer kept alive")
    subscription = nil
    XCTAssertEqual(Resources.total, resourcesAtStart)
  }

  /// Subscribes twice to a subject and lets go of it without disposing or ending either
  /// subscription: the subject, its observers and, once the subscriptions are let go of too,
  /// their lifetimes are all released.
  private func assertReleasedWithSubscriptionsHeld<
    Subject: SubjectType & ObserverType & AnyObject
  >(
    _ makeSubject: () -> Subject, file: StaticString = #filePath, line: UInt = #line
  ) where Subject.Element == Int, Subject.Observer.Element == Int {
    let resourcesAtStart = Resources.total
    let observersAlive = Atomic<Int>(0)
    var subscriptions: [any Disposable] = []
    weak var releasedSubject: Subject?
    do {
      let subject = makeSubject()
      releasedSubject = subject
      for _ in 0..<2 {
        observersAlive.add(1, ordering: .relaxed)
        let alive = Deinitializer { observersAlive.subtract(1, ordering: .relaxed) }
        subscriptions.append(subject.subscribe(onNext: { _ in withExtendedLifetime(alive) {} }))
      }
      subject.onNext(1)
    }
    XCTAssertNil(releasedSubject, "subject kept alive", file: file, line: line)
    XCTAssertEqual(
      observersAlive.load(ordering: .relaxed), 0, "observers kept alive", file: file, line: line)
    for subscription in subscriptions { subscription.dispose() }
    subscriptions = []
    XCTAssertEqual(Resources.total, resourcesAtStart, "live resources", file: file, line: line)
  }

  func testPublishSubscriptionsDisposedWhileTheSubjectCompletesAndIsReleasedElsewhereLeakNothing() {
    assertDisposalRacingCompletionAndRelease { PublishSubject<Int>() }
  }

  func testBehaviorSubscriptionsDisposedWhileTheSubjectCompletesAndIsReleasedElsewhereLeakNothing()
  {
    assertDisposalRacingCompletionAndRelease { BehaviorSubject(value: 0) }
  }

  /// One thread completes a subject and lets go of it while another disposes its subscriptions,
  /// many times over: each observer ends at most once, with the completion, and every observer and
  /// lifetime is released, whichever of the subject's removal, completion and deinitialization
  /// comes first.
  private func assertDisposalRacingCompletionAndRelease<
    Subject: SubjectType & ObserverType & Sendable
  >(
    _ makeSubject: () -> Subject, file: StaticString = #filePath, line: UInt = #line
  ) where Subject.Element == Int, Subject.Observer.Element == Int {
    let resourcesAtStart = Resources.total
    let observersAlive = Atomic<Int>(0)
    let observers = 4
    for _ in 0..<300 {
      let held = LockedValue<Subject?>(makeSubject())
      let endings = LockedValue<[String]>([])
      let subscriptions = LockedValue<[any Disposable]>([])
      for index in 0..<observers {
        observersAlive.add(1, ordering: .relaxed)
        let alive = Deinitializer { observersAlive.subtract(1, ordering: .relaxed) }
        let subscription = held.value!.subscribe { event in
          withExtendedLifetime(alive) {
            if event.isStopEvent { endings.append("\(index) \(event)") }
          }
        }
        subscriptions.append(subscription)
      }
      runAtOnce([
        {
          let subject = held.withLock { held in
            defer { held = nil }
            return held
          }
          subject?.onCompleted()
        },
        { for subscription in subscriptions.value { subscription.dispose() } },
      ])
      let ended = endings.value
      XCTAssertEqual(
        Set(ended).count, ended.count, "an observer ended twice", file: file, line: line)
      XCTAssertTrue(
        ended.allSatisfy { $0.hasSuffix(" completed") }, "\(ended)", file: file, line: line)
      XCTAssertEqual(
        observersAlive.load(ordering: .relaxed), 0, "observers kept alive", file: file, line: line)
    }
    // The last threads may still be letting go of what their work captured.
    waitForResources(toReach: resourcesAtStart)
    XCTAssertEqual(Resources.total, resourcesAtStart, "live resources", file: file, line: line)
  }
}

/// Logs each removal it is asked for; held strongly by the lifetimes it registers with.
private final class RecordingRegistrar: ObserverRegistrar, @unchecked Sendable {
  // @unchecked Sendable: `log` guards its value with its own lock
  let log: LockedValue<[String]>

  init(log: LockedValue<[String]>) {
    self.log = log
  }

  override func detach(_ key: Int) {
    log.append("remove \(key)")
  }
}
