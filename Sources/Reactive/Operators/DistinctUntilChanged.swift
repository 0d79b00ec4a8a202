extension ObservableType where Element: Equatable {
  /// Drops each element that is equal to the one before it.
  ///
  /// ```swift
  /// _ = Observable.of(1, 1, 2, 2, 1).distinctUntilChanged().subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         2
  /// //         1
  /// ```
  ///
  /// - Returns: The sequence without consecutive duplicates.
  @inlinable
  public func distinctUntilChanged() -> Observable<Element> {
    distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
  }
}

extension ObservableType {
  /// Drops each element whose key equals the key of the last element sent.
  ///
  /// An error thrown by `keySelector` is sent as `.error` and ends the sequence.
  ///
  /// ```swift
  /// _ = Observable.of("apple", "avocado", "banana").distinctUntilChanged { $0.first }
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: apple
  /// //         banana
  /// ```
  ///
  /// - Parameter keySelector: The key an element is compared by.
  /// - Returns: The sequence without consecutive elements of equal keys.
  @inlinable
  public func distinctUntilChanged<Key: Equatable>(
    _ keySelector: @escaping (Element) throws -> Key
  ) -> Observable<Element> {
    distinctUntilChanged(keySelector, comparer: { $0 == $1 })
  }

  /// Drops each element that `comparer` finds equal to the last element sent.
  ///
  /// An error thrown by `comparer` is sent as `.error` and ends the sequence.
  ///
  /// ```swift
  /// _ = Observable.of(1.0, 1.05, 2.0).distinctUntilChanged { abs($0 - $1) < 0.1 }
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: 1.0
  /// //         2.0
  /// ```
  ///
  /// - Parameter comparer: Whether two elements count as equal: the last one sent, then the new
  ///   one.
  /// - Returns: The sequence without consecutive equal elements.
  @inlinable
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
    -> Observable<Element>
  {
    distinctUntilChanged({ $0 }, comparer: comparer)
  }

  /// Drops each element whose key `comparer` finds equal to the key of the last element sent.
  ///
  /// The key of each element is computed once. An error thrown by `keySelector` or `comparer` is
  /// sent as `.error` and ends the sequence.
  ///
  /// ```swift
  /// _ = Observable.of("a", "A", "b")
  ///   .distinctUntilChanged({ $0.lowercased() }, comparer: { $0 == $1 })
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: a
  /// //         b
  /// ```
  ///
  /// - Parameters:
  ///   - keySelector: The key an element is compared by.
  ///   - comparer: Whether two keys count as equal: the last sent key, then the new one.
  /// - Returns: The sequence without consecutive elements of equal keys.
  @inlinable
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) throws -> Key,
    comparer: @escaping (Key, Key) throws -> Bool
  ) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer, lifetime in
      let last = LastKey<Key>()
      source.run(
        { event in
          guard case .next(let element) = event else {
            observer(event)
            return
          }
          do {
            let key = try keySelector(element)
            if let lastKey = last.key, try comparer(lastKey, key) { return }
            last.key = key
          } catch {
            lifetime.endEarly(observer, with: .error(error))
            return
          }
          observer(event)
        }, lifetime)
    }
  }

  /// Drops each element whose property at `keyPath` equals that of the last element sent.
  ///
  /// ```swift
  /// struct Reading { let room: String; let celsius: Int }
  /// _ = Observable.of(Reading(room: "a", celsius: 20), Reading(room: "b", celsius: 20))
  ///   .distinctUntilChanged(at: \.celsius)
  ///   .subscribe(onNext: { print($0.room) })
  /// // Prints: a
  /// ```
  ///
  /// - Parameter keyPath: The property an element is compared by.
  /// - Returns: The sequence without consecutive elements of equal properties.
  @inlinable
  public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
    -> Observable<Element>
  {
    distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: { $0 == $1 })
  }
}

/// The key of the last element a subscription to `distinctUntilChanged` let through.
///
/// A class of its own rather than a `var` captured by the event handler: the compiler checks
/// every access to a captured `var` for exclusivity at run time, a call into the runtime that
/// cost more than the comparison of two short strings. The events of one subscription arrive one
/// at a time, and each access here is a single read or write that calls nothing.
@usableFromInline
final class LastKey<Key> {
  @exclusivity(unchecked) @usableFromInline
  var key: Key?

  @inlinable
  init() {}
}
