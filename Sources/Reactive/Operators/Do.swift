import Synchronization

extension ObservableType {
  /// Runs side effects on the events and the life cycle of each subscription, passing the events
  /// on unchanged.
  ///
  /// The handlers run in RxSwift's order. For each event: the `on…` handler, then the event is
  /// sent downstream, then the `after…` handler. For each subscription: `onSubscribe` before this
  /// sequence is subscribed to, `onSubscribed` after (and so after any events the source sends
  /// synchronously while being subscribed to), and `onDispose` once the subscription has ended,
  /// by its terminal event or by disposal, after the source has been unsubscribed from.
  ///
  /// An error thrown by `onNext`, `onError` or `onCompleted` is sent instead of the event; an
  /// error thrown by `afterNext` is sent after the element. An error thrown by `afterError` or
  /// `afterCompleted` is dropped: the sequence has already ended.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2)
  ///   .do(onNext: { print("will send \($0)") }, onCompleted: { print("will complete") })
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: will send 1
  /// //         1
  /// //         will send 2
  /// //         2
  /// //         will complete
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Called with each element before it is sent.
  ///   - afterNext: Called with each element after it is sent.
  ///   - onError: Called with the error before it is sent.
  ///   - afterError: Called with the error after it is sent.
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
    onError: ((any Swift.Error) throws -> Void)? = nil,
    afterError: ((any Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer, lifetime in
      onSubscribe?()
      // With `onDispose`, the source gets a child lifetime so that everything it holds, even what it
      // acquires later, is released before `onDispose` runs.
      let disposal = onDispose.map(DisposeNotification.init)
      let sourceLifetime = disposal == nil ? lifetime : lifetime.makeChild()
      if let disposal { lifetime.add(Disposables.create(with: disposal.endByDisposal)) }
      func fail(_ error: any Swift.Error) {
        let ends = disposal?.claimEnd() == true
        sourceLifetime.endEarly(observer, with: .error(error))
        if ends { disposal?.release() }
      }
      source.run(
        { event in
          do {
            try event.callHandler(onNext, onError, onCompleted)
          } catch {
            fail(error)
            return
          }
          let ends = event.isStopEvent && disposal?.claimEnd() == true
          observer(event)
          do {
            try event.callHandler(afterNext, afterError, afterCompleted)
          } catch {
            if !event.isStopEvent && !lifetime.isDisposed { fail(error) }
          }
          if ends { disposal?.release() }
        }, sourceLifetime)
      onSubscribed?()
      disposal?.release()
    }
  }
}

extension Event {
  /// Calls the handler of this event's case, if there is one.
  @inlinable
  func callHandler(
    _ onNext: ((Element) throws -> Void)?, _ onError: ((any Swift.Error) throws -> Void)?,
    _ onCompleted: (() throws -> Void)?
  ) throws {
    switch self {
    case .next(let element): try onNext?(element)
    case .error(let error): try onError?(error)
    case .completed: try onCompleted?()
    }
  }
}

/// Runs `do(onDispose:)`'s handler once, when the subscription has ended and `subscribe` has
/// returned, whichever comes last, as RxSwift does.
///
/// A subscription ends by a terminal event, after its `after…` handler has run, or by disposal;
/// the first of the two to claim the end reports it.
@usableFromInline
final class DisposeNotification {
  @usableFromInline
  let ended = Atomic<Bool>(false)

  /// The conditions not yet met: the end of the subscription and the return of `subscribe`.
  @usableFromInline
  let pending = Atomic<Int>(2)

  @usableFromInline
  let onDispose: () -> Void

  @inlinable
  init(_ onDispose: @escaping () -> Void) {
    self.onDispose = onDispose
  }

  /// Claims the end of the subscription; returns `true` only to the first caller.
  @inlinable
  func claimEnd() -> Bool {
    !ended.exchange(true, ordering: .acquiringAndReleasing)
  }

  /// Meets one condition; the last one runs the handler.
  @inlinable
  func release() {
    if pending.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 { onDispose() }
  }

  /// Reports the end of the subscription by disposal, unless a terminal event has claimed it.
  @usableFromInline
  func endByDisposal() {
    if claimEnd() { release() }
  }
}
