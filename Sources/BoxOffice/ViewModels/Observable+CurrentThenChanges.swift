import Reactive

extension ObservableType {
  /// `value` of the first element, then of each later element that `isChange` says changed it:
  /// a view model's output that a view bound late receives as what is on show, then as it
  /// changes, even when it changes to an equal value (the same error twice).
  ///
  /// ```swift
  /// let errors = states.currentThenChanges(\.failure, when: { $0.lastChange == .failed })
  /// ```
  ///
  /// - Parameters:
  ///   - value: What the output sends from a state; `nil` sends nothing.
  ///   - isChange: Whether the step that led to a state changed the value.
  /// - Returns: The values.
  func currentThenChanges<Value>(
    _ value: @escaping (Element) -> Value?, when isChange: @escaping (Element) -> Bool
  ) -> Observable<Value> {
    enumerated().compactMap { index, element in
      index == 0 || isChange(element) ? value(element) : nil
    }
  }
}
