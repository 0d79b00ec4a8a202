import BoxOffice
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal in the browser's hands: raw input (no echo, no line editing, no signals from
/// keys), the alternate screen, a hidden cursor, no line wrap; and the terminal as it was on every
/// way out.
///
/// ``begin(input:output:)`` saves the terminal's settings and takes it over; ``restore()`` puts
/// everything back — settings, cursor, wrap, attributes, the main screen — once, however often it
/// is called. The same restoration runs:
/// - on a normal exit of the process (`atexit`);
/// - on SIGINT, SIGTERM, SIGHUP and SIGQUIT, after which the process exits with 128 + the
///   signal's number, as the other commands do;
/// - on a crash: SIGSEGV, SIGBUS, SIGILL, SIGTRAP (a Swift runtime trap), SIGFPE and SIGABRT, after
///   which the handling from before the session takes over (Swift's backtracer, or the default),
///   so the crash is reported as one.
///
/// In a signal handler only async-signal-safe calls are made (`tcsetattr`, `write`, `_exit`), on
/// state prepared before the handlers were installed. The restoring bytes start with CAN, which
/// ends an escape sequence the interrupted drawing may have left half-written.
///
/// `TerminalSession` is used from the main thread; its restoration is safe from any thread and
/// from signal handlers (an atomic flag lets only the first caller through).
final class TerminalSession {
  /// Enters the alternate screen, hides the cursor, stops line wrap and clears the screen.
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[H\u{1B}[2J"
  /// Ends any sequence in progress, resets attributes, restores line wrap and the cursor, and
  /// leaves the alternate screen.
  static let leaveSequence = "\u{18}\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

  /// The signals after which the process exits with 128 + their number.
  static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  /// The signals of a crash, which keep their default course after the terminal is restored.
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

  private let output: Int32
  private var previousActions: [Int32: sigaction] = [:]

  private init(output: Int32) {
    self.output = output
  }

  /// Takes over the terminal on `input` and `output`.
  ///
  /// - Parameters:
  ///   - input: The terminal's input, standard input.
  ///   - output: The terminal's output, standard output.
  /// - Returns: The session, on which to call ``restore()`` when done; `nil` when either is not a
  ///   terminal, with nothing changed.
  static func begin(input: Int32 = 0, output: Int32 = 1) -> TerminalSession? {
    var saved = termios()
    guard isatty(input) == 1, isatty(output) == 1, tcgetattr(input, &saved) == 0 else {
      return nil
    }
    let session = TerminalSession(output: output)
    Restoration.prepare(input: input, output: output, saved: saved)
    for signal in terminatingSignals + crashSignals {
      let handler = terminatingSignals.contains(signal) ? Restoration.terminate : Restoration.crash
      guard let previous = SignalHandler.install(signal, handler) else { continue }
      session.previousActions[signal] = previous
      Restoration.previous[Int(signal)] = previous
    }
    atexit { Restoration.run() }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 0
      cc[Int(VTIME)] = 0
    }
    tcsetattr(input, TCSAFLUSH, &raw)
    FileDescriptorOutput(fileDescriptor: output).write(enterSequence)
    return session
  }

  /// Restores the terminal and the signals' handling; does nothing the second time.
  func restore() {
    Restoration.run()
    SignalHandler.restore(previousActions)
    previousActions = [:]
  }

  /// The terminal's size, from the `TIOCGWINSZ` ioctl; 80×24 if it does not say.
  var size: TerminalSize {
    TerminalFacts.windowSize(of: output) ?? TerminalSize(columns: 80, rows: 24)
  }
}

/// The restoration's state, prepared before any handler can run so that handlers only read it.
private enum Restoration {
  /// Whether the terminal is taken over; the first to clear it restores.
  static let isActive = Atomic<Bool>(false)
  // Safe: written by `prepare` before the handlers and `atexit` are installed and `isActive` is
  // set, only read afterwards.
  nonisolated(unsafe) static var input: Int32 = 0
  nonisolated(unsafe) static var output: Int32 = 1
  /// The settings from before the session. On the heap, not a global `termios`: a global gets the
  /// struct's size (57 bytes on Linux), while Swift copies its stride (60) into it.
  nonisolated(unsafe) static var saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  nonisolated(unsafe) static var leave = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
  /// The handling each signal had before the session, by signal number.
  nonisolated(unsafe) static var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

  static func prepare(input: Int32, output: Int32, saved: termios) {
    Self.input = input
    Self.output = output
    Self.saved.initialize(to: saved)
    if leave.isEmpty {
      let bytes = Array(TerminalSession.leaveSequence.utf8)
      leave = .allocate(capacity: bytes.count)
      _ = leave.initialize(from: bytes)
    }
    isActive.store(true, ordering: .sequentiallyConsistent)
  }

  /// Restores the terminal once.
  static func run() {
    guard isActive.exchange(false, ordering: .sequentiallyConsistent) else { return }
    tcsetattr(input, TCSAFLUSH, saved)
    FileDescriptorOutput.write(UnsafeRawBufferPointer(leave), to: output)
  }

  static let terminate: @convention(c) (Int32) -> Void = { signal in
    Restoration.run()
    _exit(128 + signal)
  }

  static let crash: @convention(c) (Int32) -> Void = { signal in
    // With the handling from before put back, the signal raised again — blocked until the
    // handler returns, then delivered — ends the process as the crash it is, whether it came
    // from a fault or from kill(2).
    Restoration.run()
    sigaction(signal, Restoration.previous + Int(signal), nil)
    raise(signal)
  }
}
