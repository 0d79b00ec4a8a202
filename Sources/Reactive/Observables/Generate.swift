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
  ///   - scheduler: Where the events are sent; by default, one step each on the current-thread
  ///     trampoline, all before the outermost `subscribe` returns.
  ///   - iterate: Computes the next state.
  /// - Returns: The generated sequence.
  @inlinable
  public static func generate(
    initialState: Element,
    condition: @escaping (Element) throws -> Bool,
    scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance,
    iterate: @escaping (Element) throws -> Element
  ) -> Observable<Element> {
    steppedProducer(scheduler: scheduler) {
      GeneratedSteps(state: initialState, condition: condition, iterate: iterate)
    }
  }
}

/// The steps of `generate`: the states while the condition holds, then the completion, or the
/// error a closure threw.
@usableFromInline
struct GeneratedSteps<Element>: EmissionSteps {
  @usableFromInline
  var state: Element

  @usableFromInline
  var isFirst = true

  @usableFromInline
  let condition: (Element) throws -> Bool

  @usableFromInline
  let iterate: (Element) throws -> Element

  @inlinable
  init(
    state: Element, condition: @escaping (Element) throws -> Bool,
    iterate: @escaping (Element) throws -> Element
  ) {
    self.state = state
    self.condition = condition
    self.iterate = iterate
  }

  @inlinable
  mutating func step(_ observer: EventHandler<Element>) -> Bool {
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
}
