extension ObservableType {
  /// Continues with the sequence that `handler` returns when this sequence fails.
  ///
  /// On an error, this sequence is unsubscribed and the sequence made by `handler` is subscribed
  /// in its place, at once; its events, including its terminal event, are forwarded. An error
  /// thrown by `handler` is sent as `.error`. Elements and completion of this sequence pass
  /// through unchanged.
  ///
  /// ```swift
  /// _ = Observable<Int>.error(NetworkError.offline)
  ///   .catch { _ in Observable.of(-1, -2) }
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: -1
  /// //         -2
  /// ```
  ///
  /// - Parameter handler: Makes the sequence to continue with from the error.
  /// - Returns: The sequence that recovers from an error with `handler`'s sequence.
  @inlinable
  public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    let source = asObservable()
    return Producer { observer, lifetime in
      let sourceLifetime = lifetime.makeChild()
      source.run(
        { event in
          guard case .error(let error) = event else {
            observer(event)
            return
          }
          sourceLifetime.dispose()
          let recovery: Observable<Element>
          do {
            recovery = try handler(error)
          } catch {
            observer(.error(error))
            return
          }
          if lifetime.isDisposed { return }
          recovery.runEnteringTrampoline(observer, lifetime)
        }, sourceLifetime)
    }
  }

  /// Ends with `element` instead of failing when this sequence fails.
  ///
  /// On an error, this sequence is unsubscribed and `element` is sent, followed by completion.
  ///
  /// ```swift
  /// _ = Observable<String>.error(NetworkError.offline)
  ///   .catchAndReturn("offline")
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: offline
  /// ```
  ///
  /// - Parameter element: The last element, sent in place of the error.
  /// - Returns: The sequence that never fails.
  @inlinable
  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    `catch` { _ in Observable.just(element) }
  }

  /// Subscribes to the sequences of `sequence` one after another, moving to the next each time
  /// one fails, until one completes.
  ///
  /// The first sequence is subscribed to at once; when a sequence fails, it is unsubscribed and
  /// the next one is taken from `sequence` and subscribed to, at the moment of the error.
  /// Elements of every sequence are forwarded; the first completion ends the result. When the
  /// last sequence fails too, its error is forwarded; an empty `sequence` completes at once.
  /// Sequences that fail synchronously are run in a loop, so any number of them runs in constant
  /// stack depth.
  ///
  /// ```swift
  /// let mirrors = [primary.fetch(), secondary.fetch(), Observable.just(cachedCopy)]
  /// _ = Observable.catch(sequence: mirrors).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// - Parameter sequence: The sequences to try in turn; iterated anew for each subscription.
  /// - Returns: The elements of the sequences tried, ending with the first completion.
  @inlinable
  public static func `catch`<Sources: Sequence>(sequence: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    Producer { observer, lifetime in
      var iterator = sequence.makeIterator()
      guard let first = iterator.next() else {
        if !lifetime.isDisposed { observer(.completed) }
        return
      }
      let runner = Sink(IterationStateMachine.idle, observer: observer, lifetime: lifetime)
      // Set by a failed attempt before it requests the next iteration, which takes it. The
      // iterator is advanced by the failed attempt itself, so that the last error is delivered at
      // once, on the thread that sent it.
      var next: Observable<Element>? = first
      func subscribeNext() {
        guard let source = next else { return }
        next = nil
        if lifetime.isDisposed { return }
        let attemptLifetime = lifetime.makeChild()
        source.runEnteringTrampoline(
          { event in
            guard case .error(let error) = event else {
              observer(event)
              return
            }
            attemptLifetime.dispose()
            guard let following = iterator.next() else {
              observer(.error(error))
              return
            }
            next = following
            runner.iterate(subscribeNext)
          }, attemptLifetime)
      }
      runner.iterate(subscribeNext)
    }
  }
}
