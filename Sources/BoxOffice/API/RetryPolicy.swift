import Foundation
import Reactive

/// How ``BoxOfficeClient`` retries a request that failed transiently: how many times, and how
/// long it waits before each retry.
///
/// Only failures for which ``BoxOfficeError/isTransient`` holds are retried (a timeout, a refused
/// or broken connection, HTTP 5xx); KOBIS faults, 4xx and undecodable replies are answers, and
/// asking again would change nothing. The waits grow exponentially: `initialDelay` before the
/// first retry, `initialDelay × multiplier` before the second, and so on. There is no random
/// jitter: one user's command sends one request, so there is no crowd of clients to spread out,
/// and fixed waits keep the retry schedule exact in virtual-time tests.
///
/// ```swift
/// let policy = RetryPolicy(maxRetries: 3, initialDelay: .milliseconds(200))
/// print(policy.delays)
/// // Prints: [milliseconds(200), milliseconds(400), milliseconds(800)]
/// ```
public struct RetryPolicy: Equatable, Sendable {
  /// The default: two retries (three attempts in all), after 0.5 s and then 1 s.
  public static let `default` = RetryPolicy()

  /// No retries: every failure is final.
  public static let none = RetryPolicy(maxRetries: 0)

  /// The most retries after the first attempt.
  public var maxRetries: Int
  /// The wait before the first retry.
  public var initialDelay: RxTimeInterval
  /// The factor by which each wait is longer than the one before.
  public var multiplier: Int

  /// Creates a policy.
  ///
  /// - Parameters:
  ///   - maxRetries: The most retries after the first attempt; 0 or less for none.
  ///   - initialDelay: The wait before the first retry.
  ///   - multiplier: The factor by which each wait is longer than the one before; 1 keeps the
  ///     waits equal.
  public init(
    maxRetries: Int = 2, initialDelay: RxTimeInterval = .milliseconds(500), multiplier: Int = 2
  ) {
    self.maxRetries = maxRetries
    self.initialDelay = initialDelay
    self.multiplier = multiplier
  }

  /// The wait before each retry, in order: as many as there are retries.
  public var delays: [RxTimeInterval] {
    (0..<max(0, maxRetries)).map { delay(beforeRetry: $0 + 1)! }
  }

  /// The wait before each retry in seconds, in order, as ``delays`` gives them.
  public var delaySeconds: [TimeInterval] {
    delays.map(\.seconds)
  }

  /// The wait before retry number `retry`, or `nil` when the policy allows no such retry.
  ///
  /// - Parameter retry: The retry, counting from 1 (the second attempt).
  /// - Returns: `initialDelay × multiplier^(retry − 1)`, or `nil` past ``maxRetries``.
  public func delay(beforeRetry retry: Int) -> RxTimeInterval? {
    guard retry >= 1, retry <= maxRetries else { return nil }
    var factor = 1
    for _ in 1..<retry {
      factor = Self.saturatingProduct(factor, max(1, multiplier))
    }
    switch initialDelay {
    case .seconds(let value): return .seconds(Self.saturatingProduct(value, factor))
    case .milliseconds(let value): return .milliseconds(Self.saturatingProduct(value, factor))
    case .microseconds(let value): return .microseconds(Self.saturatingProduct(value, factor))
    case .nanoseconds(let value): return .nanoseconds(Self.saturatingProduct(value, factor))
    case .never: return .never
    @unknown default: return initialDelay
    }
  }

  private static func saturatingProduct(_ lhs: Int, _ rhs: Int) -> Int {
    let (product, overflow) = lhs.multipliedReportingOverflow(by: rhs)
    return overflow ? (lhs < 0) != (rhs < 0) ? .min : .max : product
  }
}
