extension InfallibleType {
  /// Runs side effects on the elements, the completion and the life cycle of each subscription,
  /// passing the events on unchanged.
  ///
  /// Behaves as ``ObservableType/do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)``,
  /// without the error handlers. As in RxSwift, the handlers may throw: an error thrown by
  /// `onNext` or `onCompleted` is sent instead of the event, one thrown by `afterNext` after the
  /// element, as an error event.
  ///
  /// ```swift
  /// _ = Infallible.of(1, 2)
  ///   .do(onNext: { print("will send \($0)") })
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: will send 1
  /// //         1
  /// //         will send 2
  /// //         2
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Called with each element before it is sent.
  ///   - afterNext: Called with each element after it is sent.
  ///   - onCompleted: Called before the completion is sent.
  ///   - afterCompleted: Called after the completion is sent.
  ///   - onSubscribe: Called before this sequence is subscribed to.
  ///   - onSubscribed: Called after this sequence has been subscribed to.
  ///   - onDispose: Called once when the subscription ends, for any reason.
  /// - Returns: The same events.
  @inlinable
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Infallible<Element> {
    Infallible(
      asObservable().do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose))
  }
}
