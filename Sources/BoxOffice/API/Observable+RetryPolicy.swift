import Foundation
import Reactive

extension ObservableType {
  /// Resubscribes to this sequence after a transient failure, as often as `policy` allows and
  /// after the waits it prescribes, timed on `scheduler`.
  ///
  /// Each failure is first turned into a ``BoxOfficeError`` by `classify`. When the error is
  /// transient (``BoxOfficeError/isTransient``) and the policy has a retry left, the sequence is
  /// subscribed again after the policy's wait; otherwise the result fails with the classified
  /// error: the last attempt's, when the retries run out, told how many attempts were made and
  /// how long they took in all by the scheduler's clock (``BoxOfficeError/afterAttempts(_:elapsed:)``).
  /// Built on `retry(when:)`, so disposing the result during a wait cancels the timer and nothing
  /// more is sent.
  ///
  /// ```swift
  /// transport.send(request)
  ///   .retry(.default, scheduler: scheduler) { HTTPTransport.boxOfficeError(from: $0, timeout: 10) }
  /// ```
  ///
  /// - Parameters:
  ///   - policy: How many retries, after which waits.
  ///   - scheduler: The clock of the waits.
  ///   - classify: Turns any failure into the error the caller sees.
  ///   - willRetry: Called with the number of the attempt about to be waited for (2 for the first
  ///     retry) and the wait, when a retry is scheduled.
  /// - Returns: The retrying sequence.
  func retry(
    _ policy: RetryPolicy, scheduler: any SchedulerType,
    classify: @escaping (any Error) -> BoxOfficeError,
    willRetry: @escaping (_ attempt: Int, _ wait: RxTimeInterval) -> Void = { _, _ in }
  ) -> Observable<Element> {
    let source = self
    return Observable.deferred {
      let start = scheduler.now
      return source.retry { (errors: Observable<any Error>) in
        errors.enumerated().flatMap { index, error -> Observable<Int> in
          let failure = classify(error)
          guard failure.isTransient, let wait = policy.delay(beforeRetry: index + 1) else {
            let elapsed = scheduler.now.timeIntervalSince(start)
            return .error(failure.afterAttempts(index + 1, elapsed: elapsed))
          }
          willRetry(index + 2, wait)
          return .timer(wait, scheduler: scheduler)
        }
      }
    }
  }
}
