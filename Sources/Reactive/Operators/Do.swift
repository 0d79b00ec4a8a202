import Synchronization

extension ObservableType {
  /// Runs side effects on the events and the life cycle of each subscription, passing the events
  /// on unchanged.
  ///
  /// The handlers run in RxSwift's order. For each event: the `on…` handler, then the event is
  /// sent downstream, then the `after…` handler. For each subscription: `onSubscribe` before this
  /// sequence is subscribed to, `onSubscribed` after (and so after any events the source sends
  /// while being subscribed to, such as `just`'s; the elements of `of` and `from` come later, as
  /// steps of the trampoline), and `onDispose` once the subscription has ended, by its terminal
  /// event or by disposal, after the source has been unsubscribed from. As in RxSwift, the
  /// `onDispose` handlers of a chain run source first: those of the `do` operators upstream of
  /// this one before its own, whether the chain ends by disposal or by a terminal event.
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
        if ends { PendingDisposals.add(disposal!, lifetime: lifetime, source: sourceLifetime) }
        sourceLifetime.endEarly(observer, with: .error(error))
        if ends { PendingDisposals.run(through: disposal!) }
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
          if ends { PendingDisposals.add(disposal!, lifetime: lifetime, source: sourceLifetime) }
          observer(event)
          do {
            try event.callHandler(afterNext, afterError, afterCompleted)
          } catch {
            if !event.isStopEvent && !lifetime.isDisposed { fail(error) }
          }
          if ends { PendingDisposals.run(through: disposal!) }
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

/// The `onDispose` handlers of the `do` operators that a terminal event has passed on its way down
/// a chain, on the calling thread, waiting for the `after…` handlers.
///
/// RxSwift runs an `onDispose` handler when the operator disposes itself, right after its
/// `after…` handler, and disposing it disposes everything upstream first: so the `do` furthest
/// downstream, once its `after…` handler has run, runs the handlers of the `do` operators above it
/// in the same chain, source first, then its own. Here a terminal event passes each `do` in turn,
/// from the source down; each adds its handler, and the first to finish runs its own and those
/// added just before it by the `do` operators directly upstream of it: an operator is directly
/// upstream when it runs on the lifetime its downstream `do` gave its source, as through `map`,
/// `filter` and every operator that shares its lifetime. (Through an operator that gives its
/// source a lifetime of its own, the upstream handler runs when its own `do` finishes, after.)
@usableFromInline
final class PendingDisposals {
  @usableFromInline
  struct Entry {
    @usableFromInline
    let notification: DisposeNotification

    /// The lifetime the `do` runs on.
    @usableFromInline
    let lifetime: Lifetime

    /// The lifetime the `do` gave its source.
    @usableFromInline
    let source: Lifetime

    @inlinable
    init(notification: DisposeNotification, lifetime: Lifetime, source: Lifetime) {
      self.notification = notification
      self.lifetime = lifetime
      self.source = source
    }
  }

  @usableFromInline
  var entries: [Entry] = []

  private static let perThread = ThreadLocal<PendingDisposals>()

  private init() {}

  /// Adds the handler of a `do` that a terminal event is about to leave.
  @usableFromInline
  static func add(_ notification: DisposeNotification, lifetime: Lifetime, source: Lifetime) {
    let pending = perThread.value ?? PendingDisposals()
    if perThread.value == nil { perThread.value = pending }
    pending.entries.append(Entry(notification: notification, lifetime: lifetime, source: source))
  }

  /// Runs the handler of `notification`'s `do`, which the terminal event has left, after those of
  /// the `do` operators directly upstream of it; nothing if a `do` downstream ran it already.
  @usableFromInline
  static func run(through notification: DisposeNotification) {
    guard let pending = perThread.value,
      let last = pending.entries.lastIndex(where: { $0.notification === notification })
    else { return }
    var first = last
    while first > 0 && pending.entries[first - 1].lifetime === pending.entries[first].source {
      first -= 1
    }
    let ready = pending.entries[first...last]
    pending.entries.removeSubrange(first...last)
    if pending.entries.isEmpty { perThread.value = nil }
    for entry in ready { entry.notification.release() }
  }
}
