extension InfallibleType where Element: Equatable {
  /// Drops each element that is equal to the one before it.
  ///
  /// ```swift
  /// _ = Infallible.of(1, 1, 2, 1).distinctUntilChanged().subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         2
  /// //         1
  /// ```
  ///
  /// - Returns: The infallible sequence without consecutive duplicates.
  @inlinable
  public func distinctUntilChanged() -> Infallible<Element> {
    Infallible(asObservable().distinctUntilChanged())
  }
}

extension InfallibleType {
  /// Drops each element whose key equals the key of the last element sent.
  ///
  /// An error thrown by `keySelector` is sent as an error event, as in RxSwift.
  ///
  /// - Parameter keySelector: The key an element is compared by.
  /// - Returns: The infallible sequence without consecutive elements of equal keys.
  @inlinable
  public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
    -> Infallible<Element>
  {
    Infallible(asObservable().distinctUntilChanged(keySelector))
  }

  /// Drops each element that `comparer` finds equal to the last element sent.
  ///
  /// An error thrown by `comparer` is sent as an error event, as in RxSwift.
  ///
  /// - Parameter comparer: Whether two elements count as equal: the last one sent, then the new
  ///   one.
  /// - Returns: The infallible sequence without consecutive equal elements.
  @inlinable
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
    -> Infallible<Element>
  {
    Infallible(asObservable().distinctUntilChanged(comparer))
  }

  /// Drops each element whose key `comparer` finds equal to the key of the last element sent.
  ///
  /// An error thrown by `keySelector` or `comparer` is sent as an error event, as in RxSwift.
  ///
  /// - Parameters:
  ///   - keySelector: The key an element is compared by.
  ///   - comparer: Whether two keys count as equal: the last sent key, then the new one.
  /// - Returns: The infallible sequence without consecutive elements of equal keys.
  @inlinable
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) throws -> Key,
    comparer: @escaping (Key, Key) throws -> Bool
  ) -> Infallible<Element> {
    Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
  }

  /// Drops each element whose property at `keyPath` equals that of the last element sent.
  ///
  /// - Parameter keyPath: The property an element is compared by.
  /// - Returns: The infallible sequence without consecutive elements of equal properties.
  @inlinable
  public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
    -> Infallible<Element>
  {
    Infallible(asObservable().distinctUntilChanged(at: keyPath))
  }
}
