extension ObservableType {
  /// Returns a ``Single`` that sends the only element of this sequence.
  ///
  /// The single fails with ``RxError/noElements`` if the sequence completes without an element,
  /// and with ``RxError/moreThanOneElement`` as soon as a second element arrives; its element is
  /// sent when the sequence completes.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2).asSingle().subscribe(onFailure: { print($0) })
  /// // Prints: Sequence contains more than one element.
  /// ```
  ///
  /// - Returns: The single.
  @inlinable
  public func asSingle() -> Single<Element> {
    Single(raw: onlyElement(ifEmpty: RxError.noElements))
  }

  /// Returns a ``Maybe`` that sends the only element of this sequence, or completes if it has
  /// none.
  ///
  /// The maybe fails with ``RxError/moreThanOneElement`` as soon as a second element arrives; its
  /// element is sent when the sequence completes.
  ///
  /// - Returns: The maybe.
  @inlinable
  public func asMaybe() -> Maybe<Element> {
    Maybe(raw: onlyElement(ifEmpty: nil))
  }

  /// Sends the only element of this sequence when it completes, failing with
  /// ``RxError/moreThanOneElement`` as soon as a second element arrives; a sequence that completes
  /// without an element fails with `emptyError`, or completes if it is `nil`.
  @inlinable
  func onlyElement(ifEmpty emptyError: (any Swift.Error)?) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer, lifetime in
      var element: Element?
      source.run(
        { event in
          switch event {
          case .next(let next):
            if element != nil {
              lifetime.endEarly(observer, with: .error(RxError.moreThanOneElement))
              return
            }
            element = next
          case .error:
            observer(event)
          case .completed:
            if let element {
              observer(.next(element))
              if lifetime.isDisposed { return }
            } else if let emptyError {
              observer(.error(emptyError))
              return
            }
            observer(.completed)
          }
        }, lifetime)
    }
  }

  /// Returns a ``Single`` that sends the first element of this sequence, or `nil` if it completes
  /// without one.
  ///
  /// The single succeeds as soon as the first element arrives and unsubscribes from the sequence.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 3).first().subscribe(onSuccess: { print($0 as Any) })
  /// // Prints: Optional(1)
  /// ```
  ///
  /// - Returns: The single of the first element.
  @inlinable
  public func first() -> Single<Element?> {
    let source = asObservable()
    return Single(
      raw: Producer { observer, lifetime in
        source.run(
          { event in
            switch event {
            case .next(let element):
              observer(.next(element))
              if !lifetime.isDisposed { lifetime.endEarly(observer, with: .completed) }
            case .error(let error):
              observer(.error(error))
            case .completed:
              lifetime.sendLast(nil, to: observer)
            }
          }, lifetime)
      })
  }
}

extension ObservableType where Element == Swift.Never {
  /// Returns this element-less sequence as a ``Completable``.
  ///
  /// Use it after `ignoreElements()`:
  ///
  /// ```swift
  /// let saved: Completable = uploads.ignoreElements().asCompletable()
  /// ```
  ///
  /// - Returns: The completable.
  @inlinable
  public func asCompletable() -> Completable {
    Completable(raw: asObservable())
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Returns this single as a ``Maybe`` that always has an element.
  ///
  /// - Returns: The maybe.
  @inlinable
  public func asMaybe() -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source)
  }

  /// Returns a completable that completes when this single succeeds, dropping its element.
  ///
  /// ```swift
  /// _ = Single.just(42).asCompletable().subscribe(onCompleted: { print("done") })
  /// // Prints: done
  /// ```
  ///
  /// - Returns: The completable.
  @inlinable
  public func asCompletable() -> Completable {
    Completable(raw: primitiveSequence.source.ignoreElements())
  }
}
