extension InfallibleType {
  /// Shares one subscription to this sequence among all subscribers, replaying the latest
  /// `replay` elements to each new one.
  ///
  /// Behaves as ``ObservableType/share(replay:scope:)``.
  ///
  /// ```swift
  /// let state = reducer.asInfallible().share(replay: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - replay: How many of the latest elements new subscribers receive first; zero replays
  ///     nothing.
  ///   - scope: Whether the replay buffer lives only as long as a connection, or forever.
  /// - Returns: An infallible sequence that shares one subscription to this one.
  @inlinable
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
    -> Infallible<Element>
  {
    Infallible(asObservable().share(replay: replay, scope: scope))
  }
}
