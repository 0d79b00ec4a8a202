extension ObservableType {
  /// Sends the last `count` elements when the sequence completes.
  ///
  /// Nothing is sent before the source completes. An error from the source is sent at once and
  /// the buffered elements are dropped. A `count` of zero or less sends only the completion.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 3, 4).takeLast(2).subscribe(onNext: { print($0) })
  /// // Prints: 3
  /// //         4
  /// ```
  ///
  /// - Parameter count: How many of the last elements to send.
  /// - Returns: The last `count` elements, sent when the source completes.
  /// - Complexity: O(1) per element; memory for `count` elements.
  @inlinable
  public func takeLast(_ count: Int) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer, lifetime in
      // A ring buffer: once full, `oldest` is where the next element overwrites the oldest one.
      var buffer: [Element] = []
      var oldest = 0
      source.run(
        { event in
          switch event {
          case .next(let element):
            if buffer.count < count {
              buffer.append(element)
            } else if count > 0 {
              buffer[oldest] = element
              oldest = (oldest + 1) % count
            }
          case .error(let error):
            observer(.error(error))
          case .completed:
            for offset in 0..<buffer.count {
              if lifetime.isDisposed { return }
              observer(.next(buffer[(oldest + offset) % buffer.count]))
            }
            if !lifetime.isDisposed { observer(.completed) }
          }
        }, lifetime)
    }
  }
}
