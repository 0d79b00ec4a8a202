extension ObservableType where Element: RxAbstractInteger {
  /// Returns a sequence that sends `0` after `dueTime`, then completes or, with a `period`, sends
  /// `1`, `2`, … every `period`.
  ///
  /// Without a period, the sequence sends `0` and completes, both from `scheduler`. With one, it
  /// never completes; dispose it to stop it. The elements wrap around on overflow.
  ///
  /// ```swift
  /// _ = Observable<Int>.timer(.seconds(1), scheduler: MainScheduler.instance)
  ///   .subscribe(onNext: { print($0) }, onCompleted: { print("done") })
  /// // Prints: 0
  /// //         done
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The wait before the first element.
  ///   - period: The interval between later elements; `nil` for a single element.
  ///   - scheduler: The scheduler that runs the clock and sends the elements.
  /// - Returns: The timer sequence.
  @inlinable
  public static func timer(
    _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: any SchedulerType
  ) -> Observable<Element> {
    guard let period else {
      return Producer { observer, lifetime in
        lifetime.add(
          scheduler.scheduleOnce((), after: dueTime) { _ in
            if !lifetime.isDisposed { observer(.next(0)) }
            if !lifetime.isDisposed { observer(.completed) }
          })
      }
    }
    return Producer { observer, lifetime in
      lifetime.add(
        scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { count in
          if !lifetime.isDisposed { observer(.next(count)) }
          return count &+ 1
        })
    }
  }
}
