extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// Returns a single that runs this completable and then, once it completes, `second`.
  ///
  /// `second` is subscribed to only after this completable completes; an error of this
  /// completable becomes the single's error and `second` is never subscribed to.
  ///
  /// ```swift
  /// let profile: Single<Profile> = logIn().andThen(fetchProfile())
  /// ```
  ///
  /// - Parameter second: The single that runs after completion.
  /// - Returns: The single of `second`'s element.
  @inlinable
  public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
    Single(raw: subscribeAfterCompletion(second.source))
  }

  /// Returns a maybe that runs this completable and then, once it completes, `second`.
  ///
  /// - Parameter second: The maybe that runs after completion.
  /// - Returns: The maybe of `second`'s element.
  @inlinable
  public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
    Maybe(raw: subscribeAfterCompletion(second.source))
  }

  /// Returns a completable that runs this completable and then, once it completes, `second`.
  ///
  /// - Parameter second: The completable that runs after completion.
  /// - Returns: A completable that completes when `second` does.
  @inlinable
  public func andThen(_ second: Completable) -> Completable {
    Completable(raw: subscribeAfterCompletion(second.source))
  }

  /// Returns an observable that runs this completable and then, once it completes, `second`.
  ///
  /// - Parameter second: The observable that runs after completion.
  /// - Returns: The observable of `second`'s events.
  @inlinable
  public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
    subscribeAfterCompletion(second)
  }

  /// Subscribes to this completable, and once it completes, to `second`.
  @inlinable
  func subscribeAfterCompletion<Element>(_ second: Observable<Element>) -> Observable<Element> {
    // A completable sends no element: the closure taking one has nothing to do.
    continueAfter(
      primitiveSequence.source, element: { (_: Swift.Never) -> Observable<Element> in },
      completion: second)
  }
}
