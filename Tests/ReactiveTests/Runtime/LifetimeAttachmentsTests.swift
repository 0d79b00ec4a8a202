import Reactive
import TestSupport
import XCTest

/// A subscription keeps its resources, its `onDisposed` handler and its recorded call stack beside
/// its lifetime, each allocated only when it gets one: whatever it keeps there is released with
/// it, disposed or not, and a subscription with or without them leaves nothing alive.
final class LifetimeAttachmentsTests: HooksTestCase {
  /// Subscribes to a sequence whose resource, an object that logs its deinitialization in
  /// `deinits`, logs its disposal in `log`.
  private func subscribeToAResource(
    deinits: LockedValue<[String]>, log: DisposalLog
  ) -> any Disposable {
    Observable<Int>.create { _ in
      let resource = Deinitializer { deinits.append("resource") }
      return Disposables.create {
        withExtendedLifetime(resource) { log.disposable("resource").dispose() }
      }
    }.subscribe()
  }

  func testAResourceIsReleasedWhenTheSubscriptionIsDisposedAndTheSubscriptionWhenDropped() {
    let start = Resources.total
    let deinits = LockedValue<[String]>([])
    let log = DisposalLog()
    var subscription: (any Disposable)? = subscribeToAResource(deinits: deinits, log: log)
    weak let lifetime = subscription as AnyObject?
    XCTAssertNotNil(lifetime)
    XCTAssertEqual(deinits.value, [])
    subscription?.dispose()
    XCTAssertEqual(log.disposed, ["resource"])
    XCTAssertEqual(deinits.value, ["resource"], "let go of by its disposal")
    XCTAssertNotNil(lifetime)
    subscription = nil
    XCTAssertNil(lifetime)
    XCTAssertEqual(log.disposed, ["resource"])
    XCTAssertEqual(Resources.total, start)
  }

  func testAResourceOfASubscriptionDroppedUndisposedIsReleasedWithoutBeingDisposed() {
    let start = Resources.total
    let deinits = LockedValue<[String]>([])
    let log = DisposalLog()
    var subscription: (any Disposable)? = subscribeToAResource(deinits: deinits, log: log)
    weak let lifetime = subscription as AnyObject?
    XCTAssertEqual(deinits.value, [])
    subscription = nil
    XCTAssertNil(lifetime)
    XCTAssertEqual(deinits.value, ["resource"])
    XCTAssertEqual(log.disposed, [], "RxSwift does not dispose what is merely let go of")
    XCTAssertEqual(Resources.total, start)
  }

  func testAnOnDisposedHandlerOfASubscriptionDroppedUndisposedIsReleasedWithoutRunning() {
    let start = Resources.total
    var deinits: [String] = []
    var calls: [String] = []
    var subscription: (any Disposable)? = {
      let captured = Deinitializer { deinits.append("handler") }
      return Observable<Int>.never().subscribe(onDisposed: {
        withExtendedLifetime(captured) { calls.append("onDisposed") }
      })
    }()
    weak let lifetime = subscription as AnyObject?
    XCTAssertEqual(deinits, [])
    subscription = nil
    XCTAssertNil(lifetime)
    XCTAssertEqual(deinits, ["handler"])
    XCTAssertEqual(calls, [])
    XCTAssertEqual(Resources.total, start)
  }

  func testAnOnDisposedHandlerIsReleasedOnceItHasRun() {
    var deinits: [String] = []
    var calls: [String] = []
    let subscription: any Disposable = {
      let captured = Deinitializer { deinits.append("handler") }
      return Observable<Int>.never().subscribe(onDisposed: {
        withExtendedLifetime(captured) { calls.append("onDisposed") }
      })
    }()
    subscription.dispose()
    XCTAssertEqual(calls, ["onDisposed"])
    XCTAssertEqual(deinits, ["handler"], "released though the subscription is still held")
    subscription.dispose()
    XCTAssertEqual(calls, ["onDisposed"])
  }

  func testSubscriptionsWithAndWithoutAttachmentsInABagLeaveNothingAlive() {
    let start = Resources.total
    Hooks.recordCallStackOnError = true
    Hooks.customCaptureSubscriptionCallstack = { ["frame"] }
    let subject = PublishSubject<Int>()
    var received: [String] = []
    var bag: DisposeBag? = DisposeBag()
    var lifetimes: [(String, () -> AnyObject?)] = []
    func keep(_ name: String, _ subscription: any Disposable) {
      weak let lifetime = subscription as AnyObject
      lifetimes.append((name, { lifetime }))
      subscription.disposed(by: bag!)
    }
    keep("plain", subject.subscribe(onNext: { received.append("plain \($0)") }, onError: { _ in }))
    keep("call stack", subject.subscribe(onNext: { received.append("call stack \($0)") }))
    keep(
      "onDisposed",
      subject.subscribe(
        onNext: { received.append("onDisposed \($0)") }, onError: { _ in },
        onDisposed: { received.append("disposed") }))
    keep(
      "resource",
      Observable.create { observer in subject.subscribe(observer) }
        .subscribe(onNext: { received.append("resource \($0)") }, onError: { _ in }))
    subject.onNext(1)
    XCTAssertEqual(received, ["plain 1", "call stack 1", "onDisposed 1", "resource 1"])
    for (name, lifetime) in lifetimes {
      XCTAssertNotNil(lifetime(), name)
    }
    bag = nil
    subject.onNext(2)
    XCTAssertEqual(received, ["plain 1", "call stack 1", "onDisposed 1", "resource 1", "disposed"])
    for (name, lifetime) in lifetimes {
      XCTAssertNil(lifetime(), name)
    }
    XCTAssertFalse(subject.hasObservers)
    XCTAssertEqual(Resources.total, start)
  }

  func testAnInnerLifetimeRunOnAgainDisposesEachInnerResourceOnceAndReleasesIt() {
    let start = Resources.total
    let log = DisposalLog()
    var deinits: [Int] = []
    let outer = PublishSubject<Int>()
    let completeInner = PublishSubject<Void>()
    var received: [String] = []
    // Each inner sequence keeps a resource until it completes, when `completeInner` fires; the
    // next one then runs on the completed one's lifetime, with its attachments from before.
    var subscription: (any Disposable)? = outer.flatMapLatest { value in
      Observable<Int>.create { observer in
        observer.onNext(value)
        let completion = completeInner.subscribe(onNext: { observer.onCompleted() })
        let resource = Deinitializer { deinits.append(value) }
        return Disposables.create(
          completion,
          Disposables.create {
            withExtendedLifetime(resource) { log.disposable("inner \(value)").dispose() }
          })
      }
    }.subscribe(
      onNext: { received.append("next \($0)") }, onCompleted: { received.append("completed") },
      onDisposed: { received.append("disposed") })
    outer.onNext(1)
    completeInner.onNext(())
    XCTAssertEqual(log.disposed, ["inner 1"])
    XCTAssertEqual(deinits, [1])
    outer.onNext(2)
    completeInner.onNext(())
    outer.onNext(3)
    XCTAssertEqual(log.disposed, ["inner 1", "inner 2"])
    XCTAssertEqual(deinits, [1, 2])
    outer.onNext(4)
    XCTAssertEqual(log.disposed, ["inner 1", "inner 2", "inner 3"], "replaced while running")
    XCTAssertEqual(deinits, [1, 2, 3])
    subscription?.dispose()
    XCTAssertEqual(log.disposed, ["inner 1", "inner 2", "inner 3", "inner 4"])
    XCTAssertEqual(deinits, [1, 2, 3, 4])
    XCTAssertEqual(received, ["next 1", "next 2", "next 3", "next 4", "disposed"])
    XCTAssertFalse(completeInner.hasObservers)
    subscription = nil
    XCTAssertEqual(Resources.total, start)
  }

  func testAnInnerLifetimeWithoutAttachmentsRunOnAgainDisposesTheNextInnersResourceOnce() {
    let start = Resources.total
    let log = DisposalLog()
    let outer = PublishSubject<Int>()
    var received: [String] = []
    // Even values end at once with nothing to dispose, so their lifetime gets no attachments
    // before the next inner sequence runs on it; odd values keep a resource until replaced.
    var subscription: (any Disposable)? = outer.flatMapLatest { value in
      Observable<Int>.create { observer in
        observer.onNext(value)
        guard value.isMultiple(of: 2) else {
          return Disposables.create { log.disposable("inner \(value)").dispose() }
        }
        observer.onCompleted()
        return Disposables.create()
      }
    }.subscribe(
      onNext: { received.append("next \($0)") }, onDisposed: { received.append("disposed") })
    outer.onNext(0)
    outer.onNext(1)
    XCTAssertEqual(log.disposed, [])
    outer.onNext(2)
    XCTAssertEqual(log.disposed, ["inner 1"])
    outer.onNext(3)
    outer.onNext(5)
    XCTAssertEqual(log.disposed, ["inner 1", "inner 3"])
    subscription?.dispose()
    subscription?.dispose()
    XCTAssertEqual(log.disposed, ["inner 1", "inner 3", "inner 5"])
    XCTAssertEqual(
      received, ["next 0", "next 1", "next 2", "next 3", "next 5", "disposed"])
    subscription = nil
    XCTAssertEqual(Resources.total, start)
  }
}
