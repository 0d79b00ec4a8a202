extension InfallibleType {
  /// Subscribes `observers` to this sequence: every event goes to each of them in order.
  ///
  /// ```swift
  /// let titles = PublishSubject<String>()
  /// _ = titles.subscribe(onNext: { print($0) })
  /// _ = Infallible.just("Parasite").bind(to: titles)
  /// // Prints: Parasite
  /// ```
  ///
  /// - Parameter observers: The observers that receive the events.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    asObservable().bind(toAll: observers)
  }

  /// Subscribes `observers` of optional elements to this sequence: every element is sent wrapped
  /// in an optional.
  ///
  /// - Parameter observers: The observers that receive the events.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    asObservable().map { $0 as Element? }.bind(toAll: observers)
  }

  /// Passes this sequence to `binder` and returns what it returns, as `Observable`'s
  /// `bind(to:)` does.
  ///
  /// - Parameter binder: The function to call with this sequence.
  /// - Returns: The result of `binder`, usually a disposable.
  @inlinable
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Passes this sequence to the curried `binder`, then `curriedArgument` to the function it
  /// returns, as `Observable`'s `bind(to:curriedArgument:)` does.
  ///
  /// - Parameters:
  ///   - binder: The function to call with this sequence.
  ///   - curriedArgument: The argument for the function `binder` returns.
  /// - Returns: The final result, usually a disposable.
  @inlinable
  public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    binder(self)(curriedArgument)
  }

  /// Subscribes `onNext` to the elements of this sequence.
  ///
  /// As in RxSwift, an error thrown upstream by a closure (see ``Infallible``) ends the binding
  /// and is reported as unhandled, not trapped.
  ///
  /// - Parameter onNext: Called with each element.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind(onNext: @escaping (Element) -> Void) -> any Disposable {
    subscribe(onNext: onNext)
  }

  /// Sends every element of this sequence to each of `relays`; completion ends the binding.
  ///
  /// ```swift
  /// let taps = PublishRelay<Int>()
  /// _ = taps.subscribe(onNext: { print($0) })
  /// _ = Infallible.of(1, 2).bind(to: taps)
  /// // Prints: 1
  /// //         2
  /// ```
  ///
  /// - Parameter relays: The relays that receive the elements.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
    asObservable().subscribe(relays: relays) { $0.accept($1) }
  }

  /// Sends every element of this sequence, as an optional, to each of `relays`; completion ends
  /// the binding.
  ///
  /// - Parameter relays: The relays that receive the elements.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind(to relays: PublishRelay<Element?>...) -> any Disposable {
    asObservable().subscribe(relays: relays) { $0.accept($1) }
  }

  /// Makes every element of this sequence the current value of each of `relays`; completion ends
  /// the binding.
  ///
  /// - Parameter relays: The relays that receive the elements.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
    asObservable().subscribe(relays: relays) { $0.accept($1) }
  }

  /// Makes every element of this sequence, as an optional, the current value of each of
  /// `relays`; completion ends the binding.
  ///
  /// - Parameter relays: The relays that receive the elements.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind(to relays: BehaviorRelay<Element?>...) -> any Disposable {
    asObservable().subscribe(relays: relays) { $0.accept($1) }
  }

  /// Sends every element of this sequence to each of `relays`, which keep it for replay;
  /// completion ends the binding.
  ///
  /// - Parameter relays: The relays that receive the elements.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind(to relays: ReplayRelay<Element>...) -> any Disposable {
    asObservable().subscribe(relays: relays) { $0.accept($1) }
  }

  /// Sends every element of this sequence, as an optional, to each of `relays`, which keep it for
  /// replay; completion ends the binding.
  ///
  /// - Parameter relays: The relays that receive the elements.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind(to relays: ReplayRelay<Element?>...) -> any Disposable {
    asObservable().subscribe(relays: relays) { $0.accept($1) }
  }
}
