extension ObservableType {
  /// Subscribes to this sequence on `scheduler`, and disposes that subscription there too.
  ///
  /// Moves the work of subscribing (and of unsubscribing) to the scheduler, for sources whose
  /// subscription is expensive or must happen on a given thread. Events are then delivered on
  /// whatever thread the source sends them on; use ``observe(on:)`` to move delivery.
  ///
  /// ```swift
  /// let background = SerialDispatchQueueScheduler(qos: .utility)
  /// Observable<Data>.create { observer in
  ///   observer.onNext(readLargeFile())  // runs on the background queue
  ///   observer.onCompleted()
  ///   return Disposables.create()
  /// }
  /// .subscribe(on: background)
  /// .subscribe(onNext: { print($0.count) })
  /// .disposed(by: disposeBag)
  /// ```
  ///
  /// Disposing before the subscription has been made cancels it. Once disposed, no further event
  /// is delivered, even while the scheduled disposal of the source is pending. After the source
  /// terminates, its subscription is also disposed on `scheduler`, as in RxSwift; an operator of
  /// this sequence that ends before its own source (`take(1)`, a `map` that throws) disposes
  /// that source at once, as in RxSwift, so that a synchronous one stops sending.
  ///
  /// - Parameter scheduler: Where the subscription to this sequence is made and disposed.
  /// - Returns: The same events, from a subscription made on `scheduler`.
  @inlinable
  public func subscribe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer, lifetime in
      // Not a child lifetime: a child would be disposed at once, on the disposing thread.
      let upstream = Lifetime()
      let disposal = ScheduledDisposable(scheduler: scheduler, disposable: upstream)
      let subscription = SingleAssignmentDisposable()
      lifetime.add(subscription)
      lifetime.add(disposal)
      subscription.setDisposable(
        scheduler.schedule(()) { _ in
          if lifetime.isDisposed { return Disposables.create() }
          source.runEnteringTrampoline(
            { event in
              if lifetime.isDisposed { return }
              observer(event)
              if event.isStopEvent { disposal.dispose() }
            }, upstream)
          return Disposables.create()
        })
    }
  }
}
