import XCTest

@testable import RxSwift

final class AmbStateMachineTests: ReactiveTestCase {
  func testTheFirstCompetitorToSendWinsAndTheOthersAreTheLosers() {
    var machine = AmbStateMachine<String>.racing([])
    guard case .subscribe(index: 0) = machine.competitorSubscribing("a"),
      case .subscribe(index: 1) = machine.competitorSubscribing("b"),
      case .subscribe(index: 2) = machine.competitorSubscribing("c")
    else { return XCTFail("competitors are numbered in order") }
    guard case .win(let losers) = machine.competitorSent(1) else { return XCTFail("b wins") }
    XCTAssertEqual(losers, ["a", "c"])
    guard case .forward = machine.competitorSent(1) else { return XCTFail("b goes on") }
    guard case .drop = machine.competitorSent(0) else { return XCTFail("a lost") }
  }

  func testACompetitorSubscribedAfterTheRaceIsDecidedIsSubscribedEnded() {
    var machine = AmbStateMachine<String>.racing([])
    _ = machine.competitorSubscribing("a")
    _ = machine.competitorSent(0)
    guard case .subscribeEnded = machine.competitorSubscribing("b") else {
      return XCTFail("the race is decided")
    }
  }

  func testASoleCompetitorWinsWithNoLosers() {
    var machine = AmbStateMachine<String>.racing([])
    _ = machine.competitorSubscribing("a")
    guard case .win(let losers) = machine.competitorSent(0) else { return XCTFail("a wins") }
    XCTAssertEqual(losers, [])
  }
}
