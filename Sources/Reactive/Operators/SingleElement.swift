extension ObservableType {
  /// Forwards the only element of this sequence, failing if it has none or more than one.
  ///
  /// The element is sent as soon as it arrives. A second element fails the sequence at once with
  /// ``RxError/moreThanOneElement``; completion without an element fails it with
  /// ``RxError/noElements``. Either failure unsubscribes from this sequence.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2).single()
  ///   .subscribe(onNext: { print($0) }, onError: { print($0) })
  /// // Prints: 1
  /// //         Sequence contains more than one element.
  /// ```
  ///
  /// - Returns: The sequence of this sequence's only element.
  @inlinable
  public func single() -> Observable<Element> {
    onlyElement { _ in true }
  }

  /// Forwards the only element of this sequence that satisfies `predicate`, failing if none or
  /// more than one does.
  ///
  /// Elements that do not satisfy `predicate` are dropped. The matching element is sent as soon
  /// as it arrives; a second match fails the sequence at once with ``RxError/moreThanOneElement``,
  /// and completion without a match fails it with ``RxError/noElements``. An error thrown by
  /// `predicate` is sent as `.error`. Each failure unsubscribes from this sequence.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 3).single { $0.isMultiple(of: 2) }
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: 2
  /// ```
  ///
  /// - Parameter predicate: Whether an element is the one sought.
  /// - Returns: The sequence of the only matching element.
  @inlinable
  public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    onlyElement(predicate)
  }

  /// The implementation of `single()` and `single(_:)`.
  @inlinable
  func onlyElement(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer, lifetime in
      var hasElement = false
      var isStopped = false
      source.run(
        { event in
          if isStopped { return }
          switch event {
          case .next(let element):
            let matches: Bool
            do {
              matches = try predicate(element)
            } catch {
              isStopped = true
              lifetime.endEarly(observer, with: .error(error))
              return
            }
            guard matches else { return }
            if hasElement {
              isStopped = true
              lifetime.endEarly(observer, with: .error(RxError.moreThanOneElement))
              return
            }
            hasElement = true
            observer(event)
          case .error:
            isStopped = true
            observer(event)
          case .completed:
            isStopped = true
            observer(hasElement ? .completed : .error(RxError.noElements))
          }
        }, lifetime)
    }
  }
}
