extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Runs side effects on the event and the life cycle of each subscription, passing the event on
  /// unchanged.
  ///
  /// The handlers run in the order of ``ObservableType/do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)``:
  /// `onSuccess` before the element is sent and `afterSuccess` after it, `onSubscribe` before
  /// this single is subscribed to, `onSubscribed` after, and `onDispose` once the subscription has
  /// ended. An error thrown by `onSuccess` or `onError` is sent in place of the event. An error
  /// thrown by `afterSuccess` follows the element, where a single's subscriber, which already has
  /// its event, ignores it, as in RxSwift.
  ///
  /// ```swift
  /// _ = Single.just(7)
  ///   .do(onSuccess: { print("will send \($0)") })
  ///   .subscribe(onSuccess: { print($0) })
  /// // Prints: will send 7
  /// //         7
  /// ```
  ///
  /// - Parameters:
  ///   - onSuccess: Called with the element before it is sent.
  ///   - afterSuccess: Called with the element after it is sent.
  ///   - onError: Called with the error before it is sent.
  ///   - afterError: Called with the error after it is sent.
  ///   - onSubscribe: Called before this single is subscribed to.
  ///   - onSubscribed: Called after this single has been subscribed to.
  ///   - onDispose: Called once when the subscription ends, for any reason.
  /// - Returns: A single with the same event.
  @inlinable
  public func `do`(
    onSuccess: ((Element) throws -> Void)? = nil,
    afterSuccess: ((Element) throws -> Void)? = nil,
    onError: ((any Swift.Error) throws -> Void)? = nil,
    afterError: ((any Swift.Error) throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Single<Element> {
    Single(
      raw: primitiveSequence.source.do(
        onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Runs side effects on the event and the life cycle of each subscription, passing the event on
  /// unchanged.
  ///
  /// The handlers run in the order of ``ObservableType/do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)``:
  /// each `on…` handler before its event is sent and each `after…` handler after it,
  /// `onSubscribe` before this maybe is subscribed to, `onSubscribed` after, and `onDispose` once
  /// the subscription has ended. An error thrown by an `on…` handler is sent in place of the
  /// event.
  ///
  /// ```swift
  /// _ = Maybe<Int>.empty()
  ///   .do(onCompleted: { print("nothing found") })
  ///   .subscribe()
  /// // Prints: nothing found
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Called with the element before it is sent.
  ///   - afterNext: Called with the element after it is sent.
  ///   - onError: Called with the error before it is sent.
  ///   - afterError: Called with the error after it is sent.
  ///   - onCompleted: Called before the completion without an element is sent.
  ///   - afterCompleted: Called after the completion without an element is sent.
  ///   - onSubscribe: Called before this maybe is subscribed to.
  ///   - onSubscribed: Called after this maybe has been subscribed to.
  ///   - onDispose: Called once when the subscription ends, for any reason.
  /// - Returns: A maybe with the same event.
  @inlinable
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onError: ((any Swift.Error) throws -> Void)? = nil,
    afterError: ((any Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Maybe<Element> {
    Maybe(
      raw: primitiveSequence.source.do(
        onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
        onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe,
        onSubscribed: onSubscribed, onDispose: onDispose))
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// Runs side effects on the event and the life cycle of each subscription, passing the event on
  /// unchanged.
  ///
  /// The handlers run in the order of ``ObservableType/do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)``:
  /// each `on…` handler before its event is sent and each `after…` handler after it,
  /// `onSubscribe` before this completable is subscribed to, `onSubscribed` after, and
  /// `onDispose` once the subscription has ended. An error thrown by an `on…` handler is sent in
  /// place of the event.
  ///
  /// ```swift
  /// _ = Completable.empty()
  ///   .do(onCompleted: { print("saved") })
  ///   .subscribe()
  /// // Prints: saved
  /// ```
  ///
  /// - Parameters:
  ///   - onError: Called with the error before it is sent.
  ///   - afterError: Called with the error after it is sent.
  ///   - onCompleted: Called before the completion is sent.
  ///   - afterCompleted: Called after the completion is sent.
  ///   - onSubscribe: Called before this completable is subscribed to.
  ///   - onSubscribed: Called after this completable has been subscribed to.
  ///   - onDispose: Called once when the subscription ends, for any reason.
  /// - Returns: A completable with the same event.
  @inlinable
  public func `do`(
    onError: ((any Swift.Error) throws -> Void)? = nil,
    afterError: ((any Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Completable {
    Completable(
      raw: primitiveSequence.source.do(
        onError: onError, afterError: afterError, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose))
  }
}
