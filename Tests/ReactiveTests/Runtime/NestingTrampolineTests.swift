import TestSupport
import XCTest

@testable import RxSwift

final class NestingTrampolineTests: ReactiveTestCase {
  func testStackIsNeverDeepOutsideAFrame() {
    XCTAssertFalse(NestingTrampoline.isDeep())
    XCTAssertFalse(consumingStack(levels: 256) { NestingTrampoline.isDeep() })
  }

  func testStackIsDeepOnceTheFramesTakeMoreThanTheBudget() {
    let frame = NestingTrampoline.enter()
    defer { NestingTrampoline.exit(frame) }
    XCTAssertFalse(frame.isDeep)
    XCTAssertFalse(NestingTrampoline.isDeep())
    XCTAssertTrue(consumingStack(levels: 256) { NestingTrampoline.isDeep() })
    XCTAssertTrue(
      consumingStack(levels: 256) {
        let inner = NestingTrampoline.enter()
        defer { NestingTrampoline.exit(inner) }
        return inner.isDeep
      })
  }

  func testOutermostFrameRunsQueuedWorkInOrderWhenItEnds() {
    var log: [String] = []
    let outer = NestingTrampoline.enter()
    let inner = NestingTrampoline.enter()
    NestingTrampoline.schedule { log.append("first") }
    NestingTrampoline.schedule {
      log.append("second")
      NestingTrampoline.schedule { log.append("queued by the second") }
    }
    NestingTrampoline.exit(inner)
    XCTAssertEqual(log, [], "an inner frame leaves the queue to the outermost one")
    NestingTrampoline.exit(outer)
    XCTAssertEqual(log, ["first", "second", "queued by the second"])
  }

  func testEveryThreadHasATrampolineOfItsOwn() {
    let frame = NestingTrampoline.enter()
    defer { NestingTrampoline.exit(frame) }
    let deepElsewhere = LockedValue<Bool?>(nil)
    // A roomy stack: under AddressSanitizer each level takes more than its kilobyte.
    onThread(stackSize: 4 * 1024 * 1024) {
      deepElsewhere.set(consumingStack(levels: 256) { NestingTrampoline.isDeep() })
    }
    XCTAssertEqual(deepElsewhere.value, false)
  }
}

/// Calls `body` from `levels` nested calls that each take `bytes` of stack.
///
/// The size is a parameter so that the allocation is made at run time, on the thread's stack even
/// under AddressSanitizer, whose fake stacks take allocations of a fixed size elsewhere; and it is
/// at most 1 KiB, which the standard library always allocates on the stack.
private func consumingStack<Result>(
  levels: Int, bytes: Int = 1024, _ body: () -> Result
) -> Result {
  withUnsafeTemporaryAllocation(byteCount: bytes, alignment: 16) { buffer in
    buffer.initializeMemory(as: UInt8.self, repeating: UInt8(truncatingIfNeeded: levels))
    return levels == 0 ? body() : consumingStack(levels: levels - 1, bytes: bytes, body)
  }
}
