extension ObservableType {
  /// Sends the latest element of this sequence each time `sampler` sends an element or completes,
  /// if a new one arrived since the previous sample.
  ///
  /// With a `defaultValue`, a sample that finds no new element sends `defaultValue` instead of
  /// nothing. This sequence is subscribed to first, then `sampler`. When this sequence completes,
  /// the result completes at the next sample. An error from either sequence is sent at once and
  /// disposes both; so does disposing the subscription. As in RxSwift, the result does not
  /// complete when `sampler` completes, though it samples one last time then.
  ///
  /// ```swift
  /// let values = PublishSubject<Int>()
  /// let ticks = PublishSubject<Void>()
  /// _ = values.sample(ticks).subscribe(onNext: { print($0) })
  /// values.onNext(1)
  /// values.onNext(2)
  /// ticks.onNext(())
  /// ticks.onNext(())
  /// // Prints: 2
  /// ```
  ///
  /// - Parameters:
  ///   - sampler: The sequence whose events take a sample.
  ///   - defaultValue: What a sample sends when no new element arrived; by default, nothing.
  /// - Returns: The sampled elements.
  @inlinable
  public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil)
    -> Observable<Element>
  {
    let source = asObservable()
    let sampler = sampler.asObservable()
    return Producer { observer, lifetime in
      let sink = Sink(LatestElementStateMachine<Element>(), observer: observer, lifetime: lifetime)
      sink.subscribeToLatest(source)
      let samplerLifetime = lifetime.makeChild()
      sampler.run(
        { event in
          if case .error(let error) = event {
            sink.exclusively { sink.finishIfRunning(.error(error)) }
            return
          }
          if event.isCompleted { samplerLifetime.dispose() }
          sink.exclusively {
            if case .send(let element) = sink.machine.sampled(default: defaultValue) {
              sink.send(element)
            }
            if case .finish = sink.machine.sampleDelivered() { sink.finish(.completed) }
          }
        }, samplerLifetime)
    }
  }
}
