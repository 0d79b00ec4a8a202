import Reactive
import TestSupport
import XCTest

/// A subscription without an error handler keeps its call stack, when recording is on, next to its
/// `onDisposed` handler: the unhandled error is reported with that stack, and `onDisposed` still
/// runs once, in RxSwift's order (after the error's report, or after the chain above when disposed
/// from outside).
final class SubscribeCallStackTests: HooksTestCase {
  private let events = LockedValue<[String]>([])
  private let captures = LockedValue(0)

  override func setUp() {
    super.setUp()
    let events = events
    let captures = captures
    Hooks.recordCallStackOnError = true
    Hooks.customCaptureSubscriptionCallstack = {
      let number = captures.withLock { count in
        count += 1
        return count
      }
      return ["capture \(number) frame 1", "capture \(number) frame 2"]
    }
    Hooks.defaultErrorHandler = { callStack, error in
      events.append("unhandled \(error) \(callStack)")
    }
  }

  func testAnUnhandledErrorIsReportedWithTheRecordedStackThenOnDisposedRunsOnce() {
    let events = events
    let subject = PublishSubject<Int>()
    let subscription = subject.subscribe(
      onNext: { events.append("next \($0)") },
      onDisposed: { events.append("disposed") })
    XCTAssertEqual(captures.value, 1, "captured when subscribing")
    subject.onNext(1)
    subject.onError(testError)
    subscription.dispose()
    subject.onError(TestError("late"))
    XCTAssertEqual(
      events.value,
      [
        "next 1",
        "unhandled test error [\"capture 1 frame 1\", \"capture 1 frame 2\"]",
        "disposed",
      ])
    XCTAssertEqual(captures.value, 1)
    XCTAssertFalse(subject.hasObservers)
  }

  func testEachSubscriptionReportsTheStackItRecordedItself() {
    let events = events
    let subject = PublishSubject<Int>()
    let first = subject.subscribe(onDisposed: { events.append("first disposed") })
    let second = subject.subscribe(onDisposed: { events.append("second disposed") })
    subject.onError(testError)
    XCTAssertEqual(
      events.value,
      [
        "unhandled test error [\"capture 1 frame 1\", \"capture 1 frame 2\"]",
        "first disposed",
        "unhandled test error [\"capture 2 frame 1\", \"capture 2 frame 2\"]",
        "second disposed",
      ])
    first.dispose()
    second.dispose()
    XCTAssertEqual(events.value.count, 4)
  }

  func testAnErrorWhileSubscribingIsReportedWithTheStackThenOnDisposedRunsOnce() {
    let events = events
    let subscription = Observable<Int>.error(testError)
      .subscribe(onDisposed: { events.append("disposed") })
    subscription.dispose()
    XCTAssertEqual(
      events.value,
      ["unhandled test error [\"capture 1 frame 1\", \"capture 1 frame 2\"]", "disposed"])
  }

  func testOnDisposedRunsRightAfterTheReportBeforeTheChainAboveIsDisposed() {
    let events = events
    let trigger = PublishSubject<Void>()
    let source = Observable<Int>.create { observer in
      let failing = trigger.subscribe(onNext: { observer.onError(testError) })
      return Disposables.create(
        failing, Disposables.create { events.append("source disposed") })
    }
    let subscription = source.subscribe(onDisposed: { events.append("disposed") })
    trigger.onNext(())
    subscription.dispose()
    XCTAssertEqual(
      events.value,
      [
        "unhandled test error [\"capture 1 frame 1\", \"capture 1 frame 2\"]", "disposed",
        "source disposed",
      ])
    XCTAssertFalse(trigger.hasObservers)
  }

  func testDisposingFromOutsideRunsOnDisposedAfterTheChainAboveAndReportsNothing() {
    let events = events
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      return Disposables.create { events.append("source disposed") }
    }
    let subscription = source.subscribe(
      onNext: { events.append("next \($0)") },
      onDisposed: { events.append("disposed") })
    subscription.dispose()
    subscription.dispose()
    XCTAssertEqual(events.value, ["next 1", "source disposed", "disposed"])
    XCTAssertEqual(captures.value, 1)
  }

  func testWithAnErrorHandlerNothingIsCapturedOrReportedAndOnDisposedFollowsTheHandler() {
    let events = events
    let subject = PublishSubject<Int>()
    let subscription = subject.subscribe(
      onError: { events.append("handled \($0)") },
      onDisposed: { events.append("disposed") })
    subject.onError(testError)
    subscription.dispose()
    XCTAssertEqual(events.value, ["handled test error", "disposed"])
    XCTAssertEqual(captures.value, 0)
  }

  func testWithRecordingOffNoStackIsCapturedAndTheErrorIsReportedWithAnEmptyOne() {
    let events = events
    Hooks.recordCallStackOnError = false
    let subject = PublishSubject<Int>()
    let subscription = subject.subscribe(onDisposed: { events.append("disposed") })
    subject.onError(testError)
    subscription.dispose()
    XCTAssertEqual(events.value, ["unhandled test error []", "disposed"])
    XCTAssertEqual(captures.value, 0)
  }
}
