/// The trait of a ``Maybe``: one element, completion without an element, or an error.
public enum MaybeTrait {}

/// A sequence that sends one element, completes without one, or fails.
///
/// Use it for a lookup that may find nothing:
///
/// ```swift
/// func cachedTitle(id: Int) -> Maybe<String> {
///   id == 1 ? .just("Parasite") : .empty()
/// }
/// _ = cachedTitle(id: 2).subscribe(
///   onSuccess: { print($0) }, onCompleted: { print("not cached") })
/// // Prints: not cached
/// ```
///
/// As an ``Observable`` (``PrimitiveSequence/asObservable()``), a maybe that has an element sends
/// it and completes at once. It delivers on the thread or scheduler that produces its event;
/// subscribing and disposing are thread-safe.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// The event of a ``Maybe``: its element, its completion without an element, or its error.
@frozen
public enum MaybeEvent<Element> {
  /// The maybe's one element; nothing follows.
  case success(Element)
  /// The maybe failed; nothing follows.
  case error(any Swift.Error)
  /// The maybe completed without an element.
  case completed
}

extension MaybeEvent: Sendable where Element: Sendable {}

extension MaybeEvent: Equatable where Element: Equatable {
  /// Two events are equal when they are the same case with equal elements; errors are equal when
  /// their reflected descriptions are, as ``Event`` compares them.
  public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): return left == right
    case (.completed, .completed): return true
    case (.error(let left), .error(let right)): return errorsCompareEqual(left, right)
    default: return false
    }
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The closure that receives the event of a ``Maybe``.
  public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

  /// Creates a maybe from a closure that sends its event to an observer.
  ///
  /// The closure runs once per subscription. Only the first event it sends counts; events sent
  /// after it or after disposal are ignored. The disposable it returns is disposed when the
  /// subscription ends.
  ///
  /// ```swift
  /// let lookup = Maybe<String>.create { observer in
  ///   observer(.completed)
  ///   return Disposables.create()
  /// }
  /// ```
  ///
  /// - Parameter subscribe: Produces the event of one subscription and returns what to dispose
  ///   when it ends.
  /// - Returns: The created maybe.
  @inlinable
  public static func create(
    subscribe: @escaping (@escaping MaybeObserver) -> any Disposable
  ) -> Maybe<Element> {
    Maybe.created(subscribe)
  }

  /// Subscribes a closure to the event of the maybe.
  ///
  /// - Parameter observer: Called once, with the element, the completion or the error.
  /// - Returns: A disposable that cancels the subscription.
  @inlinable
  public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> any Disposable {
    primitiveSequence.subscribe(traitObserver: observer)
  }

  /// Subscribes closures to the element, the error, the completion and the disposal of the
  /// maybe.
  ///
  /// Exactly one of `onSuccess`, `onError` and `onCompleted` is called, unless the subscription
  /// is disposed first. An error with no `onError` handler goes to
  /// ``Hooks/defaultErrorHandler``, as in RxSwift.
  ///
  /// - Parameters:
  ///   - onSuccess: Called once with the element.
  ///   - onError: Called once if the maybe fails.
  ///   - onCompleted: Called once if the maybe completes without an element.
  ///   - onDisposed: Called once when the subscription ends for any reason.
  /// - Returns: A disposable that cancels the subscription.
  @inlinable
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onError: ((any Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    primitiveSequence.subscribe(
      onElement: onSuccess, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures that receive `object` along with the event, holding `object` weakly.
  ///
  /// Once `object` has been released, the event is ignored. An error is never reported to
  /// ``Hooks/defaultErrorHandler``, with or without an error handler, as in RxSwift.
  ///
  /// - Parameters:
  ///   - object: The object passed to the closures; held weakly.
  ///   - onSuccess: Called with the object and the element.
  ///   - onError: Called with the object if the maybe fails.
  ///   - onCompleted: Called with the object if the maybe completes without an element.
  ///   - onDisposed: Called with the object when the subscription ends.
  /// - Returns: A disposable that cancels the subscription.
  @inlinable
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onError: ((Object, any Swift.Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    subscribe(
      onSuccess: passingWeakly(object, to: onSuccess), onError: passingWeakly(object, to: onError),
      onCompleted: passingWeakly(object, to: onCompleted),
      onDisposed: passingWeakly(object, to: onDisposed))
  }

  /// Returns a maybe that sends `element`.
  ///
  /// - Parameter element: The element.
  /// - Returns: The maybe.
  @inlinable
  public static func just(_ element: Element) -> Maybe<Element> {
    Maybe(raw: Observable.just(element))
  }

  /// Returns a maybe that sends `element` on `scheduler`.
  ///
  /// - Parameters:
  ///   - element: The element.
  ///   - scheduler: Where the element is sent.
  /// - Returns: The maybe.
  @inlinable
  public static func just(_ element: Element, scheduler: any ImmediateSchedulerType)
    -> Maybe<Element>
  {
    Maybe(raw: Observable.just(element, scheduler: scheduler))
  }

  /// Returns a maybe that completes at once without an element.
  ///
  /// - Returns: The empty maybe.
  @inlinable
  public static func empty() -> Maybe<Element> {
    Maybe(raw: Observable.empty())
  }
}
