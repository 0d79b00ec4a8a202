extension ObservableType {
  /// Returns a sequence that starts from `initialState` and advances it with `iterate` while
  /// `condition` holds, sending each state.
  ///
  /// An error thrown by `condition` or `iterate` is sent as `.error`.
  ///
  /// ```swift
  /// _ = Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 })
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         3
  /// //         9
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The first state.
  ///   - condition: Whether a state is sent; the sequence completes at the first that is not.
  ///   - scheduler: Where the events are sent; by default, synchronously during `subscribe`.
  ///   - iterate: Computes the next state.
  /// - Returns: The generated sequence.
  @inlinable
  public static func generate(
    initialState: Element,
    condition: @escaping (Element) throws -> Bool,
    scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance,
    iterate: @escaping (Element) throws -> Element
  ) -> Observable<Element> {
    Producer { observer, lifetime in
      var state = initialState
      var isFirst = true
      // Returns whether another step should follow.
      func step() -> Bool {
        if lifetime.isDisposed { return false }
        do {
          if isFirst {
            isFirst = false
          } else {
            state = try iterate(state)
          }
          if try condition(state) {
            observer(.next(state))
            return true
          }
          observer(.completed)
        } catch {
          observer(.error(error))
        }
        return false
      }
      if scheduler is CurrentThreadScheduler {
        while step() {}
      } else {
        lifetime.add(
          scheduler.scheduleRecursive(()) { _, recurse in
            if step() { recurse(()) }
          })
      }
    }
  }
}
