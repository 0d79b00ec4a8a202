extension InfallibleType {
  /// Drops the first `count` elements and sends the rest.
  ///
  /// Behaves as ``ObservableType/skip(_:)``.
  ///
  /// ```swift
  /// _ = Infallible.of(1, 2, 3).skip(2).subscribe(onNext: { print($0) })
  /// // Prints: 3
  /// ```
  ///
  /// - Parameter count: How many elements to drop.
  /// - Returns: The infallible sequence without its first `count` elements.
  @inlinable
  public func skip(_ count: Int) -> Infallible<Element> {
    Infallible(asObservable().skip(count))
  }

  /// Drops the elements while they satisfy `predicate`, then sends every element.
  ///
  /// Behaves as ``ObservableType/skip(while:)``; an error thrown by `predicate` is sent as an
  /// error event, as in RxSwift.
  ///
  /// ```swift
  /// _ = Infallible.of(1, 2, 3, 1).skip(while: { $0 < 3 }).subscribe(onNext: { print($0) })
  /// // Prints: 3
  /// //         1
  /// ```
  ///
  /// - Parameter predicate: Whether to keep dropping.
  /// - Returns: The infallible sequence from the first element that fails `predicate`.
  @inlinable
  public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
    Infallible(asObservable().skip(while: predicate))
  }

  /// Drops the elements until `other` sends an element, then sends every element.
  ///
  /// Behaves as ``ObservableType/skip(until:)``.
  ///
  /// - Parameter other: The sequence whose first element starts the sending.
  /// - Returns: The infallible sequence of the elements sent after `other`'s first.
  @inlinable
  public func skip<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
    Infallible(asObservable().skip(until: other.asObservable()))
  }

  /// Drops the elements until `other` sends an element, then sends every element.
  ///
  /// Behaves as ``ObservableType/skip(until:)``: an error of `other` is sent as an error event,
  /// as in RxSwift.
  ///
  /// - Parameter other: The sequence whose first element starts the sending.
  /// - Returns: The infallible sequence of the elements sent after `other`'s first.
  @inlinable
  public func skip<Source: ObservableType>(until other: Source) -> Infallible<Element> {
    Infallible(asObservable().skip(until: other))
  }
}
