import Foundation

/// Turns the main run loop, so that work queued on the main queue runs, until `condition` holds or
/// `seconds` have passed.
///
/// - Parameters:
///   - seconds: The longest wait.
///   - condition: What is waited for; checked first, and then every 10 ms.
/// - Returns: Whether `condition` held.
@discardableResult
public func turnMainRunLoop(within seconds: TimeInterval, until condition: () -> Bool) -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while !condition() {
    guard Date() < deadline else { return false }
    RunLoop.main.run(until: Date().addingTimeInterval(0.01))
  }
  return true
}
