import Synchronization

extension Mutex where Value == Void {
  /// Runs `body` while holding the lock and returns its result.
  ///
  /// The classes of this library keep their state in stored properties guarded by a
  /// `Mutex<Void>`; unlike `withLock`, this returns results that are not `Sendable`, which that
  /// state often holds (observers, disposables). In debug builds it also tells ThreadSanitizer
  /// about the lock, which the sanitizer cannot see by itself (see ``ThreadSanitizer``): guard
  /// state shared between threads with this method rather than with `withLock`.
  @inlinable
  borrowing func locked<Result, Failure: Error>(_ body: () throws(Failure) -> Result)
    throws(Failure) -> Result
  {
    var result: Result?
    try withLock { (token: inout Void) throws(Failure) in
      #if DEBUG
        // The address of the lock's (empty) value identifies the lock; it is never dereferenced.
        let lock = withUnsafeMutablePointer(to: &token) { UnsafeMutableRawPointer($0) }
        ThreadSanitizer.acquire?(lock)
        defer { ThreadSanitizer.release?(lock) }
      #endif
      result = try body()
    }
    return result.unsafelyUnwrapped
  }
}
