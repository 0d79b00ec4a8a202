extension ObservableType {
  /// Continues with the sequence that `handler` returns when this sequence fails.
  ///
  /// On an error, this sequence is unsubscribed and the sequence made by `handler` is subscribed
  /// in its place, at once; its events, including its terminal event, are forwarded. An error
  /// thrown by `handler` is sent as `.error`. Elements and completion of this sequence pass
  /// through unchanged.
  ///
  /// ```swift
  /// _ = Observable<Int>.error(NetworkError.offline)
  ///   .catch { _ in Observable.of(-1, -2) }
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: -1
  /// //         -2
  /// ```
  ///
  /// - Parameter handler: Makes the sequence to continue with from the error.
  /// - Returns: The sequence that recovers from an error with `handler`'s sequence.
  @inlinable
  public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    let source = asObservable()
    return Producer { observer, lifetime in
      let sourceLifetime = lifetime.makeChild()
      source.run(
        { event in
          guard case .error(let error) = event else {
            observer(event)
            return
          }
          sourceLifetime.dispose()
          let recovery: Observable<Element>
          do {
            recovery = try handler(error)
          } catch {
            observer(.error(error))
            return
          }
          if lifetime.isDisposed { return }
          recovery.run(observer, lifetime)
        }, sourceLifetime)
    }
  }

  /// Ends with `element` instead of failing when this sequence fails.
  ///
  /// On an error, this sequence is unsubscribed and `element` is sent, followed by completion.
  ///
  /// ```swift
  /// _ = Observable<String>.error(NetworkError.offline)
  ///   .catchAndReturn("offline")
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: offline
  /// ```
  ///
  /// - Parameter element: The last element, sent in place of the error.
  /// - Returns: The sequence that never fails.
  @inlinable
  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    `catch` { _ in Observable.just(element) }
  }
}
