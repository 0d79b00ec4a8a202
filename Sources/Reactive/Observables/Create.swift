import Synchronization

extension ObservableType {
  /// Creates a sequence from a closure that sends events to an observer.
  ///
  /// The closure runs once per subscription. Events it sends after a terminal event, or after the
  /// subscription is disposed, are ignored; the disposable it returns is disposed when the
  /// subscription ends, or as soon as the closure's terminal event has been delivered, as in
  /// RxSwift.
  ///
  /// ```swift
  /// let numbers = Observable<Int>.create { observer in
  ///   observer.onNext(1)
  ///   observer.onNext(2)
  ///   observer.onCompleted()
  ///   return Disposables.create()
  /// }
  /// _ = numbers.subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         2
  /// ```
  ///
  /// - Parameter subscribe: Produces the events of one subscription and returns what to dispose
  ///   when it ends.
  /// - Returns: The created sequence.
  @inlinable
  public static func create(
    _ subscribe: @escaping (AnyObserver<Element>) -> any Disposable
  ) -> Observable<Element> {
    Producer { observer, lifetime in
      let stopped = StopFlag()
      let emitter = AnyObserver<Element> { event in
        if lifetime.isDisposed { return }
        if case .next = event {
          if !stopped.isSet { observer(event) }
        } else if stopped.set() {
          // Disposed as soon as the terminal event has passed, as RxSwift's `create` disposes its
          // subscription, even when whoever made the lifetime disposes it later (`subscribe(on:)`
          // does so on its scheduler).
          lifetime.endEarly(observer, with: event)
        }
      }
      let disposable = subscribe(emitter)
      // `Disposables.create()`, which most of these closures return, has nothing to dispose;
      // keeping it would give the lifetime a resource store for nothing.
      if type(of: disposable) != NopDisposable.self { lifetime.add(disposable) }
    }
  }
}

/// A flag that is set once, for emitters that must send at most one terminal event.
@usableFromInline
final class StopFlag: Sendable {
  @usableFromInline
  let value = Atomic<Bool>(false)

  @inlinable
  init() {}

  /// Whether the flag has been set.
  @inlinable
  var isSet: Bool {
    value.load(ordering: .relaxed)
  }

  /// Sets the flag; returns `true` only for the first caller.
  @inlinable
  func set() -> Bool {
    !value.exchange(true, ordering: .acquiringAndReleasing)
  }
}
