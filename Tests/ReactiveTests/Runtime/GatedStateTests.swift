import XCTest

@testable import RxSwift

final class GatedStateTests: ReactiveTestCase {
  func testExclusivelyReturnsTheResultOfTheBody() {
    let shared = GatedState([1, 2])
    let count = shared.exclusively { () -> Int in
      shared.state.append(3)
      return shared.state.count
    }
    XCTAssertEqual(count, 3)
  }

  func testAnExclusiveCallInsideAnotherOnTheSameThreadIsMadeAtOnceAndSeesTheOuterWrites() {
    let shared = GatedState([Int]())
    shared.exclusively {
      shared.state.append(1)
      shared.exclusively { shared.state.append(shared.state.count + 1) }
      shared.state.append(3)
    }
    XCTAssertEqual(shared.state, [1, 2, 3])
  }

  func testExclusiveCallsFromSeveralThreadsNeverOverlap() {
    let shared = GatedState(0)
    let probe = ExclusionProbe()
    let perThread = 20_000
    runConcurrently(threads: 4) { _ in
      for _ in 0..<perThread {
        shared.exclusively { probe.inside { shared.state += 1 } }
      }
    }
    XCTAssertEqual(probe.overlaps, 0)
    XCTAssertEqual(shared.exclusively { shared.state }, 4 * perThread)
  }
}
