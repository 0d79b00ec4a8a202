extension InfallibleType {
  /// Sends the first `count` elements, then completes.
  ///
  /// Behaves as ``ObservableType/take(_:)``.
  ///
  /// ```swift
  /// _ = Infallible.of(1, 2, 3).take(2).subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         2
  /// ```
  ///
  /// - Parameter count: How many elements to send; zero or less completes at once.
  /// - Returns: The infallible sequence of the first `count` elements.
  @inlinable
  public func take(_ count: Int) -> Infallible<Element> {
    Infallible(asObservable().take(count))
  }

  /// Sends the elements that arrive within `duration` of the subscription, then completes.
  ///
  /// Behaves as ``ObservableType/take(for:scheduler:)``.
  ///
  /// - Parameters:
  ///   - duration: How long to send elements.
  ///   - scheduler: The scheduler that runs the clock.
  /// - Returns: The infallible sequence of the elements sent within `duration`.
  @inlinable
  public func take(for duration: RxTimeInterval, scheduler: any SchedulerType)
    -> Infallible<Element>
  {
    Infallible(asObservable().take(for: duration, scheduler: scheduler))
  }

  /// Sends the elements until `other` sends an element, then completes.
  ///
  /// Behaves as ``ObservableType/take(until:)``; `other`'s completion changes nothing.
  ///
  /// ```swift
  /// let frames = ticks.take(until: viewDisappeared)
  /// ```
  ///
  /// - Parameter other: The sequence whose first element ends this one.
  /// - Returns: The infallible sequence of the elements sent before `other`'s first.
  @inlinable
  public func take<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
    Infallible(asObservable().take(until: other.asObservable()))
  }

  /// Sends the elements until `other` sends an element, then completes.
  ///
  /// Behaves as ``ObservableType/take(until:)``: an error of `other` is sent as an error
  /// event, as in RxSwift.
  ///
  /// - Parameter other: The sequence whose first element ends this one.
  /// - Returns: The infallible sequence of the elements sent before `other`'s first.
  @inlinable
  public func take<Source: ObservableType>(until other: Source) -> Infallible<Element> {
    Infallible(asObservable().take(until: other))
  }

  /// Sends the elements until one satisfies `predicate`, then completes.
  ///
  /// Behaves as ``ObservableType/take(until:behavior:)``; an error thrown by `predicate` is sent
  /// as an error event, as in RxSwift.
  ///
  /// ```swift
  /// _ = Infallible.of(1, 2, 3, 4).take(until: { $0 == 3 }, behavior: .inclusive)
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         2
  /// //         3
  /// ```
  ///
  /// - Parameters:
  ///   - predicate: Whether to stop.
  ///   - behavior: Whether the element that satisfies `predicate` is sent; `.exclusive` by default.
  /// - Returns: The infallible sequence of the leading elements that do not satisfy `predicate`.
  @inlinable
  public func take(
    until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Infallible<Element> {
    Infallible(asObservable().take(until: predicate, behavior: behavior))
  }

  /// Sends the elements while they satisfy `predicate`, then completes.
  ///
  /// Behaves as ``ObservableType/take(while:behavior:)``; an error thrown by `predicate` is sent
  /// as an error event, as in RxSwift.
  ///
  /// - Parameters:
  ///   - predicate: Whether to keep sending.
  ///   - behavior: Whether the element that fails `predicate` is sent; `.exclusive` by default.
  /// - Returns: The infallible sequence of the leading elements that satisfy `predicate`.
  @inlinable
  public func take(
    while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Infallible<Element> {
    Infallible(asObservable().take(while: predicate, behavior: behavior))
  }
}
