import Foundation

/// Runs the main run loop, and with it the main dispatch queue, until `condition` holds or
/// `timeout` seconds have passed; returns whether `condition` holds. Call it on the main thread.
@discardableResult
func spinMainRunLoop(timeout: TimeInterval = 5, until condition: () -> Bool) -> Bool {
  let deadline = Date().addingTimeInterval(timeout)
  while !condition() && Date() < deadline {
    RunLoop.main.run(until: Date().addingTimeInterval(0.002))
  }
  return condition()
}

/// Runs the main run loop for `duration` seconds, to show that something does not happen.
func spinMainRunLoop(for duration: TimeInterval) {
  let deadline = Date().addingTimeInterval(duration)
  while Date() < deadline {
    RunLoop.main.run(until: Date().addingTimeInterval(0.002))
  }
}
