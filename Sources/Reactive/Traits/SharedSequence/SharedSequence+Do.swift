extension SharedSequenceConvertibleType {
  /// Runs side effects on the elements, the completion and the life cycle of each subscription,
  /// passing the events on unchanged.
  ///
  /// Behaves as ``ObservableType/do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)``,
  /// without the error handlers. The handlers cannot throw, as in RxCocoa, since a driver or
  /// signal never fails. The result is shared, so the handlers run once per event however many
  /// subscribers it has.
  ///
  /// ```swift
  /// let rows = viewModel.rows.do(onNext: { print("showing \($0.count) rows") })
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
  /// - Returns: The same events, shared.
  @inlinable
  public func `do`(
    onNext: ((Element) -> Void)? = nil,
    afterNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    afterCompleted: (() -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      asObservable().do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose))
  }
}
