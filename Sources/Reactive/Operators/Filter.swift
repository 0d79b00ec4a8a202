extension ObservableType {
  /// Keeps only the elements that satisfy `predicate`.
  ///
  /// An error thrown by `predicate` is sent as `.error` and ends the sequence.
  ///
  /// ```swift
  /// _ = Observable.range(start: 1, count: 6).filter { $0 % 2 == 0 }
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: 2
  /// //         4
  /// //         6
  /// ```
  ///
  /// - Parameter predicate: Whether an element is kept.
  /// - Returns: The sequence of kept elements.
  @inlinable
  public func filter<Failure: Error>(
    _ predicate: @escaping (Element) throws(Failure) -> Bool
  ) -> Observable<Element> {
    let source = asObservable()
    if Failure.self == Never.self {
      return Producer { observer, lifetime in
        source.run(Self.filtering(observer, predicate, ending: UnthrownErrorEnding()), lifetime)
      }
    }
    return Producer { observer, lifetime in
      source.run(Self.filtering(observer, predicate, ending: lifetime), lifetime)
    }
  }

  /// The handler that sends `observer` the elements that satisfy `predicate`, and ends with
  /// `ending` if `predicate` throws.
  @inlinable
  static func filtering<Failure: Error, Ending: ThrownErrorEnding>(
    _ observer: @escaping EventHandler<Element>,
    _ predicate: @escaping (Element) throws(Failure) -> Bool, ending: Ending
  ) -> EventHandler<Element> {
    { event in
      guard case .next(let element) = event else {
        observer(event)
        return
      }
      let isIncluded: Bool
      do throws(Failure) {
        isIncluded = try predicate(element)
      } catch {
        ending.end(observer, with: error)
        return
      }
      if isIncluded { observer(event) }
    }
  }
}
