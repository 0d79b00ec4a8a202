extension ControlEvent {
  /// Returns the events as a driver, on the main thread, replaying the latest to new subscribers.
  ///
  /// The source of a control event never fails; if it does, a debug build stops, as RxCocoa's
  /// does, and a release build ends the driver.
  ///
  /// - Returns: The driver of the events.
  public func asDriver() -> Driver<Element> {
    asDriver(onErrorRecover: controlSequenceFailed)
  }

  /// Returns the events as a signal, on the main thread, replaying nothing to new subscribers.
  ///
  /// The source of a control event never fails; if it does, a debug build stops, as RxCocoa's
  /// does, and a release build ends the signal.
  ///
  /// - Returns: The signal of the events.
  public func asSignal() -> Signal<Element> {
    asSignal(onErrorRecover: controlSequenceFailed)
  }

  /// Returns the events as an infallible sequence.
  ///
  /// The source of a control event never fails; if it does, a debug build stops and a release
  /// build ends the sequence.
  ///
  /// - Returns: The infallible sequence of the events.
  public func asInfallible() -> Infallible<Element> {
    asInfallible(onErrorRecover: controlSequenceFailed)
  }
}

/// What a conversion of a ``ControlEvent`` or ``ControlProperty`` does with an error its source
/// should never have sent: stop a debug build, and end the sequence in a release build.
func controlSequenceFailed<Sequence: EmptyConstructible>(_ error: any Swift.Error) -> Sequence {
  rxFatalErrorInDebug("A control event or property failed, which it must never do: \(error)")
  return Sequence.empty()
}

/// A sequence type with an empty sequence, which the conversions of control events and
/// properties fall back to.
protocol EmptyConstructible {
  /// A sequence that completes at once.
  static func empty() -> Self
}

extension SharedSequence: EmptyConstructible {}

extension Infallible: EmptyConstructible {}
