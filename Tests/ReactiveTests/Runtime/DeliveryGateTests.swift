import Dispatch
import XCTest

@testable import RxSwift

/// A gate and what the calls through it wrote; `log` and `count` are only touched inside the gate.
private final class Gated: @unchecked Sendable {
  // @unchecked Sendable: `log` and `count` are guarded by `gate`
  let gate = DeliveryGate()
  var log: [String] = []
  var count = 0
}

final class DeliveryGateTests: ReactiveTestCase {
  private struct Failure: Error, Equatable {}

  func testExclusivelyReturnsWhatItsBodyReturns() {
    let gated = Gated()
    XCTAssertEqual(gated.gate.exclusively { 42 }, 42)
  }

  func testExclusivelyRethrowsAndOpensTheGateAgain() {
    let gated = Gated()
    XCTAssertThrowsError(try gated.gate.exclusively { throw Failure() }) {
      XCTAssertEqual($0 as? Failure, Failure())
    }
    XCTAssertTrue(entersTheGate(gated), "another thread could not enter after a throwing call")
    gated.gate.exclusively { gated.log.append("same thread again") }
    XCTAssertEqual(gated.log, ["other thread", "same thread again"])
  }

  func testAnExclusiveCallOnTheThreadThatIsDeliveringIsMadeAtOnceNestedInsideTheCurrentOne() {
    let gated = Gated()
    gated.gate.exclusively {
      gated.log.append("outer begins")
      gated.gate.exclusively {
        gated.log.append("nested begins")
        gated.gate.exclusively { gated.log.append("nested twice") }
        gated.log.append("nested ends")
      }
      gated.log.append("outer ends")
    }
    XCTAssertEqual(
      gated.log, ["outer begins", "nested begins", "nested twice", "nested ends", "outer ends"])
  }

  func testExclusiveCallsFromSeveralThreadsNeverOverlapAndEachThreadsCallsKeepTheirOrder() {
    let gated = Gated()
    let probe = ExclusionProbe()
    let threads = 4
    let perThread = 20_000
    runConcurrently(threads: threads) { thread in
      for step in 0..<perThread {
        gated.gate.exclusively {
          probe.inside {
            gated.gate.exclusively { gated.count += 1 }
            if step.isMultiple(of: 1_000) {
              gated.log.append("\(thread):\(step)")
              // Held long enough that the other threads sleep waiting and must be woken.
              usleep(200)
            }
          }
        }
      }
    }
    XCTAssertEqual(probe.overlaps, 0)
    XCTAssertEqual(gated.count, threads * perThread)
    XCTAssertEqual(gated.gate.waiters.load(ordering: .relaxed), 0, "a waiting thread was left")
    XCTAssertEqual(gated.gate.owner.load(ordering: .relaxed), 0, "the gate was left taken")
    for thread in 0..<threads {
      XCTAssertEqual(
        gated.log.filter { $0.hasPrefix("\(thread):") },
        stride(from: 0, to: perThread, by: 1_000).map { "\(thread):\($0)" })
    }
  }

  func testAnotherThreadWaitsUntilTheWholeCallEndsEvenAfterANestedCallReturned() {
    let gated = Gated()
    let otherThreadStarted = DispatchSemaphore(value: 0)
    let otherThreadDone = DispatchSemaphore(value: 0)
    gated.gate.exclusively {
      gated.gate.exclusively { gated.log.append("nested") }
      DispatchQueue.global().async {
        otherThreadStarted.signal()
        gated.gate.exclusively { gated.log.append("other thread") }
        otherThreadDone.signal()
      }
      otherThreadStarted.wait()
      // Give the other thread time to reach the gate; had it not waited, it would log first.
      usleep(50_000)
      gated.log.append("outer ends")
    }
    XCTAssertEqual(otherThreadDone.wait(timeout: .now() + 10), .success)
    XCTAssertEqual(gated.gate.exclusively { gated.log }, ["nested", "outer ends", "other thread"])
  }

  func testGatesAreIndependent() {
    let first = Gated()
    let second = Gated()
    first.gate.exclusively {
      second.gate.exclusively { second.log.append("second inside first") }
      XCTAssertTrue(entersTheGate(second), "holding one gate closed another")
    }
    XCTAssertEqual(second.log, ["second inside first", "other thread"])
  }

  /// Whether another thread enters the gate, logging `other thread`, within five seconds.
  private func entersTheGate(_ gated: Gated) -> Bool {
    let entered = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      gated.gate.exclusively { gated.log.append("other thread") }
      entered.signal()
    }
    return entered.wait(timeout: .now() + 5) == .success
  }
}
