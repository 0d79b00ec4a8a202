import Foundation

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
