extension SharedSequence where SharingStrategy == SignalSharingStrategy {
  /// Pairs each element with `object`, held weakly, and completes as soon as `object` is gone.
  ///
  /// Behaves as ``ObservableType/withUnretained(_:resultSelector:)``, shared.
  ///
  /// ```swift
  /// alerts.withUnretained(self) { owner, message in owner.present(message) }.emit()
  /// ```
  ///
  /// - Parameters:
  ///   - object: The object passed to `resultSelector`; held weakly.
  ///   - resultSelector: Combines the object and an element.
  /// - Returns: The signal of combined elements, until `object` is released.
  @inlinable
  public func withUnretained<Object: AnyObject, Out>(
    _ object: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> Signal<Out> {
    Signal(asObservable().withUnretained(object, resultSelector: resultSelector))
  }

  /// Pairs each element with `object`, held weakly, and completes as soon as `object` is gone.
  ///
  /// - Parameter object: The object paired with each element; held weakly.
  /// - Returns: The signal of pairs of the object and each element, until `object` is released.
  @inlinable
  public func withUnretained<Object: AnyObject>(_ object: Object) -> Signal<(Object, Element)> {
    Signal(asObservable().withUnretained(object))
  }
}

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
  /// Not available for drivers, as in RxCocoa: pass the object to
  /// `drive(with:onNext:onCompleted:onDisposed:)` instead.
  @available(
    *, unavailable,
    message:
      "withUnretained is not available for Driver; use drive(with:onNext:onCompleted:onDisposed:)"
  )
  public func withUnretained<Object: AnyObject, Out>(
    _ object: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> Driver<Out> {
    fatalError("unavailable")
  }

  /// Not available for drivers, as in RxCocoa: pass the object to
  /// `drive(with:onNext:onCompleted:onDisposed:)` instead.
  @available(
    *, unavailable,
    message:
      "withUnretained is not available for Driver; use drive(with:onNext:onCompleted:onDisposed:)"
  )
  public func withUnretained<Object: AnyObject>(_ object: Object) -> Driver<(Object, Element)> {
    fatalError("unavailable")
  }
}
