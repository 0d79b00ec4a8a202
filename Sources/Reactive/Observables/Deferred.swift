extension ObservableType {
  /// Returns a sequence that calls `observableFactory` on each subscription and subscribes to the
  /// sequence it returns.
  ///
  /// An error thrown by the factory is sent as `.error`.
  ///
  /// ```swift
  /// let now = Observable.deferred { Observable.just(Date()) }
  /// ```
  ///
  /// - Parameter observableFactory: Makes the sequence of one subscription.
  /// - Returns: The deferred sequence.
  @inlinable
  public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>)
    -> Observable<Element>
  {
    Producer { observer, lifetime in
      let source: Observable<Element>
      do {
        source = try observableFactory()
      } catch {
        if !lifetime.isDisposed { observer(.error(error)) }
        return
      }
      source.run(observer, lifetime)
    }
  }
}
