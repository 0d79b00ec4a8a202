import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells the command that the user asked it to stop (Ctrl-C) while it waits for a request.
///
/// The command calls ``startCatching()`` before a request, polls ``caughtSignal`` while it waits,
/// and calls ``stopCatching()`` when the request has ended, after which the signals act as usual
/// again.
public protocol InterruptSource: AnyObject {
  /// Starts catching the interrupting signals.
  func startCatching()
  /// The number of a signal caught since ``startCatching()``, or `nil`.
  var caughtSignal: Int32? { get }
  /// Restores the signals' usual handling.
  func stopCatching()
}

/// Catches SIGINT (Ctrl-C) and SIGTERM with `sigaction(2)`, so the command can erase its spinner,
/// show the cursor and exit with 128 + the signal's number instead of dying mid-line.
///
/// The handler only stores the signal's number in an atomic, which is async-signal-safe; the
/// command sees it at its next poll, within the run loop's 50 ms slice. A signal the process was
/// started ignoring (`nohup`) stays ignored, and ``stopCatching()`` puts back whatever handling
/// was there before.
///
/// `SignalInterrupts` is thread-safe: the caught signal is an atomic and the saved handlers sit
/// behind a mutex.
public final class SignalInterrupts: InterruptSource, Sendable {
  /// The signals it catches.
  public static let signals: [Int32] = [SIGINT, SIGTERM]

  /// The one instance: signal handlers belong to the whole process.
  public static let shared = SignalInterrupts()

  /// The caught signal's number, or 0. Static because a C signal handler captures nothing.
  private static let caught = Atomic<Int32>(0)

  /// The handling each signal had before ``startCatching()``.
  private let saved = Mutex<[Int32: sigaction]>([:])

  private init() {}

  /// Installs the handlers and forgets any signal caught before.
  public func startCatching() {
    Self.caught.store(0, ordering: .sequentiallyConsistent)
    saved.withLock { saved in
      for signal in Self.signals where saved[signal] == nil {
        saved[signal] = SignalHandler.install(signal) {
          SignalInterrupts.caught.store($0, ordering: .sequentiallyConsistent)
        }
      }
    }
  }

  /// The signal caught since ``startCatching()``, if any.
  public var caughtSignal: Int32? {
    let number = Self.caught.load(ordering: .sequentiallyConsistent)
    return number == 0 ? nil : number
  }

  /// Puts back the handling the signals had before ``startCatching()``.
  public func stopCatching() {
    saved.withLock { saved in
      SignalHandler.restore(saved)
      saved = [:]
    }
  }
}
