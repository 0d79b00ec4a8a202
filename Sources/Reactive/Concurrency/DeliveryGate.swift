import Synchronization

/// Lets one thread at a time deliver events, while letting that thread re-enter.
///
/// Subjects run each delivery through a gate: events sent from several threads at once reach
/// observers one after the other, and an observer that sends into the same subject from inside
/// its `onNext` is delivered to at once, nested, as in RxSwift. A thread waits at the gate only
/// while another thread is delivering.
@usableFromInline
struct DeliveryGate: ~Copyable {
  @usableFromInline
  let mutex = Mutex<Void>(())

  @usableFromInline
  let owner = Atomic<UInt>(0)

  @inlinable
  init() {}

  /// Runs `body` as the only delivering thread, or at once if this thread is already delivering.
  @inlinable
  borrowing func run(_ body: () -> Void) {
    let thread = currentThreadID()
    if owner.load(ordering: .relaxed) == thread {
      body()
      return
    }
    mutex.locked {
      owner.store(thread, ordering: .relaxed)
      body()
      owner.store(0, ordering: .relaxed)
    }
  }
}
