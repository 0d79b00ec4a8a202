import XCTest

@testable import Reactive

final class LockedStateTests: ReactiveTestCase {
  func testWithLockReturnsTheResultOfTheBody() {
    let shared = LockedState([1, 2])
    let count = shared.withLock { state -> Int in
      state.append(3)
      return state.count
    }
    XCTAssertEqual(count, 3)
  }
}
