extension ObservableType {
  /// Projects each element to an observable sequence and sends the elements of those sequences
  /// one sequence after the other, in the order of the source's elements.
  ///
  /// An inner sequence is subscribed to only when the previous one has completed; those waiting
  /// are queued, already made by `selector` when their element arrived. The result completes when
  /// the source and every inner sequence have completed. The first error, from the source, an
  /// inner sequence or `selector`, is sent at once and disposes everything; so does disposing the
  /// subscription. Inner sequences that complete synchronously are run in a loop, so any number
  /// of them runs in constant stack depth; and nesting is not limited by the stack either, as
  /// with `flatMap`.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2)
  ///   .concatMap { Observable.of($0, $0 * 10) }
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         10
  /// //         2
  /// //         20
  /// ```
  ///
  /// - Parameter selector: Makes the inner sequence of an element.
  /// - Returns: The concatenated elements of the inner sequences.
  @inlinable
  public func concatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    mergeInners(.limited(1), selector)
  }
}
