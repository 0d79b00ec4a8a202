/// The trait of a ``Single``: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that sends exactly one element or an error.
///
/// Use it for work that produces one result, such as a network request:
///
/// ```swift
/// func fetchTitle(id: Int) -> Single<String> {
///   Single.create { observer in
///     observer(.success("Parasite"))
///     return Disposables.create()
///   }
/// }
/// _ = fetchTitle(id: 1).subscribe(onSuccess: { print($0) })
/// // Prints: Parasite
/// ```
///
/// As an ``Observable`` (``PrimitiveSequence/asObservable()``), a single sends its element and
/// completes at once. It delivers on the thread or scheduler that produces its event; subscribing
/// and disposing are thread-safe.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// The event of a ``Single``: its element or its error.
public typealias SingleEvent<Element> = Result<Element, any Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The closure that receives the event of a ``Single``.
  public typealias SingleObserver = (SingleEvent<Element>) -> Void

  /// Creates a single from a closure that sends its event to an observer.
  ///
  /// The closure runs once per subscription. Only the first event it sends counts; events sent
  /// after it or after disposal are ignored. The disposable it returns is disposed when the
  /// subscription ends.
  ///
  /// ```swift
  /// let answer = Single<Int>.create { observer in
  ///   observer(.success(42))
  ///   return Disposables.create()
  /// }
  /// ```
  ///
  /// - Parameter subscribe: Produces the event of one subscription and returns what to dispose
  ///   when it ends.
  /// - Returns: The created single.
  @inlinable
  public static func create(
    subscribe: @escaping (@escaping SingleObserver) -> any Disposable
  ) -> Single<Element> {
    Single.created(subscribe)
  }

  /// Subscribes a closure to the event of the single.
  ///
  /// - Parameter observer: Called once, with the element or the error.
  /// - Returns: A disposable that cancels the subscription.
  @inlinable
  public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> any Disposable {
    primitiveSequence.subscribe(traitObserver: observer)
  }

  /// Subscribes closures to the element, the error and the disposal of the single.
  ///
  /// An error with no `onFailure` handler goes to ``Hooks/defaultErrorHandler``, as in
  /// RxSwift.
  ///
  /// ```swift
  /// Single.just("Minari")
  ///   .subscribe(onSuccess: { print($0) }, onDisposed: { print("disposed") })
  ///   .disposed(by: disposeBag)
  /// // Prints: Minari
  /// //         disposed
  /// ```
  ///
  /// - Parameters:
  ///   - onSuccess: Called once with the element.
  ///   - onFailure: Called once if the single fails.
  ///   - onDisposed: Called once when the subscription ends for any reason.
  /// - Returns: A disposable that cancels the subscription.
  @inlinable
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onFailure: ((any Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    primitiveSequence.subscribe(
      onElement: onSuccess, onError: onFailure,
      onCompleted: { assertionFailure("A Single completed without an element.") },
      onDisposed: onDisposed)
  }

  /// Subscribes closures that receive `object` along with the event, holding `object` weakly.
  ///
  /// Once `object` has been released, the event is ignored. An error is never reported to
  /// ``Hooks/defaultErrorHandler``, with or without an error handler, as in RxSwift.
  ///
  /// ```swift
  /// title.subscribe(with: self, onSuccess: { owner, title in owner.show(title) })
  /// ```
  ///
  /// - Parameters:
  ///   - object: The object passed to the closures; held weakly.
  ///   - onSuccess: Called with the object and the element.
  ///   - onFailure: Called with the object if the single fails.
  ///   - onDisposed: Called with the object when the subscription ends.
  /// - Returns: A disposable that cancels the subscription.
  @inlinable
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onFailure: ((Object, any Swift.Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    subscribe(
      onSuccess: passingWeakly(object, to: onSuccess),
      onFailure: passingWeakly(object, to: onFailure),
      onDisposed: passingWeakly(object, to: onDisposed))
  }

  /// Returns a single that sends `element`.
  ///
  /// ```swift
  /// _ = Single.just(7).subscribe(onSuccess: { print($0) })
  /// // Prints: 7
  /// ```
  ///
  /// - Parameter element: The element.
  /// - Returns: The single.
  @inlinable
  public static func just(_ element: Element) -> Single<Element> {
    Single(raw: Observable.just(element))
  }

  /// Returns a single that sends `element` on `scheduler`.
  ///
  /// - Parameters:
  ///   - element: The element.
  ///   - scheduler: Where the element is sent.
  /// - Returns: The single.
  @inlinable
  public static func just(_ element: Element, scheduler: any ImmediateSchedulerType)
    -> Single<Element>
  {
    Single(raw: Observable.just(element, scheduler: scheduler))
  }
}
