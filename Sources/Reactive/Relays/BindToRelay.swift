import Foundation

extension ObservableType {
  /// Sends every element of the sequence to each of `relays`.
  ///
  /// A relay cannot terminate, so completion ends the binding silently, and an error is a
  /// programming error: it traps in debug builds and is reported on standard error in release
  /// builds, as in RxRelay.
  ///
  /// ```swift
  /// let titles = PublishRelay<String>()
  /// _ = titles.subscribe(onNext: { print($0) })
  /// _ = Observable.of("Parasite", "Okja").bind(to: titles)
  /// // Prints: Parasite
  /// //         Okja
  /// ```
  ///
  /// - Parameter relays: The relays that receive the elements.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
    bind(relays, kind: "publish relay") { $0.accept($1) }
  }

  /// Sends every element of the sequence, as an optional, to each of `relays`.
  ///
  /// As the `bind(to:)` to publish relays of `Element`: completion ends the binding, an error traps in
  /// debug builds.
  ///
  /// - Parameter relays: The relays that receive the elements.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind(to relays: PublishRelay<Element?>...) -> any Disposable {
    bind(relays, kind: "publish relay") { $0.accept($1) }
  }

  /// Makes every element of the sequence the current value of each of `relays`.
  ///
  /// A relay cannot terminate, so completion ends the binding silently, and an error is a
  /// programming error: it traps in debug builds and is reported on standard error in release
  /// builds, as in RxRelay.
  ///
  /// - Parameter relays: The relays that receive the elements.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
    bind(relays, kind: "behavior relay") { $0.accept($1) }
  }

  /// Makes every element of the sequence, as an optional, the current value of each of `relays`.
  ///
  /// As the `bind(to:)` to behavior relays of `Element`: completion ends the binding, an error traps in
  /// debug builds.
  ///
  /// - Parameter relays: The relays that receive the elements.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind(to relays: BehaviorRelay<Element?>...) -> any Disposable {
    bind(relays, kind: "behavior relay") { $0.accept($1) }
  }

  /// Sends every element of the sequence to each of `relays`, which keep it for replay.
  ///
  /// A relay cannot terminate, so completion ends the binding silently, and an error is a
  /// programming error: it traps in debug builds and is reported on standard error in release
  /// builds, as in RxRelay.
  ///
  /// - Parameter relays: The relays that receive the elements.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind(to relays: ReplayRelay<Element>...) -> any Disposable {
    bind(relays, kind: "replay relay") { $0.accept($1) }
  }

  /// Sends every element of the sequence, as an optional, to each of `relays`, which keep it for
  /// replay.
  ///
  /// As the `bind(to:)` to replay relays of `Element`: completion ends the binding, an error traps in
  /// debug builds.
  ///
  /// - Parameter relays: The relays that receive the elements.
  /// - Returns: A disposable that ends the binding.
  @inlinable
  public func bind(to relays: ReplayRelay<Element?>...) -> any Disposable {
    bind(relays, kind: "replay relay") { $0.accept($1) }
  }

  /// Subscribes to the sequence and hands each element to `accept` once per relay.
  @inlinable
  func bind<Relay>(
    _ relays: [Relay], kind: String, accept: @escaping (Relay, Element) -> Void
  ) -> any Disposable {
    subscribe { event in
      switch event {
      case .next(let element):
        for relay in relays {
          accept(relay, element)
        }
      case .error(let error):
        rxFatalErrorInDebug("Binding error to \(kind): \(error)")
      case .completed:
        break
      }
    }
  }
}

extension ObservableType {
  /// Subscribes to the sequence and hands each element to `accept` once per relay; an error is
  /// reported as unhandled, as `subscribe(onNext:)` does. The implementation of `bind(to:)` on infallible
  /// sequences and of `drive` and `emit` to relays.
  @inlinable
  func subscribe<Relay>(relays: [Relay], accept: @escaping (Relay, Element) -> Void)
    -> any Disposable
  {
    subscribe(onNext: { element in
      for relay in relays {
        accept(relay, element)
      }
    })
  }
}
