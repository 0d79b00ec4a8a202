extension ObservableType {
  /// Combines each element of this sequence with the latest element of `second`, using
  /// `resultSelector`.
  ///
  /// `second` is subscribed to first, then this sequence. Elements of this sequence that arrive
  /// before `second` has sent anything are dropped. The result completes when this sequence
  /// completes; `second` completing changes nothing, its latest element stays in use. The first
  /// error, from either sequence or `resultSelector`, is sent at once and disposes both; so does
  /// disposing the subscription.
  ///
  /// ```swift
  /// let taps = PublishSubject<Void>()
  /// let text = PublishSubject<String>()
  /// _ = taps.withLatestFrom(text) { _, text in text.uppercased() }
  ///   .subscribe(onNext: { print($0) })
  /// taps.onNext(())
  /// text.onNext("hi")
  /// taps.onNext(())
  /// // Prints: HI
  /// ```
  ///
  /// - Parameters:
  ///   - second: The sequence whose latest element is used.
  ///   - resultSelector: Combines an element of this sequence with the latest one of `second`.
  /// - Returns: The sequence of combined elements.
  @inlinable
  public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
    _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
  ) -> Observable<ResultType> {
    let first = asObservable()
    let second = second.asObservable()
    return Producer { observer, lifetime in
      let sink = Sink(
        LatestElementStateMachine<Source.Element>(), observer: observer, lifetime: lifetime)
      sink.subscribeToLatest(second)
      first.run(
        { event in
          sink.exclusively {
            switch event {
            case .next(let element):
              guard !lifetime.isDisposed, case .send(let latest) = sink.machine.elementArrived()
              else { return }
              let result: ResultType
              do {
                result = try resultSelector(element, latest)
              } catch {
                sink.finishIfRunning(.error(error))
                return
              }
              sink.send(result)
            case .error(let error):
              sink.finishIfRunning(.error(error))
            case .completed:
              sink.finishIfRunning(.completed)
            }
          }
        }, lifetime)
    }
  }

  /// Replaces each element of this sequence with the latest element of `second`.
  ///
  /// Behaves as ``withLatestFrom(_:resultSelector:)`` with a selector that returns the element of
  /// `second`.
  ///
  /// ```swift
  /// // Submits the current text on each tap.
  /// taps.withLatestFrom(text).subscribe(onNext: { submit($0) })
  /// ```
  ///
  /// - Parameter second: The sequence whose latest element is sent.
  /// - Returns: The latest element of `second` at each element of this sequence.
  @inlinable
  public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source)
    -> Observable<Source.Element>
  {
    withLatestFrom(second) { $1 }
  }
}
