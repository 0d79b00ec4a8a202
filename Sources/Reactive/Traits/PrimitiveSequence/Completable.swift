/// The trait of a ``Completable``: completion or an error, never an element.
public enum CompletableTrait {}

/// A sequence that only completes or fails; it has no elements.
///
/// Use it for work whose only outcome is success or failure, such as saving:
///
/// ```swift
/// func save() -> Completable {
///   Completable.create { observer in
///     observer(.completed)
///     return Disposables.create()
///   }
/// }
/// _ = save().subscribe(onCompleted: { print("saved") })
/// // Prints: saved
/// ```
///
/// It delivers on the thread or scheduler that produces its event; subscribing and disposing are
/// thread-safe.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// The event of a ``Completable``: its completion or its error.
@frozen
public enum CompletableEvent: Sendable {
  /// The completable failed.
  case error(any Swift.Error)
  /// The completable completed.
  case completed
}

extension CompletableEvent: Equatable {
  /// Two events are equal when both are completions, or both errors with equal reflected
  /// descriptions, as ``Event`` compares them.
  public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
    switch (lhs, rhs) {
    case (.completed, .completed): return true
    case (.error(let left), .error(let right)): return errorsCompareEqual(left, right)
    default: return false
    }
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// The closure that receives the event of a ``Completable``.
  public typealias CompletableObserver = (CompletableEvent) -> Void

  /// Creates a completable from a closure that sends its event to an observer.
  ///
  /// The closure runs once per subscription. Only the first event it sends counts; events sent
  /// after it or after disposal are ignored. The disposable it returns is disposed when the
  /// subscription ends.
  ///
  /// - Parameter subscribe: Produces the event of one subscription and returns what to dispose
  ///   when it ends.
  /// - Returns: The created completable.
  @inlinable
  public static func create(
    subscribe: @escaping (@escaping CompletableObserver) -> any Disposable
  ) -> Completable {
    Completable.created(subscribe)
  }

  /// Subscribes a closure to the event of the completable.
  ///
  /// - Parameter observer: Called once, with the completion or the error.
  /// - Returns: A disposable that cancels the subscription.
  @inlinable
  public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> any Disposable {
    primitiveSequence.subscribe(traitObserver: observer)
  }

  /// Subscribes closures to the completion, the error and the disposal of the completable.
  ///
  /// An error with no `onError` handler goes to ``Hooks/defaultErrorHandler``, as in
  /// RxSwift.
  ///
  /// ```swift
  /// Completable.empty()
  ///   .subscribe(onCompleted: { print("done") })
  ///   .disposed(by: disposeBag)
  /// // Prints: done
  /// ```
  ///
  /// - Parameters:
  ///   - onCompleted: Called once if the completable completes.
  ///   - onError: Called once if the completable fails.
  ///   - onDisposed: Called once when the subscription ends for any reason.
  /// - Returns: A disposable that cancels the subscription.
  @inlinable
  public func subscribe(
    onCompleted: (() -> Void)? = nil,
    onError: ((any Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    primitiveSequence.subscribe(
      onElement: nil, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures that receive `object` along with the event, holding `object` weakly.
  ///
  /// Once `object` has been released, the event is ignored. An error is never reported to
  /// ``Hooks/defaultErrorHandler``, with or without an error handler, as in RxSwift.
  ///
  /// - Parameters:
  ///   - object: The object passed to the closures; held weakly.
  ///   - onCompleted: Called with the object if the completable completes.
  ///   - onError: Called with the object if the completable fails.
  ///   - onDisposed: Called with the object when the subscription ends.
  /// - Returns: A disposable that cancels the subscription.
  @inlinable
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onCompleted: ((Object) -> Void)? = nil,
    onError: ((Object, any Swift.Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    subscribe(
      onCompleted: passingWeakly(object, to: onCompleted),
      onError: passingWeakly(object, to: onError),
      onDisposed: passingWeakly(object, to: onDisposed))
  }

  /// Returns a completable that completes at once.
  ///
  /// - Returns: The completed completable.
  @inlinable
  public static func empty() -> Completable {
    Completable(raw: Observable.empty())
  }
}
