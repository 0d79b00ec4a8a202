#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A thread running one closure, which ``join()`` waits for until the thread has ended and the
/// closure, with everything it captured, has been released.
///
/// Foundation's `Thread` keeps its closure until the thread object itself goes, some time after
/// the closure returned: a test that waits for a signal sent at the end of the closure and then
/// counts live objects may count what the closure still holds. Joining leaves nothing pending.
///
/// ```swift
/// let counter = LockedValue(0)
/// let thread = JoinableThread { counter.withLock { $0 += 1 } }
/// thread.join()
/// print(counter.value)
/// // Prints: 1
/// ```
///
/// Start and join a thread from one thread; the closure runs on the new one.
public final class JoinableThread {
  /// The closure, boxed so that the thread can take ownership of it and release it before ending.
  private final class Body {
    let run: @Sendable () -> Void

    init(_ run: @escaping @Sendable () -> Void) {
      self.run = run
    }
  }

  #if canImport(Glibc)
    private var thread = pthread_t()
  #else
    private var thread: pthread_t?
  #endif
  private var isJoined = false

  /// Starts a thread that runs `body`.
  ///
  /// - Parameter body: The work of the thread, released before the thread ends.
  public init(_ body: @escaping @Sendable () -> Void) {
    let context = Unmanaged.passRetained(Body(body)).toOpaque()
    let status = pthread_create(
      &thread, nil,
      { context in
        // Taken back here, the box is released when this closure returns, before the thread ends.
        guard let context else { return nil }
        Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
        return nil
      }, context)
    precondition(status == 0, "JoinableThread: pthread_create failed with \(status)")
  }

  /// Waits until the thread has ended; its closure has been released by then.
  public func join() {
    guard !isJoined else { return }
    isJoined = true
    #if canImport(Glibc)
      let status = pthread_join(thread, nil)
    #else
      let status = pthread_join(thread!, nil)
    #endif
    precondition(status == 0, "JoinableThread: pthread_join failed with \(status)")
  }

  deinit {
    join()
  }
}
