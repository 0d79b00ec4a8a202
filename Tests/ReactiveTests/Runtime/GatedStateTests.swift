import Synchronization
import XCTest

@testable import Reactive

final class GatedStateTests: ReactiveTestCase {
  func testRunReturnsTheResultOfTheBody() {
    let shared = GatedState([1, 2])
    let count = shared.run { () -> Int in
      shared.state.append(3)
      return shared.state.count
    }
    XCTAssertEqual(count, 3)
  }

  func testRunInsideARunOnTheSameThreadRunsAtOnceAndSeesTheOuterWrites() {
    let shared = GatedState([Int]())
    shared.run {
      shared.state.append(1)
      shared.run { shared.state.append(shared.state.count + 1) }
      shared.state.append(3)
    }
    XCTAssertEqual(shared.state, [1, 2, 3])
  }

  func testRunsFromSeveralThreadsNeverOverlap() {
    let shared = GatedState(0)
    let inside = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
    let perThread = 20_000
    runConcurrently(threads: 4) { _ in
      for _ in 0..<perThread {
        shared.run {
          if inside.add(1, ordering: .relaxed).oldValue != 0 {
            overlaps.add(1, ordering: .relaxed)
          }
          shared.state += 1
          inside.subtract(1, ordering: .relaxed)
        }
      }
    }
    XCTAssertEqual(overlaps.load(ordering: .relaxed), 0)
    XCTAssertEqual(shared.run { shared.state }, 4 * perThread)
  }
}
