extension ObservableType {
  /// Returns a sequence that fails at once with `error`.
  ///
  /// - Parameter error: The error to send.
  /// - Returns: The failing sequence.
  @inlinable
  public static func error(_ error: any Swift.Error) -> Observable<Element> {
    Producer { observer, lifetime in
      if !lifetime.isDisposed { observer(.error(error)) }
    }
  }
}
