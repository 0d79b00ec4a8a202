import Synchronization

extension Mutex where Value == Void {
  /// Runs `body` while holding the lock and returns its result.
  ///
  /// The classes of this library keep their state in stored properties guarded by a
  /// `Mutex<Void>`; unlike `withLock`, this returns results that are not `Sendable`, which that
  /// state often holds (observers, disposables).
  @inlinable
  borrowing func locked<Result, Failure: Error>(_ body: () throws(Failure) -> Result)
    throws(Failure) -> Result
  {
    var result: Result?
    try withLock { (_: inout Void) throws(Failure) in result = try body() }
    return result.unsafelyUnwrapped
  }
}
