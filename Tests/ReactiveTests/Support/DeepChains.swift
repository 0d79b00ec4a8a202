import Foundation
import Reactive
import TestSupport
import XCTest

/// How many operators the deep-chain tests nest in one subscription, or sources they queue: 100,000,
/// or 20,000 in a process instrumented by a sanitizer.
///
/// The uninstrumented run is the one that proves the stack stays bounded; a sanitizer makes each
/// level several times slower (a 100,000-deep chain took two minutes under the thread sanitizer)
/// while checking the same code paths for races and memory errors at any depth.
let deepChainDepth = isSanitized ? 20_000 : 100_000

/// The smallest thread stack in common use: Dispatch's worker threads on some systems.
let smallStackSize = 512 * 1024

/// Runs `body` on a new thread with a stack of `stackSize` bytes, and waits for it to finish.
func onThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
  let finished = DispatchSemaphore(value: 0)
  let thread = Thread {
    body()
    finished.signal()
  }
  thread.stackSize = stackSize
  thread.start()
  finished.wait()
}

/// Subscribes to the sequence that `make` builds, on the test's thread and then on a thread with
/// a 512 KiB stack, and asserts every event it sends each time: a deep chain must neither
/// overflow the stack nor lose, duplicate or reorder events.
func assertDeepChain(
  sends expected: [Event<Int>], file: StaticString = #filePath, line: UInt = #line,
  _ make: @escaping @Sendable () -> Observable<Int>
) {
  XCTAssertEqual(events(of: make()), expected, "on the test's thread", file: file, line: line)
  let onSmallStack = LockedValue<[Event<Int>]>([])
  onThread(stackSize: smallStackSize) { onSmallStack.set(events(of: make())) }
  XCTAssertEqual(onSmallStack.value, expected, "on a 512 KiB stack", file: file, line: line)
}

/// The events a synchronous sequence sends during its subscription.
private func events(of source: Observable<Int>) -> [Event<Int>] {
  var received: [Event<Int>] = []
  _ = source.subscribe { received.append($0) }
  return received
}
