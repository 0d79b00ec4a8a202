extension ObservableConvertibleType {
  /// Returns an infallible sequence that ends with `element` where this sequence would fail.
  ///
  /// Elements and completion pass through; on an error, this sequence is unsubscribed and
  /// `element` is sent, followed by completion.
  ///
  /// ```swift
  /// let titles = fetchTitles().asInfallible(onErrorJustReturn: [])
  /// ```
  ///
  /// - Parameter element: The last element, sent in place of the error.
  /// - Returns: The infallible sequence.
  @inlinable
  public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
    Infallible(asObservable().catchAndReturn(element))
  }

  /// Returns an infallible sequence that continues with `infallible` where this sequence would
  /// fail.
  ///
  /// On an error, this sequence is unsubscribed and `infallible` is subscribed to in its place.
  ///
  /// - Parameter infallible: The sequence to continue with after an error.
  /// - Returns: The infallible sequence.
  @inlinable
  public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>)
    -> Infallible<Element>
  {
    let fallback = infallible.asObservable()
    return Infallible(asObservable().catch { _ in fallback })
  }

  /// Returns an infallible sequence that continues with the sequence `onErrorRecover` makes from
  /// the error where this sequence would fail.
  ///
  /// On an error, this sequence is unsubscribed and the sequence made by `onErrorRecover` is
  /// subscribed to in its place.
  ///
  /// ```swift
  /// let status = connection.states.asInfallible { error in
  ///   Infallible.just(.offline(reason: "\(error)"))
  /// }
  /// ```
  ///
  /// - Parameter onErrorRecover: Makes the sequence to continue with from the error.
  /// - Returns: The infallible sequence.
  @inlinable
  public func asInfallible(
    onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>
  ) -> Infallible<Element> {
    Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
  }
}

extension InfallibleType {
  /// Returns this sequence as an ``Infallible``.
  ///
  /// - Returns: The infallible sequence.
  @inlinable
  public func asInfallible() -> Infallible<Element> {
    Infallible(asObservable())
  }
}

extension PublishRelay {
  /// Returns the relay's values as an infallible sequence.
  ///
  /// - Returns: The infallible sequence of the values accepted after each subscription.
  @inlinable
  public func asInfallible() -> Infallible<Element> {
    Infallible(asObservable())
  }
}

extension BehaviorRelay {
  /// Returns the relay's values as an infallible sequence, starting with its current value.
  ///
  /// ```swift
  /// let query = BehaviorRelay(value: "")
  /// _ = query.asInfallible().subscribe(onNext: { print("query: \($0)") })
  /// // Prints: query:
  /// ```
  ///
  /// - Returns: The infallible sequence of the current value and every later one.
  @inlinable
  public func asInfallible() -> Infallible<Element> {
    Infallible(asObservable())
  }
}

extension ReplayRelay {
  /// Returns the relay's values as an infallible sequence, starting with those it replays.
  ///
  /// - Returns: The infallible sequence of the replayed values and every later one.
  @inlinable
  public func asInfallible() -> Infallible<Element> {
    Infallible(asObservable())
  }
}

extension SharedSequence {
  /// Returns this driver or signal as an infallible sequence: the same shared events, on the main
  /// thread.
  ///
  /// - Returns: The infallible sequence.
  @inlinable
  public func asInfallible() -> Infallible<Element> {
    Infallible(asObservable())
  }
}
