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
///
/// The gate is its owner: the delivering thread's identifier, or 0 when the gate is open. A thread
/// that finds it open takes it with one compare-and-exchange and opens it again with one atomic
/// store, without a call into the system; that is every delivery of a sequence fed from one
/// thread at a time. A thread that finds it taken waits on a POSIX condition variable, which the
/// thread sanitizer understands, and the thread that opens the gate wakes a waiter only when one
/// has said it waits.
///
/// A nested, re-entrant call must not rely on state that the outer call holds `inout`: read and
/// write shared state through the owning object inside the gate.
@usableFromInline
struct DeliveryGate: ~Copyable {
  /// The delivering thread, or 0 when no thread delivers.
  @usableFromInline
  let owner = Atomic<UInt>(0)

  /// The threads waiting for the gate to open.
  @usableFromInline
  let waiters = Atomic<Int>(0)

  /// Where waiting threads sleep; touched only when a thread has to wait.
  @usableFromInline
  let parking: UnsafeMutablePointer<Parking>

  /// The mutex and condition variable a waiting thread sleeps on, allocated together.
  @usableFromInline
  struct Parking {
    @usableFromInline
    var mutex = pthread_mutex_t()

    @usableFromInline
    var opened = pthread_cond_t()

    @inlinable
    init() {}
  }

  @inlinable
  init() {
    parking = .allocate(capacity: 1)
    parking.initialize(to: Parking())
    pthread_mutex_init(&parking.pointee.mutex, nil)
    pthread_cond_init(&parking.pointee.opened, nil)
  }

  deinit {
    pthread_cond_destroy(&parking.pointee.opened)
    pthread_mutex_destroy(&parking.pointee.mutex)
    parking.deinitialize(count: 1)
    parking.deallocate()
  }

  /// Calls `body` as the only delivering thread, or at once if this thread is already delivering.
  @inlinable
  borrowing func exclusively<Result>(_ body: () throws -> Result) rethrows -> Result {
    let thread = currentThreadID()
    if owner.load(ordering: .relaxed) == thread {
      return try body()
    }
    if !owner.compareExchange(expected: 0, desired: thread, ordering: .acquiring).exchanged {
      waitAndEnter(thread)
    }
    defer { open() }
    return try body()
  }

  /// Sleeps until the gate is open and takes it for `thread`.
  @usableFromInline
  borrowing func waitAndEnter(_ thread: UInt) {
    pthread_mutex_lock(&parking.pointee.mutex)
    // Counted before trying again, so that a thread that opens the gate after this failed attempt
    // sees the count and wakes this one (both sides use sequentially consistent operations).
    waiters.add(1, ordering: .sequentiallyConsistent)
    while !owner.compareExchange(expected: 0, desired: thread, ordering: .sequentiallyConsistent)
      .exchanged
    {
      pthread_cond_wait(&parking.pointee.opened, &parking.pointee.mutex)
    }
    waiters.subtract(1, ordering: .relaxed)
    pthread_mutex_unlock(&parking.pointee.mutex)
  }

  /// Opens the gate and wakes one waiting thread, if any.
  @inlinable
  borrowing func open() {
    owner.store(0, ordering: .sequentiallyConsistent)
    if waiters.load(ordering: .sequentiallyConsistent) > 0 { wakeWaiter() }
  }

  /// Wakes one waiting thread; under the mutex, so that a thread about to sleep cannot miss it.
  @usableFromInline
  borrowing func wakeWaiter() {
    pthread_mutex_lock(&parking.pointee.mutex)
    pthread_cond_signal(&parking.pointee.opened)
    pthread_mutex_unlock(&parking.pointee.mutex)
  }
}
