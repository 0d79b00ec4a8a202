extension ControlProperty {
  /// Returns the values as a driver, on the main thread, replaying the latest to new subscribers.
  ///
  /// The values of a control property never fail; if they do, a debug build stops, as RxCocoa's
  /// does, and a release build ends the driver.
  ///
  /// - Returns: The driver of the values.
  public func asDriver() -> Driver<Element> {
    asDriver(onErrorRecover: controlSequenceFailed)
  }

  /// Returns the values as a signal, on the main thread, replaying nothing to new subscribers.
  ///
  /// The values of a control property never fail; if they do, a debug build stops and a release
  /// build ends the signal.
  ///
  /// - Returns: The signal of the values.
  public func asSignal() -> Signal<Element> {
    asSignal(onErrorRecover: controlSequenceFailed)
  }
}
