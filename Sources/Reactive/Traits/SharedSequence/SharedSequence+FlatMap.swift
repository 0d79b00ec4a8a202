extension SharedSequenceConvertibleType {
  /// Projects each element to a shared sequence and merges their elements.
  ///
  /// Behaves as ``ObservableType/flatMap(_:)``: the result completes when this sequence and every
  /// inner sequence have completed.
  ///
  /// ```swift
  /// let details: Driver<Movie> = selections.flatMap { id in
  ///   api.movie(id).asDriver(onErrorDriveWith: .empty())
  /// }
  /// ```
  ///
  /// - Parameter selector: Makes the inner sequence of an element.
  /// - Returns: The merged elements of the inner sequences, shared as they are.
  @inlinable
  public func flatMap<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence(asObservable().flatMap(selector))
  }
}
