import Synchronization

extension Mutex where Value == Void {
  /// Runs `body` while holding the lock and returns its result.
  ///
  /// The classes of this library keep their state in stored properties guarded by a
  /// `Mutex<Void>`; unlike `withLock`, this returns results that are not `Sendable`, which that
  /// state often holds (observers, disposables).
  ///
  /// In debug builds run under the thread sanitizer, it also tells the sanitizer that it holds
  /// the lock, which the sanitizer cannot see by itself (see `ThreadSanitizer`).
  @inlinable
  borrowing func locked<Result, Failure: Error>(_ body: () throws(Failure) -> Result)
    throws(Failure) -> Result
  {
    var result: Result?
    #if DEBUG
      let address = withUnsafePointer(to: self) { UnsafeRawPointer($0) }
      try withLock { (_: inout Void) throws(Failure) in
        ThreadSanitizer.acquire?(address)
        defer { ThreadSanitizer.release?(address) }
        result = try body()
      }
    #else
      try withLock { (_: inout Void) throws(Failure) in result = try body() }
    #endif
    return result.unsafelyUnwrapped
  }
}
