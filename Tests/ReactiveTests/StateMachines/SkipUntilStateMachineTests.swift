import XCTest

@testable import RxSwift

final class SkipUntilStateMachineTests: ReactiveTestCase {
  func testElementsAreDroppedUntilTheOtherSendsOneThenPass() {
    var machine = SkipUntilStateMachine.skipping
    XCTAssertEqual(machine.sourceSentElement(), .ignore)
    XCTAssertEqual(machine.otherSentElement(), .disposeOther)
    XCTAssertEqual(machine, .forwarding)
    XCTAssertEqual(machine.sourceSentElement(), .forward)
    XCTAssertEqual(machine.sourceCompleted(), .forward)
    XCTAssertEqual(machine, .ended)
  }

  func testTheSourceCompletingWhileSkippingEndsBothWithoutATerminalEvent() {
    var machine = SkipUntilStateMachine.skipping
    XCTAssertEqual(machine.sourceCompleted(), .disposeBoth)
    XCTAssertEqual(machine.otherSentElement(), .ignore)
    XCTAssertEqual(machine.otherFailed(), .ignore)
    XCTAssertEqual(machine.sourceSentElement(), .ignore)
  }

  func testTheSourcesErrorPassesEvenWhileSkipping() {
    var machine = SkipUntilStateMachine.skipping
    XCTAssertEqual(machine.sourceFailed(), .forward)
    XCTAssertEqual(machine.sourceFailed(), .ignore)
    XCTAssertEqual(machine.otherSentElement(), .ignore)
  }

  func testTheOthersErrorFinishesWhileSkippingOrForwarding() {
    var skipping = SkipUntilStateMachine.skipping
    XCTAssertEqual(skipping.otherFailed(), .finish)
    XCTAssertEqual(skipping, .ended)
    var forwarding = SkipUntilStateMachine.forwarding
    XCTAssertEqual(forwarding.otherFailed(), .finish)
  }

  func testTheOtherCompletingWithoutAnElementKeepsSkipping() {
    var machine = SkipUntilStateMachine.skipping
    XCTAssertEqual(machine.otherCompleted(), .disposeOther)
    XCTAssertEqual(machine, .skipping)
    XCTAssertEqual(machine.sourceSentElement(), .ignore)
  }
}
