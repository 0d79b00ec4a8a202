import XCTest

@testable import RxSwift

final class RetryWhenStateMachineTests: ReactiveTestCase {
  func testAnErrorWaitsForATriggerWhichResubscribesOnce() {
    var machine = RetryWhenStateMachine.running
    guard case .notifyHandler = machine.attemptFailed() else { return XCTFail("notify") }
    guard case .resubscribe = machine.triggerArrived() else { return XCTFail("retry") }
    guard case .ignore = machine.triggerArrived() else { return XCTFail("retried twice") }
  }

  func testATriggerWithNoErrorWaitingIsIgnored() {
    var machine = RetryWhenStateMachine.running
    guard case .ignore = machine.triggerArrived() else { return XCTFail("nothing waits") }
    guard case .forward = machine.attemptSentElement() else { return XCTFail("elements pass") }
  }

  func testTriggersEndingWhileAnErrorWaitsFinishAtOnce() {
    var machine = RetryWhenStateMachine.running
    _ = machine.attemptFailed()
    guard case .finish(.completed) = machine.triggersEnded(.completed) else {
      return XCTFail("the completion ends the result")
    }
    guard case .ignore = machine.triggerArrived() else { return XCTFail("ended") }
  }

  func testTriggersEndingEarlierFinishAtTheNextError() {
    var machine = RetryWhenStateMachine.running
    guard case .ignore = machine.triggersEnded(.failed(testError)) else {
      return XCTFail("nothing waits yet")
    }
    guard case .forward = machine.attemptSentElement() else { return XCTFail("elements pass") }
    guard case .finish(.failed(let error)) = machine.attemptFailed() else {
      return XCTFail("the next error ends the result with the triggers' error")
    }
    XCTAssertEqual(error as? TestError, testError)
  }

  func testCompletionAndErrorsNotRetriedPassOnce() {
    var machine = RetryWhenStateMachine.running
    guard case .forward = machine.attemptEnded() else { return XCTFail("the end passes") }
    guard case .ignore = machine.attemptEnded() else { return XCTFail("ended twice") }
    guard case .ignore = machine.attemptSentElement() else { return XCTFail("ended") }
    guard case .ignore = machine.triggersEnded(.completed) else { return XCTFail("ended") }
  }
}
