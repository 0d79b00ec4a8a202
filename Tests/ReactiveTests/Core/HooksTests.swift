import Dispatch
import Reactive
import TestSupport
import XCTest

final class HooksTests: HooksTestCase {
  func testAnErrorWithoutHandlerGoesToTheDefaultErrorHandlerWithNoCallStackByDefault() {
    let reports = LockedValue<[String]>([])
    Hooks.defaultErrorHandler = { callStack, error in
      reports.append("\(error) \(callStack)")
    }
    XCTAssertFalse(Hooks.recordCallStackOnError)
    _ = Observable<Int>.error(testError).subscribe(onNext: { _ in })
    XCTAssertEqual(reports.value, ["test error []"])
  }

  func testTheCallStackIsCapturedAtSubscriptionWhenRecordingIsOn() {
    let reports = LockedValue<[[String]]>([])
    let captures = LockedValue(0)
    Hooks.recordCallStackOnError = true
    Hooks.customCaptureSubscriptionCallstack = {
      captures.withLock { $0 += 1 }
      return ["frame 1", "frame 2"]
    }
    Hooks.defaultErrorHandler = { callStack, _ in reports.append(callStack) }
    let subject = PublishSubject<Int>()
    let subscription = subject.subscribe(onNext: { _ in })
    XCTAssertEqual(captures.value, 1, "captured when subscribing")
    subject.onError(testError)
    XCTAssertEqual(reports.value, [["frame 1", "frame 2"]])
    XCTAssertEqual(captures.value, 1)
    subscription.dispose()
  }

  func testASubscriptionWithAnErrorHandlerCapturesNothingAndReportsNothing() {
    let reports = LockedValue(0)
    let captures = LockedValue(0)
    Hooks.recordCallStackOnError = true
    Hooks.customCaptureSubscriptionCallstack = {
      captures.withLock { $0 += 1 }
      return []
    }
    Hooks.defaultErrorHandler = { _, _ in reports.withLock { $0 += 1 } }
    var handled: [String] = []
    _ = Observable<Int>.error(testError).subscribe(onError: { handled.append("\($0)") })
    XCTAssertEqual(handled, ["test error"])
    XCTAssertEqual(reports.value, 0)
    XCTAssertEqual(captures.value, 0)
  }

  func testTraitsWithoutAnErrorHandlerReportToTheDefaultErrorHandler() {
    let reports = LockedValue<[String]>([])
    Hooks.defaultErrorHandler = { _, error in reports.append("\(error)") }
    _ = Single<Int>.error(TestError("single")).subscribe(onSuccess: { _ in })
    _ = Maybe<Int>.error(TestError("maybe")).subscribe(onSuccess: { _ in })
    _ = Completable.error(TestError("completable")).subscribe(onCompleted: {})
    XCTAssertEqual(reports.value, ["single", "maybe", "completable"])
  }

  func testSubscribingWithAnObjectNeverReportsToTheDefaultErrorHandler() {
    let reports = LockedValue(0)
    Hooks.defaultErrorHandler = { _, _ in reports.withLock { $0 += 1 } }
    let owner = ErrorOwner()
    _ = Observable<Int>.error(testError).subscribe(with: owner, onNext: { _, _ in })
    _ = Single<Int>.error(testError).subscribe(with: owner, onSuccess: { _, _ in })
    _ = Maybe<Int>.error(testError).subscribe(with: owner, onSuccess: { _, _ in })
    _ = Completable.error(testError).subscribe(with: owner, onCompleted: { _ in })
    XCTAssertEqual(reports.value, 0)
  }

  func testTheSettingsCanBeReadAndWrittenFromManyThreadsAtOnce() {
    let reports = LockedValue(0)
    Hooks.defaultErrorHandler = { _, _ in reports.withLock { $0 += 1 } }
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      for round in 0..<200 {
        if worker.isMultiple(of: 2) {
          Hooks.defaultErrorHandler = { _, _ in reports.withLock { $0 += 1 } }
          Hooks.recordCallStackOnError = round.isMultiple(of: 2)
          Hooks.customCaptureSubscriptionCallstack = { ["worker \(worker)"] }
        } else {
          _ = Observable<Int>.error(testError).subscribe(onNext: { _ in })
        }
      }
    }
    XCTAssertEqual(reports.value, 4 * 200)
  }
}

private final class ErrorOwner {}
