extension ObservableConvertibleType {
  /// Returns a driver of this sequence's elements that ends with `onErrorJustReturn` where this
  /// sequence would fail.
  ///
  /// The elements are delivered on the main thread and shared, replaying the latest to
  /// new subscribers. On an error, `onErrorJustReturn` is sent, followed by completion.
  ///
  /// ```swift
  /// let rows = client.weekly(date: "20240101").asObservable()
  ///   .map { $0.entries }
  ///   .asDriver(onErrorJustReturn: [])
  /// ```
  ///
  /// - Parameter onErrorJustReturn: The last element, sent in place of the error.
  /// - Returns: The driver.
  @inlinable
  public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
    asSharedSequence(onErrorJustReturn: onErrorJustReturn)
  }

  /// Returns a driver of this sequence's elements that continues with `onErrorDriveWith` where
  /// this sequence would fail.
  ///
  /// - Parameter onErrorDriveWith: The driver to continue with after an error.
  /// - Returns: The driver.
  @inlinable
  public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
    asSharedSequence(onErrorDriveWith: onErrorDriveWith)
  }

  /// Returns a driver of this sequence's elements that continues with the driver
  /// `onErrorRecover` makes from the error where this sequence would fail.
  ///
  /// ```swift
  /// let status = connection.states.asDriver { error in Driver.just(.offline("\(error)")) }
  /// ```
  ///
  /// - Parameter onErrorRecover: Makes the driver to continue with from the error.
  /// - Returns: The driver.
  @inlinable
  public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>)
    -> Driver<Element>
  {
    asSharedSequence(onErrorRecover: onErrorRecover)
  }
}

extension InfallibleType {
  /// Returns this sequence as a driver: delivered on the main thread and shared,
  /// replaying the latest element to new subscribers.
  ///
  /// - Returns: The driver.
  @inlinable
  public func asDriver() -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
  }
}

extension BehaviorRelay {
  /// Returns the relay's values as a driver, starting with its current value.
  ///
  /// ```swift
  /// let query = BehaviorRelay(value: "")
  /// query.asDriver().drive(onNext: { print("query: \($0)") }).disposed(by: disposeBag)
  /// // Prints: query:
  /// ```
  ///
  /// - Returns: The driver.
  @inlinable
  public func asDriver() -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
  }
}
