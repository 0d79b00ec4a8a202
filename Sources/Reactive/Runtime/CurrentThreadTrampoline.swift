#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Work queued on a thread's ``CurrentThreadTrampoline``.
@usableFromInline
protocol TrampolineTask: AnyObject {
  /// Does the work, on the thread whose trampoline ran it, with that trampoline running.
  func invoke(on trampoline: CurrentThreadTrampoline)
}

/// The queue of ``CurrentThreadScheduler`` on one thread, which subscriptions run through as
/// RxSwift's do.
///
/// The first piece of work on a thread runs at once, and marks the trampoline as running; work
/// that arrives while it runs — a subscription's synchronous source sending its next element, an
/// action scheduled on ``CurrentThreadScheduler`` — waits in the queue and runs, in order, after
/// it, before the first piece returns. Subscribing to a producer (every operator and creation
/// observable, not subjects) runs the subscription as such a piece when the trampoline is idle
/// (``Observable/runEnteringTrampoline(_:_:)``), so what a subscription sets off synchronously is
/// done before `subscribe` returns, and sources subscribed together interleave their elements.
///
/// A value reached through a pointer that only its thread uses; made with the thread's first
/// trampolined work and freed when the thread ends.
@usableFromInline
struct CurrentThreadTrampoline {
  /// The thread's state.
  @usableFromInline
  let state: UnsafeMutablePointer<State>

  @usableFromInline
  struct State {
    /// Whether a piece of work runs on the thread's trampoline.
    @usableFromInline
    var isRunning = false

    /// The work waiting for the running piece to return, oldest first.
    @usableFromInline
    var tasks = FIFO<any TrampolineTask>()
  }

  @inlinable
  init(state: UnsafeMutablePointer<State>) {
    self.state = state
  }

  /// The calling thread's trampoline, made if needed.
  @inlinable
  static var current: CurrentThreadTrampoline {
    if let raw = pthread_getspecific(currentThreadTrampolineKey) {
      return CurrentThreadTrampoline(state: raw.assumingMemoryBound(to: State.self))
    }
    return makeCurrent()
  }

  @usableFromInline
  static func makeCurrent() -> CurrentThreadTrampoline {
    let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
    state.initialize(to: State())
    pthread_setspecific(currentThreadTrampolineKey, state)
    return CurrentThreadTrampoline(state: state)
  }

  /// Whether a piece of work runs on the calling thread's trampoline.
  @inlinable
  static var isRunningOnThisThread: Bool {
    guard let raw = pthread_getspecific(currentThreadTrampolineKey) else { return false }
    return raw.assumingMemoryBound(to: State.self).pointee.isRunning
  }

  /// Marks the calling thread's trampoline as running and returns it, if it was idle; the caller
  /// does its work, then calls ``drainAndStop()``. Returns `nil` when work already runs on it.
  @inlinable
  static func startIfIdle() -> CurrentThreadTrampoline? {
    let trampoline = current
    if trampoline.state.pointee.isRunning { return nil }
    trampoline.state.pointee.isRunning = true
    return trampoline
  }

  /// Whether work is waiting in the queue.
  @inlinable
  var hasWaitingTasks: Bool {
    !state.pointee.tasks.isEmpty
  }

  /// Queues `task` after the work already waiting.
  @inlinable
  func enqueue(_ task: any TrampolineTask) {
    state.pointee.tasks.append(task)
  }

  /// Runs the waiting work in order, including what it queues, then marks the trampoline idle.
  @inlinable
  func drainAndStop() {
    if hasWaitingTasks { drain() }
    state.pointee.isRunning = false
  }

  /// Runs the waiting work in order, including what it queues.
  ///
  /// Not inlinable: a loop of calls to unknown work, inlined into `subscribe`, keeps the optimizer
  /// from allocating a chain that nothing else holds on the stack.
  @usableFromInline
  func drain() {
    while let task = state.pointee.tasks.popFirst() {
      task.invoke(on: self)
    }
  }

  /// Runs `task` at once, then the work it queued, if the calling thread's trampoline is idle;
  /// otherwise queues it after the work already waiting.
  @inlinable
  static func schedule(_ task: any TrampolineTask) {
    let trampoline = current
    if trampoline.state.pointee.isRunning {
      trampoline.enqueue(task)
      return
    }
    trampoline.state.pointee.isRunning = true
    task.invoke(on: trampoline)
    trampoline.drainAndStop()
  }
}

/// The key of the per-thread ``CurrentThreadTrampoline``, which frees it when its thread ends.
@usableFromInline
let currentThreadTrampolineKey: pthread_key_t = {
  var key = pthread_key_t()
  let status = pthread_key_create(&key) { raw in
    let pointer: UnsafeMutableRawPointer? = raw
    guard let state = pointer?.assumingMemoryBound(to: CurrentThreadTrampoline.State.self)
    else { return }
    state.deinitialize(count: 1)
    state.deallocate()
  }
  precondition(status == 0, "CurrentThreadTrampoline: pthread_key_create failed with \(status)")
  return key
}()
