import Foundation

extension ObservableType {
  /// Prints every event and the life cycle of each subscription to standard output, passing the
  /// events on unchanged.
  ///
  /// Each line reads `<timestamp>: <identifier> -> <what happened>`, as in RxSwift: `subscribed`
  /// when the sequence is subscribed to, `Event next(1)`, `Event error(…)` or `Event completed`
  /// for each event, and `isDisposed` once when the subscription ends. The timestamp is local
  /// time, `yyyy-MM-dd HH:mm:ss.SSS`.
  ///
  /// ```swift
  /// _ = Observable.of(1).debug("numbers").subscribe()
  /// // Prints: 2024-05-01 12:00:00.000: numbers -> subscribed
  /// //         2024-05-01 12:00:00.000: numbers -> Event next(1)
  /// //         2024-05-01 12:00:00.000: numbers -> Event completed
  /// //         2024-05-01 12:00:00.000: numbers -> isDisposed
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The name in each line; by default the file name, line and function of the
  ///     call, such as `ViewModel.swift:12 (load())`.
  ///   - trimOutput: Whether event descriptions longer than 40 characters are shortened to their
  ///     first and last 20 characters.
  ///   - file: The file of the call, for the default identifier.
  ///   - line: The line of the call, for the default identifier.
  ///   - function: The function of the call, for the default identifier.
  /// - Returns: The same events.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> Observable<Element> {
    let name = identifier ?? "\(file.split(separator: "/").last ?? ""):\(line) (\(function))"
    let source = asObservable()
    return Producer { observer, lifetime in
      logDebugLine(name, "subscribed")
      lifetime.add(Disposables.create { logDebugLine(name, "isDisposed") })
      source.run(
        { event in
          logDebugLine(name, "Event \(describeDebugEvent(event, trimmed: trimOutput))")
          observer(event)
        }, lifetime)
    }
  }
}

/// Prints one line of `debug` output.
private func logDebugLine(_ identifier: String, _ content: String) {
  print("\(debugTimestamp(Date())): \(identifier) -> \(content)")
}

/// The description of `event`; when `trimmed`, cut to its first and last 20 characters if it is
/// longer than 40.
private func describeDebugEvent<Element>(_ event: Event<Element>, trimmed: Bool) -> String {
  let maximumLength = 40
  let text = "\(event)"
  guard trimmed && text.count > maximumLength else { return text }
  return "\(text.prefix(maximumLength / 2))...\(text.suffix(maximumLength / 2))"
}

/// `date` in local time as `yyyy-MM-dd HH:mm:ss.SSS`. Built from calendar components rather than
/// a `DateFormatter` so that it is safe to call from any thread.
private func debugTimestamp(_ date: Date) -> String {
  let parts = Calendar.current.dateComponents(
    [.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
  func padded(_ value: Int?, _ width: Int) -> String {
    let digits = String(value ?? 0)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
  let milliseconds = (parts.nanosecond ?? 0) / 1_000_000
  return "\(padded(parts.year, 4))-\(padded(parts.month, 2))-\(padded(parts.day, 2)) "
    + "\(padded(parts.hour, 2)):\(padded(parts.minute, 2)):\(padded(parts.second, 2))."
    + padded(milliseconds, 3)
}
