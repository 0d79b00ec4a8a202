extension ObservableType {
  /// Drops every element and sends only the error or the completion.
  ///
  /// As in RxSwift 6, the result is typed `Observable<Never>`: it cannot send an element.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2).ignoreElements()
  ///   .subscribe(onNext: { _ in print("never") }, onCompleted: { print("done") })
  /// // Prints: done
  /// ```
  ///
  /// - Returns: A sequence that only terminates.
  @inlinable
  public func ignoreElements() -> Observable<Never> {
    let source = asObservable()
    return Producer { observer, lifetime in
      source.run(
        { event in
          switch event {
          case .next:
            return
          case .error(let error):
            observer(.error(error))
          case .completed:
            observer(.completed)
          }
        }, lifetime)
    }
  }
}
