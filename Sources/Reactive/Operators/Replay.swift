extension ObservableType {
  /// Returns a connectable sequence that replays up to `bufferSize` of the latest elements to
  /// each subscriber, then relays the source's events once connected.
  ///
  /// Equivalent to `multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })`,
  /// as in RxSwift: each connection has a subject of its own, made when the first subscriber or
  /// connection needs it and forgotten when the connection ends (disposed, or the source
  /// terminated). After a disconnection, earlier subscribers receive nothing from later
  /// connections, and later subscribers neither the old buffer nor the old terminal event; they
  /// wait for the next connection.
  ///
  /// ```swift
  /// let numbers = PublishSubject<Int>()
  /// let replayed = numbers.replay(2)
  /// _ = replayed.connect()
  /// numbers.onNext(1)
  /// numbers.onNext(2)
  /// numbers.onNext(3)
  /// _ = replayed.subscribe(onNext: { print($0) })
  /// // Prints: 2
  /// //         3
  /// ```
  ///
  /// - Parameter bufferSize: How many of the latest elements to replay.
  /// - Returns: A connectable sequence.
  @inlinable
  public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
    multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
  }

  /// Returns a connectable sequence that replays every element to each subscriber, then relays
  /// the source's events once connected.
  ///
  /// Equivalent to `multicast(makeSubject:)` with an unbounded ``ReplaySubject``, as in RxSwift:
  /// each connection has a subject of its own, as with ``replay(_:)``. The buffer grows without
  /// bound, so use it only for sequences known to be short.
  ///
  /// ```swift
  /// let numbers = PublishSubject<Int>()
  /// let replayed = numbers.replayAll()
  /// _ = replayed.connect()
  /// numbers.onNext(1)
  /// numbers.onNext(2)
  /// _ = replayed.subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         2
  /// ```
  ///
  /// - Returns: A connectable sequence.
  /// - Complexity: O(n) memory for the n elements the source has sent.
  @inlinable
  public func replayAll() -> ConnectableObservable<Element> {
    multicast(makeSubject: { ReplaySubject.createUnbounded() })
  }
}
