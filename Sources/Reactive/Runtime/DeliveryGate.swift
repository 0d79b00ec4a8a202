import Dispatch
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
/// thread at a time. A thread that finds it taken tries again for a moment, then waits in line:
/// each waiting thread sleeps on a POSIX condition variable of its own (which the thread
/// sanitizer understands), and only the first in line is woken when the gate opens, to compete
/// for it with threads arriving meanwhile.
///
/// No thread waits for ever: when the first in line has waited more than a millisecond, the gate
/// stops letting arriving threads take it, and each opening hands it to the first in line, until
/// the line is served. A thread sending in a loop therefore cannot keep the gate from another,
/// while the common case keeps the throughput of a thread taking the gate back at once.
///
/// A nested, re-entrant call must not rely on state that the outer call holds `inout`: read and
/// write shared state through the owning object inside the gate.
@usableFromInline
struct DeliveryGate: ~Copyable {
  /// The delivering thread, or 0 when no thread delivers, or ``handedOver`` while the gate is
  /// handed to the first waiting thread.
  @usableFromInline
  let owner = Atomic<UInt>(0)

  /// The threads waiting in line.
  @usableFromInline
  let waiters = Atomic<Int>(0)

  /// Whether the first in line has waited too long: openings then hand the gate over to it.
  @usableFromInline
  let isStarving = Atomic<Bool>(false)

  /// The line of waiting threads; touched only when a thread has to wait.
  @usableFromInline
  let parking: UnsafeMutablePointer<Parking>

  /// The owner while the gate is handed to the first waiting thread, which no other thread may
  /// take; never a thread's identifier.
  @usableFromInline
  static var handedOver: UInt { .max }

  /// How many times a thread that finds the gate taken tries again before it waits in line.
  @usableFromInline
  static var retriesBeforeWaiting: Int { 100 }

  /// How long the first in line may wait, in nanoseconds, before openings are handed to it.
  @usableFromInline
  static var patience: UInt64 { 1_000_000 }

  /// The mutex that guards the line, and the line: waiting threads in arrival order.
  @usableFromInline
  struct Parking {
    @usableFromInline
    var mutex = pthread_mutex_t()

    @usableFromInline
    var first: UnsafeMutablePointer<Waiter>?

    @usableFromInline
    var last: UnsafeMutablePointer<Waiter>?

    @inlinable
    init() {}
  }

  /// One waiting thread, on that thread's stack while it waits.
  @usableFromInline
  struct Waiter {
    @usableFromInline
    var wakeUp = pthread_cond_t()

    @usableFromInline
    var next: UnsafeMutablePointer<Waiter>?

    @inlinable
    init() {}
  }

  @inlinable
  init() {
    parking = .allocate(capacity: 1)
    parking.initialize(to: Parking())
    pthread_mutex_init(&parking.pointee.mutex, nil)
  }

  deinit {
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
      enter(thread)
    }
    defer { open() }
    return try body()
  }

  /// Takes the gate for `thread`, which found it taken: tries again for a moment, then waits in
  /// line.
  @usableFromInline
  borrowing func enter(_ thread: UInt) {
    for _ in 0..<Self.retriesBeforeWaiting {
      if !isStarving.load(ordering: .relaxed) && owner.load(ordering: .relaxed) == 0
        && owner.compareExchange(expected: 0, desired: thread, ordering: .acquiring).exchanged
      {
        return
      }
      sched_yield()
    }
    var waiter = Waiter()
    pthread_cond_init(&waiter.wakeUp, nil)
    withUnsafeMutablePointer(to: &waiter) { waitInLine($0, thread) }
    pthread_cond_destroy(&waiter.wakeUp)
  }

  /// Waits in line as `waiter` until the gate is taken for `thread`.
  @usableFromInline
  borrowing func waitInLine(_ waiter: UnsafeMutablePointer<Waiter>, _ thread: UInt) {
    pthread_mutex_lock(&parking.pointee.mutex)
    if let last = parking.pointee.last {
      last.pointee.next = waiter
    } else {
      parking.pointee.first = waiter
    }
    parking.pointee.last = waiter
    // Counted before trying, so that a thread that opens the gate after a failed attempt sees the
    // count and wakes the first in line (both sides use sequentially consistent operations).
    waiters.add(1, ordering: .sequentiallyConsistent)
    let arrived = DispatchTime.now().uptimeNanoseconds
    while true {
      if parking.pointee.first == waiter {
        if owner.compareExchange(
          expected: Self.handedOver, desired: thread, ordering: .sequentiallyConsistent
        ).exchanged {
          // Served: the line goes back to competing once it is empty or moving fast again.
          let waited = DispatchTime.now().uptimeNanoseconds - arrived
          if waiter.pointee.next == nil || waited < Self.patience {
            isStarving.store(false, ordering: .sequentiallyConsistent)
          }
          break
        }
        // The first in line may always take an open gate; only later arrivals yield to it.
        if owner.compareExchange(expected: 0, desired: thread, ordering: .sequentiallyConsistent)
          .exchanged
        {
          break
        }
        if DispatchTime.now().uptimeNanoseconds - arrived > Self.patience {
          isStarving.store(true, ordering: .sequentiallyConsistent)
        }
      }
      pthread_cond_wait(&waiter.pointee.wakeUp, &parking.pointee.mutex)
    }
    parking.pointee.first = waiter.pointee.next
    if parking.pointee.first == nil { parking.pointee.last = nil }
    waiters.subtract(1, ordering: .sequentiallyConsistent)
    pthread_mutex_unlock(&parking.pointee.mutex)
  }

  /// Opens the gate, or hands it to the first in line when it has waited too long; wakes the
  /// first in line, if any.
  @inlinable
  borrowing func open() {
    if isStarving.load(ordering: .sequentiallyConsistent)
      && waiters.load(ordering: .sequentiallyConsistent) > 0
    {
      owner.store(Self.handedOver, ordering: .sequentiallyConsistent)
    } else {
      owner.store(0, ordering: .sequentiallyConsistent)
    }
    if waiters.load(ordering: .sequentiallyConsistent) > 0 { wakeFirstInLine() }
  }

  /// Wakes the first waiting thread; under the mutex, so that it cannot miss it.
  @usableFromInline
  borrowing func wakeFirstInLine() {
    pthread_mutex_lock(&parking.pointee.mutex)
    if let first = parking.pointee.first { pthread_cond_signal(&first.pointee.wakeUp) }
    pthread_mutex_unlock(&parking.pointee.mutex)
  }
}
