import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small lock for critical sections that only read and write state: code holding it never
/// calls an observer, a user closure or anything else that could take another lock.
///
/// Taking it is one atomic compare-and-exchange and releasing it one atomic store, inline in the
/// object that owns it; a thread that finds it taken retries briefly and then yields. It is built
/// on `Atomic` instead of `Synchronization.Mutex` for two measured reasons: the thread sanitizer
/// cannot see `Mutex`'s contended path on Linux and reports false races under contention, and
/// `Mutex`'s uncontended lock and unlock cost about twice as much here. Code that must hold a lock
/// while delivering events uses ``DeliveryGate`` instead, which blocks rather than spins.
@usableFromInline
struct Lock: ~Copyable {
  @usableFromInline
  let held = Atomic<Bool>(false)

  @inlinable
  init() {}

  /// Takes the lock, waiting for the current holder if there is one.
  @inlinable
  borrowing func lock() {
    if held.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
      return
    }
    lockContended()
  }

  @usableFromInline
  borrowing func lockContended() {
    var attempts = 0
    while true {
      if !held.load(ordering: .relaxed),
        held.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
      {
        return
      }
      attempts += 1
      // The holder only runs a few instructions; after a short retry it has probably been
      // preempted, so give it the processor.
      if attempts > 16 { sched_yield() }
    }
  }

  /// Releases the lock.
  @inlinable
  borrowing func unlock() {
    held.store(false, ordering: .releasing)
  }

  /// Runs `body` while holding the lock and returns its result.
  @inlinable
  borrowing func locked<Result, Failure: Error>(_ body: () throws(Failure) -> Result)
    throws(Failure) -> Result
  {
    lock()
    defer { unlock() }
    return try body()
  }
}
