extension ObservableConvertibleType {
  /// Returns a shared sequence of the strategy `sharingStrategy` that ends with
  /// `onErrorJustReturn` where this sequence would fail.
  ///
  /// The elements are delivered on the strategy's scheduler and shared as the strategy shares.
  /// `asDriver(onErrorJustReturn:)` and `asSignal(onErrorJustReturn:)` are this function for
  /// ``DriverSharingStrategy`` and ``SignalSharingStrategy``; call it for a strategy of your own.
  ///
  /// ```swift
  /// let rows = titles.asSharedSequence(
  ///   sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: [])
  /// ```
  ///
  /// - Parameters:
  ///   - sharingStrategy: How the result delivers and shares; inferred from the result's type
  ///     when omitted.
  ///   - onErrorJustReturn: The last element, sent in place of the error.
  /// - Returns: The shared sequence.
  @inlinable
  public func asSharedSequence<Strategy: SharingStrategyProtocol>(
    sharingStrategy: Strategy.Type = Strategy.self, onErrorJustReturn: Element
  ) -> SharedSequence<Strategy, Element> {
    SharedSequence(
      asObservable().observe(on: Strategy.scheduler).catchAndReturn(onErrorJustReturn))
  }

  /// Returns a shared sequence of the strategy `sharingStrategy` that continues with
  /// `onErrorDriveWith` where this sequence would fail.
  ///
  /// - Parameters:
  ///   - sharingStrategy: How the result delivers and shares; inferred from the result's type
  ///     when omitted.
  ///   - onErrorDriveWith: The shared sequence to continue with after an error.
  /// - Returns: The shared sequence.
  @inlinable
  public func asSharedSequence<Strategy: SharingStrategyProtocol>(
    sharingStrategy: Strategy.Type = Strategy.self,
    onErrorDriveWith: SharedSequence<Strategy, Element>
  ) -> SharedSequence<Strategy, Element> {
    let fallback = onErrorDriveWith.asObservable()
    return SharedSequence(asObservable().observe(on: Strategy.scheduler).catch { _ in fallback })
  }

  /// Returns a shared sequence of the strategy `sharingStrategy` that continues with the shared
  /// sequence `onErrorRecover` makes from the error where this sequence would fail.
  ///
  /// - Parameters:
  ///   - sharingStrategy: How the result delivers and shares; inferred from the result's type
  ///     when omitted.
  ///   - onErrorRecover: Makes the shared sequence to continue with from the error.
  /// - Returns: The shared sequence.
  @inlinable
  public func asSharedSequence<Strategy: SharingStrategyProtocol>(
    sharingStrategy: Strategy.Type = Strategy.self,
    onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<Strategy, Element>
  ) -> SharedSequence<Strategy, Element> {
    SharedSequence(
      asObservable().observe(on: Strategy.scheduler).catch { onErrorRecover($0).asObservable() })
  }
}
