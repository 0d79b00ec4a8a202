import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
  import os
#endif

/// A small lock for critical sections that only read and write state: code holding it never
/// calls an observer, a user closure or anything else that could take another lock.
///
/// On Linux, taking it is one atomic compare-and-exchange and releasing it one atomic store, inline
/// in the object that owns it; a thread that finds it taken retries briefly and then yields.
/// Measured against a `pthread_mutex_t` in the benchmark (subscribing and disposing, bags of
/// subscriptions, and the flattening and retrying operators), it is as fast or faster: a mutex must
/// live at a fixed address, so it costs an allocation for every lifetime and disposable, and it
/// sleeps in the kernel where this lock retries. It is built on `Atomic` rather than
/// `Synchronization.Mutex` because the thread sanitizer cannot see `Mutex`'s contended path on
/// Linux and reports false races under contention.
///
/// On Apple platforms it is an `os_unfair_lock`: there, a thread of low priority that holds a
/// spinning lock can be starved by a higher one spinning for it (why `OSSpinLock` was retired),
/// and `os_unfair_lock` lends the waiter's priority to the holder.
///
/// Code that must hold a lock while delivering events uses ``DeliveryGate`` instead, which
/// blocks rather than spins.
@usableFromInline
struct Lock: ~Copyable {
  #if canImport(Darwin)
    @usableFromInline
    let unfairLock: os_unfair_lock_t

    @inlinable
    init() {
      unfairLock = .allocate(capacity: 1)
      unfairLock.initialize(to: os_unfair_lock())
    }

    deinit {
      unfairLock.deinitialize(count: 1)
      unfairLock.deallocate()
    }

    /// Takes the lock, waiting for the current holder if there is one.
    @inlinable
    borrowing func lock() {
      os_unfair_lock_lock(unfairLock)
    }

    /// Releases the lock.
    @inlinable
    borrowing func unlock() {
      os_unfair_lock_unlock(unfairLock)
    }
  #else
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
  #endif

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
