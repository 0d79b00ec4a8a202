import TestSupport
import XCTest

@testable import RxSwift

final class SinkIterationTests: ReactiveTestCase {
  func makeRunner() -> Sink<IterationStateMachine, Int> {
    Sink(.idle, observer: { _ in }, lifetime: Lifetime())
  }

  func testRequestMadeDuringAnIterationIsPerformedAfterItOnTheSameStack() {
    let runner = makeRunner()
    var depth = 0
    var maxDepth = 0
    var runs = 0
    func step() {
      depth += 1
      maxDepth = max(maxDepth, depth)
      runs += 1
      if runs < 10_000 { runner.iterate(step) }
      depth -= 1
    }
    runner.iterate(step)
    XCTAssertEqual(runs, 10_000)
    XCTAssertEqual(maxDepth, 1)
  }

  func testRequestsMadeDuringOneIterationAreMergedIntoOne() {
    let runner = makeRunner()
    var runs = 0
    func step() {
      runs += 1
      if runs == 1 {
        runner.iterate(step)
        runner.iterate(step)
      }
    }
    runner.iterate(step)
    XCTAssertEqual(runs, 2)
  }

  func testRequestFromAnotherThreadDuringAnIterationIsPerformedByTheIteratingThread() {
    let runner = makeRunner()
    let requested = DispatchSemaphore(value: 0)
    let runs = LockedValue([Bool]())
    runner.iterate {
      let isFirst = runs.withLock { runs -> Bool in
        runs.append(Thread.isMainThread)
        return runs.count == 1
      }
      guard isFirst else { return }
      DispatchQueue.global().async {
        runner.iterate {
          XCTFail("a request made during an iteration must not be performed on its own thread")
        }
        requested.signal()
      }
      requested.wait()
    }
    XCTAssertEqual(runs.withLock { $0 }, [true, true])
  }

  func testIdleRunnerPerformsTheRequestOnTheRequestingThread() {
    let runner = makeRunner()
    let done = expectation(description: "ran")
    let ranOnMain = LockedValue<Bool?>(nil)
    DispatchQueue.global().async {
      runner.iterate { ranOnMain.withLock { $0 = Thread.isMainThread } }
      done.fulfill()
    }
    wait(for: [done], timeout: 5)
    XCTAssertEqual(ranOnMain.withLock { $0 }, false)
  }
}
