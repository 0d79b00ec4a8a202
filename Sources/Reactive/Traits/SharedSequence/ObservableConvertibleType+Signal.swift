extension ObservableConvertibleType {
  /// Returns a signal of this sequence's elements that ends with `onErrorJustReturn` where this
  /// sequence would fail.
  ///
  /// The elements are delivered on the main thread and shared, without replay to new
  /// subscribers. On an error, `onErrorJustReturn` is sent, followed by completion.
  ///
  /// ```swift
  /// let alerts = failures.asSignal(onErrorJustReturn: "Unknown error")
  /// ```
  ///
  /// - Parameter onErrorJustReturn: The last element, sent in place of the error.
  /// - Returns: The signal.
  @inlinable
  public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
    asSharedSequence(onErrorJustReturn: onErrorJustReturn)
  }

  /// Returns a signal of this sequence's elements that continues with `onErrorSignalWith` where
  /// this sequence would fail.
  ///
  /// - Parameter onErrorSignalWith: The signal to continue with after an error.
  /// - Returns: The signal.
  @inlinable
  public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
    asSharedSequence(onErrorDriveWith: onErrorSignalWith)
  }

  /// Returns a signal of this sequence's elements that continues with the signal
  /// `onErrorRecover` makes from the error where this sequence would fail.
  ///
  /// ```swift
  /// let alerts = failures.asSignal { error in Signal.just("Failed: \(error)") }
  /// ```
  ///
  /// - Parameter onErrorRecover: Makes the signal to continue with from the error.
  /// - Returns: The signal.
  @inlinable
  public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>)
    -> Signal<Element>
  {
    asSharedSequence(onErrorRecover: onErrorRecover)
  }
}

extension InfallibleType {
  /// Returns this sequence as a signal: delivered on the main thread and shared,
  /// without replay to new subscribers.
  ///
  /// - Returns: The signal.
  @inlinable
  public func asSignal() -> Signal<Element> {
    Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
  }
}

extension PublishRelay {
  /// Returns the relay's values as a signal.
  ///
  /// ```swift
  /// let taps = PublishRelay<Void>()
  /// taps.asSignal().emit(onNext: { print("tapped") }).disposed(by: disposeBag)
  /// taps.accept(())
  /// // Prints: tapped
  /// ```
  ///
  /// - Returns: The signal.
  @inlinable
  public func asSignal() -> Signal<Element> {
    Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
  }
}
