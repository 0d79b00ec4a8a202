#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Installs and puts back C signal handlers with `sigaction(2)`, for the commands' interrupts
/// (``SignalInterrupts``) and the browser's terminal (``TerminalSession``).
enum SignalHandler {
  /// Installs `handler` for `signal`.
  ///
  /// - Returns: The handling it replaced, to put back with ``restore(_:)``; `nil`, with nothing
  ///   installed, when the process was started ignoring the signal (`nohup`), which stays ignored.
  static func install(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) -> sigaction? {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    var previous = sigaction()
    sigaction(signal, nil, &previous)
    #if canImport(Glibc)
      let old = previous.__sigaction_handler.sa_handler
    #else
      let old = previous.__sigaction_u.__sa_handler
    #endif
    if let old, unsafeBitCast(old, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
      return nil
    }
    sigaction(signal, &action, nil)
    return previous
  }

  /// Puts back the handling of each signal in `saved`.
  static func restore(_ saved: [Int32: sigaction]) {
    for (signal, action) in saved {
      var action = action
      sigaction(signal, &action, nil)
    }
  }
}
