extension ObservableType {
  /// Subscribes `observers` to this sequence: every event, errors included, goes to each of them
  /// in order.
  ///
  /// ```swift
  /// let first = PublishSubject<Int>()
  /// let second = PublishSubject<Int>()
  /// _ = first.subscribe(onNext: { print("first \($0)") })
  /// _ = second.subscribe(onNext: { print("second \($0)") })
  /// _ = Observable.of(1).bind(to: first, second)
  /// // Prints: first 1
  /// //         second 1
  /// ```
  ///
  /// - Parameter observers: The observers that receive the events.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    bind(toAll: observers)
  }

  /// Subscribes `observers` of optional elements to this sequence: every element is sent wrapped
  /// in an optional, and errors and completion are sent as they are.
  ///
  /// - Parameter observers: The observers that receive the events.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    map { $0 as Element? }.bind(toAll: observers)
  }

  /// Passes this sequence to `binder` and returns what it returns.
  ///
  /// Lets a function that takes a sequence read like a binding:
  /// `titles.bind(to: label.rx.texts)`.
  ///
  /// - Parameter binder: The function to call with this sequence.
  /// - Returns: The result of `binder`, usually a disposable.
  @inlinable
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Passes this sequence to the curried `binder`, then `curriedArgument` to the function it
  /// returns.
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
  /// A binding must not fail: as in RxSwift, an error reaching it stops the program in debug
  /// builds (`fatalError`) and is printed in release builds.
  ///
  /// ```swift
  /// _ = Observable.of("a", "b").bind(onNext: { print($0) })
  /// // Prints: a
  /// //         b
  /// ```
  ///
  /// - Parameter onNext: Called with each element.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind(onNext: @escaping (Element) -> Void) -> any Disposable {
    subscribe(
      onNext: onNext,
      onError: { error in rxFatalErrorInDebug("Binding error: \(error)") })
  }

  /// Subscribes `onNext` to the elements of this sequence, passing `object` along, held weakly.
  ///
  /// Once `object` has been released, elements are ignored. As with ``bind(onNext:)``, an error
  /// reaching the binding stops the program in debug builds and is printed in release builds.
  ///
  /// ```swift
  /// viewModel.title.bind(with: self) { owner, title in owner.show(title) }
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - object: The object passed to `onNext`; held weakly.
  ///   - onNext: Called with the object and each element.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind<Object: AnyObject>(
    with object: Object, onNext: @escaping (Object, Element) -> Void
  ) -> any Disposable {
    bind(onNext: passingWeakly(object, to: onNext))
  }

  /// Subscribes every one of `observers` to this sequence.
  @inlinable
  func bind<Observer: ObserverType>(toAll observers: [Observer]) -> any Disposable
  where Observer.Element == Element {
    subscribe { event in
      for observer in observers {
        observer.on(event)
      }
    }
  }
}
