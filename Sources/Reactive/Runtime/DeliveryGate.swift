import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lets one thread at a time deliver events, while letting that thread re-enter.
///
/// Subjects and operators fed by several sources pass each delivery through a gate: events sent
/// from several threads at once reach observers one after the other, and an observer that sends
/// into the same subject from inside its `onNext` is delivered to at once, nested, as in RxSwift.
/// A thread waits at the gate only while another thread is delivering; waiting threads sleep in
/// a POSIX mutex, which the thread sanitizer understands.
///
/// A nested, re-entrant call must not rely on state that the outer call holds `inout`: read and
/// write shared state through the owning object inside the gate.
@usableFromInline
struct DeliveryGate: ~Copyable {
  @usableFromInline
  let mutex: UnsafeMutablePointer<pthread_mutex_t>

  @usableFromInline
  let owner = Atomic<UInt>(0)

  @inlinable
  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Calls `body` as the only delivering thread, or at once if this thread is already delivering.
  @inlinable
  borrowing func exclusively<Result>(_ body: () throws -> Result) rethrows -> Result {
    let thread = currentThreadID()
    if owner.load(ordering: .relaxed) == thread {
      return try body()
    }
    pthread_mutex_lock(mutex)
    owner.store(thread, ordering: .relaxed)
    defer {
      owner.store(0, ordering: .relaxed)
      pthread_mutex_unlock(mutex)
    }
    return try body()
  }
}
