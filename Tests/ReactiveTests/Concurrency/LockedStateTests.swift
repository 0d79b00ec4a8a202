import XCTest

@testable import Reactive

final class LockedStateTests: ReactiveTestCase {
  func testUpdatesFromManyThreadsAreSerialized() {
    let shared = LockedState(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<10_000 {
        shared.withLock { $0 += 1 }
      }
    }
    XCTAssertEqual(shared.withLock { $0 }, 80_000)
  }

  func testWithLockReturnsTheResultOfTheBody() {
    let shared = LockedState([1, 2])
    let count = shared.withLock { state -> Int in
      state.append(3)
      return state.count
    }
    XCTAssertEqual(count, 3)
  }
}
