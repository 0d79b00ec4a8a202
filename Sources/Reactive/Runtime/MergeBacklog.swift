import Synchronization

/// The work of one subscription to a merging operator that waits for the stack to unwind.
///
/// Deep chains of merging operators (a recursive `flatMap`, thousands of them built in a loop)
/// nest one level of subscribing and delivering per step. When a step finds the stack past the
/// budget of the thread's ``NestingTrampoline``, the sink queues its work here, and the
/// trampoline's outermost frame has the sink do it once the stack has unwound. Once anything
/// waits, later work of the same subscription waits behind it, so that the events of every
/// source keep their order.
@usableFromInline
final class MergeBacklog: @unchecked Sendable {
  // @unchecked Sendable: `work` and `isDrainScheduled` are guarded by the gate of the sink that
  // made the backlog; `mayHoldWork` is atomic

  /// The work waiting, oldest first.
  @exclusivity(unchecked) @usableFromInline
  var work = FIFO<() -> Void>()

  /// Whether the sink's drain of ``work`` is scheduled on the trampoline or under way.
  @exclusivity(unchecked) @usableFromInline
  var isDrainScheduled = false

  /// Whether ``work`` may hold anything: a check that needs no gate, for the common case.
  @usableFromInline
  let mayHoldWork = Atomic<Bool>(false)

  @inlinable
  init() {}
}
