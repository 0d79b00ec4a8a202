import Foundation
import Reactive
import XCTest

@testable import BoxOfficeCLI

/// Waiting on the main thread while work delivered to the main queue runs.
final class MainRunLoopTests: XCTestCase {
  func testWorkSentToTheMainQueueFromAnotherThreadRunsDuringTheWait() {
    let flag = DeliveredFlag()
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) {
      _ = MainScheduler.instance.schedule(()) { _ in
        XCTAssertTrue(Thread.isMainThread)
        flag.set()
        return Disposables.create()
      }
    }
    let start = Date()
    MainRunLoop.spin { flag.isSet }
    XCTAssertTrue(flag.isSet)
    XCTAssertLessThan(Date().timeIntervalSince(start), 5)
  }

  func testAConditionThatAlreadyHoldsReturnsAtOnce() {
    var checks = 0
    MainRunLoop.spin {
      checks += 1
      return true
    }
    XCTAssertEqual(checks, 1)
  }
}

/// A flag set on the main thread and read there.
final class DeliveredFlag: @unchecked Sendable {
  // @unchecked Sendable: only touched on the main thread.
  private(set) var isSet = false

  func set() {
    isSet = true
  }
}
