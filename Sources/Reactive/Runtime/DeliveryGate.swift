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
/// thread sanitizer understands, and the thread that opens the gate wakes waiters only when one
/// has said it waits.
///
/// Waiting threads are served in the order they arrived: a thread that opens the gate while
/// others wait hands it to the oldest of them rather than opening it for whoever is quickest, so
/// a thread sending in a loop cannot take it back again and again while another waits for ever.
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

  /// The owner while the gate is handed to the oldest waiting thread, which no other thread may
  /// take; never a thread's identifier.
  @usableFromInline
  static var handedOver: UInt { .max }

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

    /// The ticket the next waiting thread takes; read and written under `mutex`.
    @usableFromInline
    var nextTicket: UInt = 0

    /// The ticket of the oldest waiting thread, the one the gate is handed to; under `mutex`.
    @usableFromInline
    var nowServing: UInt = 0

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

  /// Sleeps until the gate is open or handed to this thread, in turn, and takes it for `thread`.
  @usableFromInline
  borrowing func waitAndEnter(_ thread: UInt) {
    pthread_mutex_lock(&parking.pointee.mutex)
    let ticket = parking.pointee.nextTicket
    parking.pointee.nextTicket &+= 1
    // Counted before trying again, so that a thread that opens the gate after this failed attempt
    // sees the count and hands the gate over (both sides use sequentially consistent operations).
    waiters.add(1, ordering: .sequentiallyConsistent)
    while parking.pointee.nowServing != ticket || !takeForWaiter(thread) {
      pthread_cond_wait(&parking.pointee.opened, &parking.pointee.mutex)
    }
    parking.pointee.nowServing &+= 1
    waiters.subtract(1, ordering: .sequentiallyConsistent)
    pthread_mutex_unlock(&parking.pointee.mutex)
  }

  /// Takes the gate for the oldest waiting thread, whether it was handed over or found open.
  @usableFromInline
  borrowing func takeForWaiter(_ thread: UInt) -> Bool {
    owner.compareExchange(
      expected: Self.handedOver, desired: thread, ordering: .sequentiallyConsistent
    ).exchanged
      || owner.compareExchange(expected: 0, desired: thread, ordering: .sequentiallyConsistent)
        .exchanged
  }

  /// Opens the gate, or hands it to the oldest waiting thread if any.
  @inlinable
  borrowing func open() {
    if waiters.load(ordering: .sequentiallyConsistent) > 0 {
      handOver()
      return
    }
    owner.store(0, ordering: .sequentiallyConsistent)
    // A thread that counted itself after the check above finds the gate open on its next try.
    if waiters.load(ordering: .sequentiallyConsistent) > 0 { wakeWaiters() }
  }

  /// Hands the gate to the oldest waiting thread and wakes the waiters, one of which it is.
  @usableFromInline
  borrowing func handOver() {
    owner.store(Self.handedOver, ordering: .sequentiallyConsistent)
    wakeWaiters()
  }

  /// Wakes the waiting threads; under the mutex, so that a thread about to sleep cannot miss it.
  @usableFromInline
  borrowing func wakeWaiters() {
    pthread_mutex_lock(&parking.pointee.mutex)
    pthread_cond_broadcast(&parking.pointee.opened)
    pthread_mutex_unlock(&parking.pointee.mutex)
  }
}
