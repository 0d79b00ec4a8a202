import Foundation
import Reactive

/// The box-office client: daily and weekly charts as observable sequences.
///
/// A struct of one closure shaped around KOBIS's endpoints, so that view models receive it
/// through `init` and tests hand them a stand-in that answers from a test scheduler. The live
/// value, ``live(api:transport:cache:)``, runs this pipeline on each subscription:
///
/// 1. build the request: a missing key or an invalid query fails here, before anything is sent;
/// 2. answer from the cache when the policy allows and a fresh reply is stored;
/// 3. otherwise send the request through the ``HTTPTransport``;
/// 4. decode the body (a `faultInfo` reply fails with ``BoxOfficeError/kobisFault(code:message:)``)
///    and store it in the cache if it holds a chart with entries.
///
/// Every failure is a ``BoxOfficeError`` with the API key scrubbed from its text.
///
/// ```swift
/// let client = BoxOfficeClient.live(api: BoxOfficeAPI(apiKey: key))
/// client.weekly(WeeklyQuery(date: CalendarDate(yyyymmdd: "20120101")!, period: .weekend))
///   .subscribe(onNext: { chart in print(chart.entries[0].title) })
///   .disposed(by: disposeBag)
/// // Prints: 미션임파서블:고스트프로토콜
/// ```
///
/// `BoxOfficeClient` is thread-safe. The live value delivers on the URL session's delegate queue,
/// or synchronously on subscription for a cache hit or an early failure. Nothing is sent until
/// subscription; each subscription sends its own request, and disposing it cancels the request.
public struct BoxOfficeClient: Sendable {
  /// Returns the chart an endpoint answers with, under a cache policy.
  public var chart: @Sendable (BoxOfficeEndpoint, CachePolicy) -> Observable<BoxOfficeChart>

  /// Creates a client from its closure.
  ///
  /// - Parameter chart: Returns the chart an endpoint answers with, under a cache policy: one
  ///   chart then completion, or a ``BoxOfficeError``.
  public init(
    chart: @escaping @Sendable (BoxOfficeEndpoint, CachePolicy) -> Observable<BoxOfficeChart>
  ) {
    self.chart = chart
  }

  /// The daily chart of one day.
  ///
  /// - Parameters:
  ///   - query: The day and the filters.
  ///   - cachePolicy: Whether a stored reply may answer.
  /// - Returns: A sequence of one chart.
  public func daily(_ query: DailyQuery, cachePolicy: CachePolicy = .useCache)
    -> Observable<BoxOfficeChart>
  {
    chart(.daily(query), cachePolicy)
  }

  /// The whole-week, weekend or weekdays chart of the week containing the query's day.
  ///
  /// - Parameters:
  ///   - query: The day, the part of the week and the filters.
  ///   - cachePolicy: Whether a stored reply may answer.
  /// - Returns: A sequence of one chart.
  public func weekly(_ query: WeeklyQuery, cachePolicy: CachePolicy = .useCache)
    -> Observable<BoxOfficeChart>
  {
    chart(.weekly(query), cachePolicy)
  }

  /// The client that asks KOBIS (or whatever server `api` names).
  ///
  /// - Parameters:
  ///   - api: The base URL, key and timeout.
  ///   - transport: How requests are sent; by default ``HTTPTransport/live(timeout:)`` with the
  ///     timeout of `api`.
  ///   - cache: Where replies are kept between runs, or `nil` to keep none.
  /// - Returns: The live client.
  public static func live(
    api: BoxOfficeAPI, transport: HTTPTransport? = nil, cache: ResponseCache? = nil
  ) -> BoxOfficeClient {
    let transport = transport ?? .live(timeout: api.timeout)
    return BoxOfficeClient { endpoint, policy in
      Observable<BoxOfficeChart>.deferred {
        let request = try api.request(for: endpoint)
        let identity = try api.cacheIdentity(for: endpoint)
        if policy == .useCache, let cache, let body = cache.body(for: identity),
          let chart = try? BoxOfficeChart(decoding: body)
        {
          return .just(chart)
        }
        return transport.send(request).map { body in
          let chart = try BoxOfficeChart(decoding: body)
          if !chart.entries.isEmpty {
            cache?.store(body, lastDay: chart.lastDay, for: identity)
          }
          return chart
        }
      }
      .mapError { error in
        let error =
          error as? BoxOfficeError
          ?? HTTPTransport.boxOfficeError(from: error, timeout: api.timeout)
        return error.redacting(api.usableKey ?? "")
      }
    }
  }
}
