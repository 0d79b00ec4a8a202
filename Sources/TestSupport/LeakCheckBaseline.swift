import Foundation

/// Where tests' leak checks start and end counting live resources.
///
/// Subscriptions an earlier test left to end on another thread (a request or a dispatch queue
/// still releasing its work) must end before a test counts, or their end would look like part of
/// the test. So a start waits, turning the main run loop, until the count is down to the floor:
/// 0 at first. What is still alive when the wait runs out was leaked, and the test that leaked it
/// failed its own check; the floor rises to it, said once in the log, so that later tests do not
/// each wait for it again.
public final class LeakCheckBaseline: Sendable {
  /// The baseline every test base of this package shares, as they share `Resources.total`.
  public static let shared = LeakCheckBaseline()

  private let floor = LockedValue<Int32>(0)
  private let patience: TimeInterval

  /// Creates a baseline whose floor is 0.
  ///
  /// - Parameter patience: How long a start waits for what is above the floor to end, and an end
  ///   for the count to come back to the start.
  public init(patience: TimeInterval = 10) {
    self.patience = patience
  }

  /// Waits for what earlier tests left to end, and returns the count a test starts from.
  ///
  /// - Parameter liveCount: Reads the live count (`Resources.total`).
  /// - Returns: The count to compare with at the test's end.
  public func start(_ liveCount: () -> Int32) -> Int32 {
    let floor = floor.value
    if !turnMainRunLoop(within: patience, until: { liveCount() <= floor }) {
      let stuck = liveCount()
      self.floor.withLock { $0 = max($0, stuck) }
      print("warning: \(stuck) live resources from earlier tests never end; counting from them")
    }
    return liveCount()
  }

  /// Waits for the count to come back to `start`, and returns the count a test ends with: still
  /// above `start` after the patience if the test leaked.
  ///
  /// Work handed to another thread (a dispatch queue, a URLSession callback, slowly under the
  /// thread sanitizer) may still be releasing its last references when a test ends, and a
  /// disposal may be queued on the main thread: the wait turns the main run loop, so that what
  /// is queued there runs.
  ///
  /// - Parameters:
  ///   - start: The count the test started from (``start(_:)``).
  ///   - liveCount: Reads the live count (`Resources.total`).
  /// - Returns: The count to compare with `start`.
  public func end(from start: Int32, _ liveCount: () -> Int32) -> Int32 {
    turnMainRunLoop(within: patience) { liveCount() == start }
    return liveCount()
  }
}
