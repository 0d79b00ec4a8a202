extension SharedSequenceConvertibleType {
  /// The elements of the driver or signal as an asynchronous stream, for `for await` loops.
  ///
  /// Reading the property subscribes on the main thread, where the elements are delivered; they
  /// are buffered until the loop asks for them, and completion ends the loop. Leaving the loop
  /// early, or cancelling the task that runs it, disposes the subscription. Read from a task off
  /// the main thread, the subscription waits for the main queue to run (see
  /// <doc:DriverAndSignalOnLinux>).
  ///
  /// ```swift
  /// for await rows in viewModel.rows.values {
  ///   print(rows)
  /// }
  /// ```
  public var values: AsyncStream<Element> {
    asyncStream(of: subscribedOnMainThread())
  }
}
