#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps the flattening operators (`flatMap`, `concatMap`, `concat`, `merge`) from overflowing
/// the stack in deep chains.
///
/// A recursive `flatMap` (each inner sequence made by the same function) or a chain of thousands
/// of them nests one level of subscribing and delivering per step: at 100,000 steps that
/// overflows any thread's stack. So the sink of these operators runs each subscription it makes
/// as a frame of this per-thread trampoline. The outermost frame on a thread notes where the
/// stack stands; work of a sink that finds the stack more than ``budget`` deeper than that is
/// queued instead of done, and the outermost frame runs the queued work once the stack has
/// unwound to it, before it returns. A chain that stays within the budget runs exactly as without
/// the trampoline, and everything a subscription or an event sets off synchronously is still done
/// before it returns. Work that waited runs later than it would have, so events of different
/// sources of one operator may interleave differently; the events of each source keep their
/// order.
///
/// Only the calling thread touches its trampoline; the sinks synchronize their own backlogs.
@usableFromInline
enum NestingTrampoline {
  /// How much stack the frames of a thread may take above its outermost frame before work waits.
  ///
  /// A quarter of the smallest stack in common use (512 KiB, Dispatch's worker threads on some
  /// systems), so that the code the chain runs between two checks, and whatever ran below the
  /// outermost frame, keep the rest.
  static let budget: UInt = 128 * 1024

  /// Enters a frame of the calling thread's trampoline; the caller ends it with ``exit(_:)``
  /// once its work is done, on the same thread.
  ///
  /// A pair of calls rather than one taking a closure, so that the caller's work stays in the
  /// caller's specialized body, where the optimizer can see through it.
  ///
  /// - Returns: The frame, which tells whether the stack is too deep to do work in place.
  @usableFromInline
  static func enter() -> TrampolineFrame {
    let state = TrampolineState.current
    let here = stackAddress(state)
    if state.pointee.depth == 0 {
      state.pointee.limit = here > budget ? here - budget : 0
    }
    state.pointee.depth += 1
    return TrampolineFrame(
      state: UnsafeMutableRawPointer(state), isDeep: here < state.pointee.limit)
  }

  /// Ends `frame`; the outermost frame first runs the work queued meanwhile, in order.
  @usableFromInline
  static func exit(_ frame: TrampolineFrame) {
    let state = frame.state.assumingMemoryBound(to: TrampolineState.self)
    if state.pointee.depth == 1 {
      while let task = state.pointee.tasks.popFirst() { task() }
    }
    state.pointee.depth -= 1
  }

  /// Whether work must wait: a frame runs on this thread and the stack has grown past its limit.
  @usableFromInline
  static func isDeep() -> Bool {
    guard let state = TrampolineState.ifAny, state.pointee.depth > 0 else { return false }
    return stackAddress(state) < state.pointee.limit
  }

  /// Queues `task` for the outermost frame of the calling thread; call it only after ``isDeep()``
  /// returned `true` on this thread, so that a frame runs.
  @usableFromInline
  static func schedule(_ task: @escaping () -> Void) {
    TrampolineState.current.pointee.tasks.append(task)
  }

  /// An address in the caller's stack frame.
  ///
  /// It is that of a temporary allocation whose size the compiler cannot know, read from `state`:
  /// such an allocation stays on the thread's stack even under AddressSanitizer, whose fake
  /// stacks move a plain local's storage elsewhere.
  @inline(__always)
  static func stackAddress(_ state: UnsafeMutablePointer<TrampolineState>) -> UInt {
    withUnsafeTemporaryAllocation(byteCount: state.pointee.probeSize, alignment: 1) {
      UInt(bitPattern: $0.baseAddress)
    }
  }
}

/// A frame of a thread's ``NestingTrampoline``, from ``NestingTrampoline/enter()`` to
/// ``NestingTrampoline/exit(_:)``.
@usableFromInline
struct TrampolineFrame {
  /// The thread's ``TrampolineState``.
  @usableFromInline
  let state: UnsafeMutableRawPointer

  /// Whether the stack was too deep, on entering, to do work in place.
  @usableFromInline
  let isDeep: Bool
}

/// One thread's trampoline: made on the thread's first frame and freed when the thread ends.
struct TrampolineState {
  /// The number of frames running on the thread.
  var depth = 0

  /// The stack address below which work waits, set by the outermost frame.
  var limit: UInt = 0

  /// The work queued for the outermost frame, oldest first.
  var tasks = FIFO<() -> Void>()

  /// The size of the allocation ``NestingTrampoline/stackAddress(_:)`` makes to find the stack.
  let probeSize = 1

  /// The calling thread's trampoline, made if needed.
  static var current: UnsafeMutablePointer<TrampolineState> {
    if let state = ifAny { return state }
    let state = UnsafeMutablePointer<TrampolineState>.allocate(capacity: 1)
    state.initialize(to: TrampolineState())
    pthread_setspecific(trampolineKey, state)
    return state
  }

  /// The calling thread's trampoline, if it has one.
  static var ifAny: UnsafeMutablePointer<TrampolineState>? {
    pthread_getspecific(trampolineKey)?.assumingMemoryBound(to: TrampolineState.self)
  }
}

/// The key of the per-thread ``TrampolineState``, which frees it when its thread ends.
private let trampolineKey: pthread_key_t = {
  var key = pthread_key_t()
  let status = pthread_key_create(&key) { raw in
    let pointer: UnsafeMutableRawPointer? = raw
    guard let state = pointer?.assumingMemoryBound(to: TrampolineState.self) else { return }
    state.deinitialize(count: 1)
    state.deallocate()
  }
  precondition(status == 0, "NestingTrampoline: pthread_key_create failed with \(status)")
  return key
}()
