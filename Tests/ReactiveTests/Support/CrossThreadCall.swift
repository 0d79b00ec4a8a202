import Foundation
import Reactive
import TestSupport
import XCTest

/// Runs `call` on a thread of its own and waits up to `timeout` seconds for it to return.
///
/// An observer uses it to wait, from inside its `onNext`, for another thread that sends into the
/// operator or subject delivering to it: the call returns at once unless the delivery holds a lock
/// the call needs, in which case both would wait for ever; the timeout turns that deadlock into a
/// `false` (and the call then completes once the delivery is over).
///
/// - Returns: Whether `call` returned within `timeout`.
func returnsWhileTheCallerWaits(
  timeout: TimeInterval = 5, _ call: @escaping @Sendable () -> Void
) -> Bool {
  let returned = DispatchSemaphore(value: 0)
  let thread = Thread {
    call()
    returned.signal()
  }
  thread.start()
  return returned.wait(timeout: .now() + timeout) == .success
}

/// Subscribes to `source` an observer that, on receiving `trigger`, waits for another thread to
/// run `send` (which sends into the source); asserts that `send` returned during the wait (no lock
/// held by the delivery kept it waiting) and that the observer received `expected`.
func assertObserverMayWaitForAThreadThatSends<Source: ObservableType>(
  to source: Source, on trigger: Int, _ send: @escaping @Sendable () -> Void,
  receives expected: [Int], file: StaticString = #filePath, line: UInt = #line
) where Source.Element == Int {
  let received = LockedValue<[Int]>()
  let senderReturned = LockedValue<[Bool]>()
  let subscription = source.subscribe(onNext: { element in
    received.append(element)
    if element == trigger { senderReturned.append(returnsWhileTheCallerWaits(send)) }
  })
  XCTAssertEqual(
    senderReturned.value, [true], "the sender waited for the observer", file: file, line: line)
  XCTAssertEqual(received.value, expected, file: file, line: line)
  subscription.dispose()
}
