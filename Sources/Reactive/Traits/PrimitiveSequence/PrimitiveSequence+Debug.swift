extension PrimitiveSequence {
  /// Prints every event and the life cycle of each subscription to standard output, passing the
  /// events on unchanged.
  ///
  /// Prints as ``ObservableType/debug(_:trimOutput:file:line:function:)`` does; a ``Single``'s
  /// element shows as `Event next(…)` followed by `Event completed`, as in RxSwift.
  ///
  /// ```swift
  /// _ = Single.just(1).debug("answer").subscribe()
  /// // Prints: 2024-05-01 12:00:00.000: answer -> subscribed
  /// //         2024-05-01 12:00:00.000: answer -> Event next(1)
  /// //         2024-05-01 12:00:00.000: answer -> Event completed
  /// //         2024-05-01 12:00:00.000: answer -> isDisposed
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The name in each line; by default the file name, line and function of the
  ///     call.
  ///   - trimOutput: Whether event descriptions longer than 40 characters are shortened to their
  ///     first and last 20 characters.
  ///   - file: The file of the call, for the default identifier.
  ///   - line: The line of the call, for the default identifier.
  ///   - function: The function of the call, for the default identifier.
  /// - Returns: The same sequence, printing as it goes.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: source.debug(
        identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }
}
