extension ReplaySubject {
  /// RxSwift 5's name of ``createUnbounded()``.
  ///
  /// - Returns: A new subject whose buffer grows without limit.
  @available(*, deprecated, renamed: "createUnbounded()")
  public static func createUnbound() -> ReplaySubject<Element> {
    createUnbounded()
  }
}
