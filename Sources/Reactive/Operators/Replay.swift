extension ObservableType {
  /// Returns a connectable sequence that replays up to `bufferSize` of the latest elements to
  /// each subscriber, then relays the source's events once connected.
  ///
  /// Equivalent to `multicast(ReplaySubject.create(bufferSize: bufferSize))`: the buffer lives
  /// as long as the connectable sequence, across connections, and after the source has
  /// terminated, later subscribers receive the buffer and the terminal event.
  ///
  /// ```swift
  /// let replayed = Observable.of(1, 2, 3).replay(2)
  /// _ = replayed.connect()
  /// _ = replayed.subscribe(onNext: { print($0) })
  /// // Prints: 2
  /// //         3
  /// ```
  ///
  /// - Parameter bufferSize: How many of the latest elements to replay.
  /// - Returns: A connectable sequence.
  @inlinable
  public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
    multicast(ReplaySubject.create(bufferSize: bufferSize))
  }

  /// Returns a connectable sequence that replays every element to each subscriber, then relays
  /// the source's events once connected.
  ///
  /// Equivalent to `multicast(ReplaySubject.createUnbounded())`; the buffer grows without bound,
  /// so use it only for sequences known to be short.
  ///
  /// ```swift
  /// let replayed = Observable.of(1, 2, 3).replayAll()
  /// _ = replayed.connect()
  /// _ = replayed.subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         2
  /// //         3
  /// ```
  ///
  /// - Returns: A connectable sequence.
  /// - Complexity: O(n) memory for the n elements the source has sent.
  @inlinable
  public func replayAll() -> ConnectableObservable<Element> {
    multicast(ReplaySubject.createUnbounded())
  }
}
