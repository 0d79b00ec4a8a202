/// An observable sequence restricted by a trait to a smaller grammar: ``Single``, ``Maybe`` or
/// ``Completable``.
///
/// A primitive sequence wraps an ``Observable`` whose events always fit the trait: a `Single`
/// sends exactly one element or an error, a `Maybe` one element, nothing or an error, and a
/// `Completable` only completion or an error. The trait is checked when the sequence is built
/// (``ObservableType/asSingle()`` fails with ``RxError/moreThanOneElement``, for example), so
/// subscribers can rely on it. Like an `Observable`, a primitive sequence does nothing until it is
/// subscribed to, runs anew for each subscription, and delivers on the thread or scheduler its
/// source produces on.
///
/// ```swift
/// let answer = Single.just(42).map { $0 + 1 }
/// _ = answer.subscribe(onSuccess: { print($0) })
/// // Prints: 43
/// ```
public struct PrimitiveSequence<Trait, Element> {
  @usableFromInline
  let source: Observable<Element>

  /// Wraps `source`, whose events must already fit `Trait`.
  @inlinable
  init(raw source: Observable<Element>) {
    self.source = source
  }
}

/// A type that is a ``PrimitiveSequence``; the operators of the traits extend this protocol.
public protocol PrimitiveSequenceType {
  /// The trait: ``SingleTrait``, ``MaybeTrait`` or ``CompletableTrait``.
  associatedtype Trait

  /// The type of the element.
  associatedtype Element

  /// The sequence itself.
  var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
  /// Returns this sequence.
  @inlinable
  public var primitiveSequence: PrimitiveSequence<Trait, Element> {
    self
  }
}

extension PrimitiveSequence: ObservableConvertibleType {
  /// Returns the sequence as an ``Observable`` with the same events.
  ///
  /// A ``Single`` becomes an observable that sends one element and completes.
  ///
  /// - Returns: The underlying observable.
  @inlinable
  public func asObservable() -> Observable<Element> {
    source
  }
}

extension PrimitiveSequence {
  /// Returns a sequence that calls `primitiveSequenceFactory` on each subscription and subscribes
  /// to the sequence it returns.
  ///
  /// An error thrown by the factory is sent as the sequence's error.
  ///
  /// ```swift
  /// let now = Single.deferred { Single.just(Date()) }
  /// ```
  ///
  /// - Parameter primitiveSequenceFactory: Makes the sequence of one subscription.
  /// - Returns: The deferred sequence.
  @inlinable
  public static func deferred(
    _ primitiveSequenceFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: Observable.deferred { try primitiveSequenceFactory().source })
  }

  /// Returns a sequence that fails at once with `error`.
  ///
  /// - Parameter error: The error to send.
  /// - Returns: The failing sequence.
  @inlinable
  public static func error(_ error: any Swift.Error) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: Observable.error(error))
  }

  /// Returns a sequence that never sends any event.
  ///
  /// - Returns: The silent sequence.
  @inlinable
  public static func never() -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: Observable.never())
  }
}

extension PrimitiveSequence {
  /// Subscribes `handler` to the first event of the sequence: a `Single`'s element or error, a
  /// `Maybe`'s element, completion or error, a `Completable`'s completion or error. `onDisposed`
  /// runs right after `handler`, as in RxSwift; the subscription itself lasts until the terminal
  /// event, which follows an element at once, so that operators upstream (`debug`, `do`) see it.
  @inlinable
  func subscribeFirstEvent(
    onDisposed: (() -> Void)?, _ handler: @escaping (Event<Element>) -> Void
  ) -> any Disposable {
    let lifetime = Lifetime()
    let handle = onDisposed.map { SubscriptionHandle(lifetime: lifetime, onDisposed: $0) }
    var isHandled = false
    source.runEnteringTrampoline(
      { event in
        if !isHandled {
          isHandled = true
          handler(event)
          handle?.runOnDisposed()
        }
        if event.isStopEvent { lifetime.endAfterTerminalEvent() }
      }, lifetime)
    if let handle { return handle }
    return lifetime
  }

  /// Subscribes the handlers of a trait's `subscribe(on…:)` to the first event of the sequence:
  /// `onElement` with a `Single`'s or a `Maybe`'s element, `onCompleted` with a `Maybe`'s or a
  /// `Completable`'s completion, `onError` with the error, or, if it is `nil`,
  /// ``Hooks/defaultErrorHandler`` with the call stack of the subscription.
  @inlinable
  func subscribe(
    onElement: ((Element) -> Void)?, onError: ((any Swift.Error) -> Void)?,
    onCompleted: (() -> Void)?, onDisposed: (() -> Void)?
  ) -> any Disposable {
    let callStack = onError == nil ? Hooks.subscriptionCallStack() : nil
    return subscribeFirstEvent(onDisposed: onDisposed) { event in
      switch event {
      case .next(let element):
        onElement?(element)
      case .error(let error):
        Hooks.report(error, to: onError, subscriptionCallStack: callStack)
      case .completed:
        onCompleted?()
      }
    }
  }
}
