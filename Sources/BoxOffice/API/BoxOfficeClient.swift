import Foundation
import Reactive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The box-office client: daily and weekly charts, movie searches and a film's details, each as a
/// `Single`.
///
/// A struct of closures shaped around KOBIS's services, so that view models receive it through
/// `init` and tests hand them a stand-in that answers from a test scheduler. A request has one
/// answer, a value or a failure, so each closure returns a `Single`, as RxSwift clients do for one
/// request and its response; `asObservable()` turns it into an observable where one is wanted
/// (`flatMapLatest` takes it as it is).
///
/// The live value, ``live(api:transport:cache:retryPolicy:scheduler:events:)``, runs this pipeline on each
/// subscription:
///
/// 1. build the request: a missing key or an invalid query fails here, before anything is sent;
/// 2. answer from the cache when the policy allows and a fresh reply is stored (the cache is
///    consulted once per subscription, not once per attempt);
/// 3. otherwise send the request through the ``HTTPTransport``, and after a transient failure
///    (``BoxOfficeError/isTransient``: a timeout, a refused or broken connection, HTTP 5xx) send it
///    again as the ``RetryPolicy`` allows, waiting on the injected scheduler; by default three
///    attempts in all, 0.5 s and 1 s apart;
/// 4. decode the body (a `faultInfo` reply fails with ``BoxOfficeError/kobisFault(code:message:)``,
///    which is never retried, nor is a 4xx status, an undecodable reply or a film KOBIS does not
///    know) and store it in the cache: a chart with entries for as long as its period's figures may
///    still change, a film's details for ``ResponseCache/movieDetailsLifetime``, a page of search
///    results for ``ResponseCache/movieSearchLifetime``.
///
/// Every failure is a ``BoxOfficeError`` with the API key scrubbed from its text; after the
/// retries run out it is the last attempt's error.
///
/// ```swift
/// let client = BoxOfficeClient.live(api: BoxOfficeAPI(apiKey: key))
/// client.chart(for: BoxOfficeEndpoint(kind: .weekend, date: CalendarDate(yyyymmdd: "20120101")!))
///   .subscribe(onSuccess: { chart in print(chart.entries[0].title) })
///   .disposed(by: disposeBag)
/// // Prints: 미션임파서블:고스트프로토콜
/// ```
///
/// `BoxOfficeClient` is thread-safe. The live value delivers on the URL session's delegate queue,
/// or synchronously on subscription for a cache hit or an early failure. Nothing is sent until
/// subscription; each subscription sends its own request, and disposing it cancels the request
/// or the wait before a retry.
public struct BoxOfficeClient: Sendable {
  /// Returns the chart an endpoint answers with, under a cache policy.
  public var chart: @Sendable (BoxOfficeEndpoint, CachePolicy) -> Single<BoxOfficeChart>
  /// Returns a page of the films a search matches, under a cache policy (`searchMovieList`).
  public var movieList: @Sendable (MovieSearchQuery, CachePolicy) -> Single<MovieSearchPage>
  /// Returns the details of the film with a movie code, under a cache policy
  /// (`searchMovieInfo`).
  public var movieInfo: @Sendable (String, CachePolicy) -> Single<MovieDetails>

  /// Creates a client from its closures.
  ///
  /// A client made for charts alone may leave out the movie services: they then fail with
  /// ``BoxOfficeError/invalidQuery(_:)`` saying that this client has none.
  ///
  /// - Parameters:
  ///   - chart: Returns the chart an endpoint answers with, under a cache policy, or fails with a
  ///     ``BoxOfficeError``.
  ///   - movieList: Returns a page of the films a search matches, or fails.
  ///   - movieInfo: Returns a film's details, or fails (``BoxOfficeError/movieNotFound(code:)``
  ///     for a code KOBIS does not know).
  public init(
    chart: @escaping @Sendable (BoxOfficeEndpoint, CachePolicy) -> Single<BoxOfficeChart>,
    movieList: @escaping @Sendable (MovieSearchQuery, CachePolicy) -> Single<MovieSearchPage> = {
      _, _ in .error(BoxOfficeError.invalidQuery("this client cannot search films"))
    },
    movieInfo: @escaping @Sendable (String, CachePolicy) -> Single<MovieDetails> = { _, _ in
      .error(BoxOfficeError.invalidQuery("this client cannot look up films"))
    }
  ) {
    self.chart = chart
    self.movieList = movieList
    self.movieInfo = movieInfo
  }

  /// The chart `endpoint` asks for: the daily chart of its day, or the whole-week, weekend or
  /// weekdays chart of the week containing its day.
  ///
  /// - Parameters:
  ///   - endpoint: The kind, the day and the filters.
  ///   - cachePolicy: Whether a stored reply may answer.
  /// - Returns: The chart, or a ``BoxOfficeError``.
  public func chart(for endpoint: BoxOfficeEndpoint, cachePolicy: CachePolicy = .useCache)
    -> Single<BoxOfficeChart>
  {
    chart(endpoint, cachePolicy)
  }

  /// A page of the films that `query` matches.
  ///
  /// - Parameters:
  ///   - query: What to look for, and which page.
  ///   - cachePolicy: Whether a stored reply may answer.
  /// - Returns: The page, or a ``BoxOfficeError``.
  public func searchMovies(_ query: MovieSearchQuery, cachePolicy: CachePolicy = .useCache)
    -> Single<MovieSearchPage>
  {
    movieList(query, cachePolicy)
  }

  /// The details of the film with the movie code `code`.
  ///
  /// - Parameters:
  ///   - code: The movie code, e.g. `20124079`.
  ///   - cachePolicy: Whether a stored reply may answer.
  /// - Returns: The details, or ``BoxOfficeError/movieNotFound(code:)`` when KOBIS has no such
  ///   film, or another ``BoxOfficeError``.
  public func movieDetails(code: String, cachePolicy: CachePolicy = .useCache)
    -> Single<MovieDetails>
  {
    movieInfo(code, cachePolicy)
  }

  /// The client that asks KOBIS (or whatever server `api` names).
  ///
  /// - Parameters:
  ///   - api: The base URL, key and timeout.
  ///   - transport: How requests are sent; by default ``HTTPTransport/live(timeout:scheduler:)``
  ///     with the timeout of `api`.
  ///   - cache: Where replies are kept between runs, or `nil` to keep none.
  ///   - retryPolicy: How transient failures are retried; ``RetryPolicy/none`` for never.
  ///   - scheduler: The clock of the waits between attempts and of the attempts' durations; by
  ///     default a background dispatch queue. It is used from the thread on which an attempt
  ///     fails, so it must be thread-safe (the dispatch-queue schedulers are), or all of a test
  ///     must run on one thread (a `TestScheduler`).
  ///   - events: Told each step of each request (``Event``), on the thread where it happens; by
  ///     default nobody.
  /// - Returns: The live client.
  public static func live(
    api: BoxOfficeAPI, transport: HTTPTransport? = nil, cache: ResponseCache? = nil,
    retryPolicy: RetryPolicy = .default,
    scheduler: any SchedulerType = ConcurrentDispatchQueueScheduler(qos: .userInitiated),
    events: (@Sendable (Event) -> Void)? = nil
  ) -> BoxOfficeClient {
    let transport = transport ?? .live(timeout: api.timeout)
    let fetcher = Fetcher(
      api: api, transport: transport, cache: cache, retryPolicy: retryPolicy,
      scheduler: scheduler, report: events ?? { _ in })
    return BoxOfficeClient(
      chart: { endpoint, policy in
        fetcher.fetch(
          endpoint, policy: policy,
          decode: { body throws(BoxOfficeError) in
            try BoxOfficeChart(decoding: body, for: endpoint)
          },
          lifetime: { $0.entries.isEmpty ? nil : .period(lastDay: $0.lastDay) })
      },
      movieList: { query, policy in
        fetcher.fetch(
          MovieEndpoint.search(query), policy: policy,
          decode: { body throws(BoxOfficeError) in try MovieSearchPage(decoding: body) },
          lifetime: { _ in .seconds(ResponseCache.movieSearchLifetime) })
      },
      movieInfo: { code, policy in
        fetcher.fetch(
          MovieEndpoint.details(code: code), policy: policy,
          decode: { body throws(BoxOfficeError) in try MovieDetails(decoding: body, code: code) },
          lifetime: { _ in .seconds(ResponseCache.movieDetailsLifetime) })
      })
  }
}

/// The pipeline every live request runs: build, answer from the cache, send with retries,
/// decode, store, redact; each step reported.
private struct Fetcher: Sendable {
  let api: BoxOfficeAPI
  let transport: HTTPTransport
  let cache: ResponseCache?
  let retryPolicy: RetryPolicy
  // Safe: the scheduler only schedules the waits and reads its clock, from whichever thread an
  // attempt fails on; `BoxOfficeClient.live`'s contract requires it to be thread-safe or used
  // from one thread.
  nonisolated(unsafe) let scheduler: any SchedulerType
  let report: @Sendable (BoxOfficeClient.Event) -> Void

  /// One request for `endpoint` (with its cache identity and the URL to report): `decode` reads
  /// a body, and `lifetime` says how long a decoded reply is kept (`nil`: not stored).
  func fetch<Value: Sendable>(
    _ endpoint: some KOBISEndpoint, policy: CachePolicy,
    decode: @escaping (Data) throws(BoxOfficeError) -> Value,
    lifetime: @escaping (Value) -> ResponseCache.Lifetime?
  ) -> Single<Value> {
    let key = api.usableKey ?? ""
    let classify: @Sendable (any Error) -> BoxOfficeError = { error in
      HTTPTransport.boxOfficeError(from: error, timeout: api.timeout).redacting(key)
    }
    return Observable<Value>.deferred {
      let request = try api.request(for: endpoint)
      let identity = try api.cacheIdentity(for: endpoint)
      let url = api.displayURL(for: endpoint)
      report(.request(url: url))
      if let cache {
        let file = cache.fileURL(for: identity)
        if policy == .reloadIgnoringCache {
          report(.cacheSkipped)
        } else if let body = cache.body(for: identity), let value = try? decode(body) {
          report(.cacheHit(file: file))
          return .just(value)
        } else {
          report(.cacheMiss(file: file))
        }
      }
      let attempts = AttemptCounter()
      return Observable.deferred {
        let number = attempts.next()
        let start = scheduler.now
        report(.attemptStarted(number: number, of: retryPolicy.maxRetries + 1))
        return transport.send(request).do(
          onNext: { body in
            let duration = scheduler.now.timeIntervalSince(start)
            report(.attemptSucceeded(number: number, bytes: body.count, duration: duration))
          },
          onError: { error in
            let duration = scheduler.now.timeIntervalSince(start)
            report(.attemptFailed(number: number, error: classify(error), duration: duration))
          })
      }
      .retry(retryPolicy, scheduler: scheduler, classify: classify) { number, wait in
        report(.waiting(seconds: wait.seconds, beforeAttempt: number))
      }
      .map { body in
        let value = try decode(body)
        if let cache, let lifetime = lifetime(value) {
          let stored = cache.store(body, lifetime: lifetime, for: identity)
          report(.storedReply(file: cache.fileURL(for: identity), stored: stored))
        }
        return value
      }
    }
    .catch { error in .error(classify(error)) }
    .asSingle()
  }
}

/// Numbers the attempts of one request: they run one after another, but each may start on
/// another thread.
private final class AttemptCounter: @unchecked Sendable {
  // @unchecked Sendable: `count` is guarded by `lock`.
  private let lock = NSLock()
  private var count = 0

  /// The next attempt's number, from 1.
  func next() -> Int {
    lock.withLock {
      count += 1
      return count
    }
  }
}

extension RxTimeInterval {
  /// The interval in seconds; infinity for `never`.
  var seconds: TimeInterval {
    switch self {
    case .seconds(let value): Double(value)
    case .milliseconds(let value): Double(value) / 1e3
    case .microseconds(let value): Double(value) / 1e6
    case .nanoseconds(let value): Double(value) / 1e9
    default: .infinity
    }
  }
}
