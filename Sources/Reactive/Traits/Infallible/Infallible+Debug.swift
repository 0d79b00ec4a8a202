extension InfallibleType {
  /// Prints every event and the life cycle of each subscription to standard output, passing the
  /// events on unchanged.
  ///
  /// Behaves as ``ObservableType/debug(_:trimOutput:file:line:function:)``.
  ///
  /// - Parameters:
  ///   - identifier: The name in each line; by default the file name, line and function of the
  ///     call.
  ///   - trimOutput: Whether event descriptions longer than 40 characters are shortened to their
  ///     first and last 20 characters.
  ///   - file: The file of the call, for the default identifier.
  ///   - line: The line of the call, for the default identifier.
  ///   - function: The function of the call, for the default identifier.
  /// - Returns: The same events.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> Infallible<Element> {
    Infallible(
      asObservable().debug(
        identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }
}
