import Reactive

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
  /// `value` of the first screen a subscriber gets, then of each later screen that `isChange`
  /// says changed it: what a view that binds part of a screen model wants, as what is on show and
  /// then as it changes, even when it changes to an equal value (the same error twice).
  ///
  /// ```swift
  /// output.screen.currentThenChanges(\.failure, when: { $0.change == .failed })
  ///   .drive(onNext: { banner.show($0.description) })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - value: What the part is in a screen; `nil` sends nothing.
  ///   - isChange: Whether the step that led to a screen changed the part.
  /// - Returns: The part's values, on the main thread.
  public func currentThenChanges<Value>(
    _ value: @escaping (Element) -> Value?, when isChange: @escaping (Element) -> Bool
  ) -> Driver<Value> {
    asObservable().enumerated()
      .compactMap { index, element in
        index == 0 || isChange(element) ? value(element) : nil
      }
      .asDriver(onErrorDriveWith: .empty())
  }
}
