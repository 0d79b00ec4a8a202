import Foundation
import Synchronization

/// Process-wide settings for how the library reports what no one handles, as in RxSwift.
///
/// Every property may be read and set from any thread at any time, including from tests that run
/// in parallel: each read sees a whole value, never a torn one. A setting is process-wide, so a
/// test that replaces one should restore the previous value when it ends.
///
/// ```swift
/// Hooks.defaultErrorHandler = { _, error in crashReporter.record(error) }
/// Observable<Int>.error(NetworkError.offline).subscribe(onNext: { print($0) })
/// // The error goes to crashReporter.record(_:)
/// ```
public enum Hooks {
  /// The closure that receives an error no subscriber handles, with the call stack of the
  /// subscription when ``recordCallStackOnError`` is set (empty otherwise).
  public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: any Error)
    -> Void

  /// The closure that captures the call stack of a subscription, one frame per string.
  public typealias CustomCaptureSubscriptionCallstack = () -> [String]

  /// Whether a subscription without an error handler captures its call stack, with
  /// ``customCaptureSubscriptionCallstack``, to pass to ``defaultErrorHandler``.
  ///
  /// Off by default: capturing costs a stack walk per subscription. Reading it costs one atomic
  /// load, and only subscriptions that have no error handler read it.
  public static var recordCallStackOnError: Bool {
    get { recordsCallStackOnError.load(ordering: .relaxed) }
    set { recordsCallStackOnError.store(newValue, ordering: .relaxed) }
  }

  /// Receives every error that reaches a `subscribe` with no error handler (`onError`,
  /// `onFailure`).
  ///
  /// By default it writes `Unhandled error happened: <error>`, followed by the subscription's call
  /// stack if one was recorded, to standard error in debug builds, and does nothing in release
  /// builds. It runs on the thread that delivers the error.
  public static var defaultErrorHandler: DefaultErrorHandler {
    get { errorHandler.value }
    set { errorHandler.value = newValue }
  }

  /// Captures the call stack of a subscription when ``recordCallStackOnError`` is set.
  ///
  /// By default it returns `Thread.callStackSymbols` in debug builds and nothing in release
  /// builds.
  public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
    get { callStackCapture.value }
    set { callStackCapture.value = newValue }
  }

  // The closures are called on whichever thread subscribes or delivers the error, as in RxSwift.
  private static let errorHandler = GlobalSetting<DefaultErrorHandler>(reportOnStandardError)

  private static let callStackCapture = GlobalSetting<CustomCaptureSubscriptionCallstack>(
    captureCallStack)

  /// The call stack of a subscription that has no error handler, for ``defaultErrorHandler``:
  /// `nil` unless ``recordCallStackOnError`` is set, so that a subscription that records nothing
  /// captures no array.
  @inlinable
  static func subscriptionCallStack() -> [String]? {
    recordsCallStackOnError.load(ordering: .relaxed) ? captureSubscriptionCallStack() : nil
  }

  /// Calls ``customCaptureSubscriptionCallstack``; kept out of line, off the subscription path.
  @usableFromInline
  static func captureSubscriptionCallStack() -> [String] {
    customCaptureSubscriptionCallstack()
  }

  /// Hands `error` to a subscriber's `onError` handler or, if it has none, to
  /// ``defaultErrorHandler`` with the call stack recorded when the subscription was made.
  @inlinable
  static func report(
    _ error: any Error, to onError: ((any Error) -> Void)?, subscriptionCallStack: [String]?
  ) {
    if let onError {
      onError(error)
    } else {
      reportUnhandledError(error, subscriptionCallStack: subscriptionCallStack)
    }
  }

  /// Hands `error`, which reached a subscription without an error handler, to
  /// ``defaultErrorHandler`` with the call stack recorded when the subscription was made.
  @usableFromInline
  static func reportUnhandledError(_ error: any Error, subscriptionCallStack: [String]?) {
    defaultErrorHandler(subscriptionCallStack ?? [], error)
  }
}

/// The storage of ``Hooks/recordCallStackOnError``, read inline by every subscription that has no
/// error handler.
@usableFromInline
let recordsCallStackOnError = Atomic<Bool>(false)

/// The default ``Hooks/defaultErrorHandler``.
private func reportOnStandardError(_ callStack: [String], _ error: any Error) {
  #if DEBUG
    var report = "Unhandled error happened: \(error)\n"
    if !callStack.isEmpty {
      report += "subscription called from:\n\(callStack.joined(separator: "\n"))\n"
    }
    FileHandle.standardError.write(Data(report.utf8))
  #endif
}

/// The default ``Hooks/customCaptureSubscriptionCallstack``.
private func captureCallStack() -> [String] {
  #if DEBUG
    return Thread.callStackSymbols
  #else
    return []
  #endif
}
