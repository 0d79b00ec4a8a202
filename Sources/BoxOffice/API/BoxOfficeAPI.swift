import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where and how to reach KOBIS: the base URL, the API key and the request timeout. It turns an
/// ``BoxOfficeEndpoint`` into the `URLRequest` to send, and into a form of its URL safe to show.
///
/// The key travels only as the `key` query parameter of the request URL. Everything meant for
/// people or disk — `displayURL(for:)`, `cacheIdentity(for:)`, error messages — leaves it out.
///
/// ```swift
/// let api = BoxOfficeAPI(apiKey: "0123456789abcdef0123456789abcdef")
/// let day = CalendarDate(yyyymmdd: "20220105")!
/// print(api.displayURL(for: BoxOfficeEndpoint(kind: .daily, date: day)))
/// // Prints: https://www.kobis.or.kr/kobisopenapi/webservice/rest/boxoffice/searchDailyBoxOfficeList.json?key=REDACTED&targetDt=20220105
/// ```
public struct BoxOfficeAPI: Sendable {
  /// KOBIS's REST base. HTTPS rather than the documented `http://`, which the server also
  /// answers, because the key travels in the URL.
  public static let officialBaseURL = URL(
    string: "https://www.kobis.or.kr/kobisopenapi/webservice/rest")!

  /// The default request timeout, in seconds.
  public static let defaultTimeout: TimeInterval = 10

  /// The API key KOBIS issued, or `nil` if the user has none; then every request fails with
  /// ``BoxOfficeError/missingAPIKey`` before anything is sent.
  public var apiKey: String?
  /// The base URL the endpoint paths are appended to.
  public var baseURL: URL
  /// How long a request may wait for the server, in seconds.
  public var timeout: TimeInterval

  /// Creates the configuration.
  ///
  /// - Parameters:
  ///   - apiKey: The API key, or `nil`; a blank key counts as missing.
  ///   - baseURL: The base URL; by default KOBIS's own.
  ///   - timeout: The request timeout, in seconds.
  public init(
    apiKey: String?, baseURL: URL = officialBaseURL, timeout: TimeInterval = defaultTimeout
  ) {
    self.apiKey = apiKey
    self.baseURL = baseURL
    self.timeout = timeout
  }

  /// The GET request for `endpoint`, with the key and the timeout.
  ///
  /// - Parameter endpoint: What to ask for: a chart, a movie search or a film's details.
  /// - Returns: The request to send.
  /// - Throws: ``BoxOfficeError/missingAPIKey`` without a key, ``BoxOfficeError/invalidQuery(_:)``
  ///   for a bad parameter, base URL or timeout.
  public func request(for endpoint: some KOBISEndpoint) throws(BoxOfficeError) -> URLRequest {
    guard let key = usableKey else { throw .missingAPIKey }
    guard timeout > 0, timeout.isFinite else {
      throw .invalidQuery("the timeout must be a positive number of seconds")
    }
    var request = URLRequest(url: try url(for: endpoint, key: key), timeoutInterval: timeout)
    request.httpMethod = "GET"
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    return request
  }

  /// The key as it is sent: trimmed, and `nil` when blank.
  var usableKey: String? {
    apiKey?.nonBlank
  }

  /// The request URL with the key replaced by `REDACTED`, for logs and messages.
  ///
  /// - Parameter endpoint: What the request asks for.
  /// - Returns: The URL as text; the base URL and path alone if the query is invalid.
  public func displayURL(for endpoint: some KOBISEndpoint) -> String {
    (try? url(for: endpoint, key: "REDACTED").absoluteString)
      ?? baseURL.appendingPathComponent(endpoint.path).absoluteString
  }

  /// The identity of a request without its key: the endpoint URL and the parameters sorted by
  /// name. Two requests with the same identity get the same answer, whoever asks.
  ///
  /// - Parameter endpoint: What the request asks for.
  /// - Returns: The canonical text the response cache is keyed by.
  /// - Throws: ``BoxOfficeError/invalidQuery(_:)`` for a bad parameter.
  public func cacheIdentity(for endpoint: some KOBISEndpoint) throws(BoxOfficeError) -> String {
    let sorted = try endpoint.parameters().sorted { $0.name < $1.name }
    return baseURL.appendingPathComponent(endpoint.path).absoluteString + "?" + Self.encode(sorted)
  }

  private func url(for endpoint: some KOBISEndpoint, key: String) throws(BoxOfficeError) -> URL {
    let base = baseURL.appendingPathComponent(endpoint.path).absoluteString
    // The parameters are checked only once the base URL is known to be good.
    guard let scheme = baseURL.scheme?.lowercased(), scheme == "http" || scheme == "https",
      baseURL.host != nil,
      let url = URL(string: base + "?" + Self.encode([("key", key)] + (try endpoint.parameters())))
    else { throw .invalidQuery("the base URL must be an http or https URL") }
    return url
  }

  /// `name=value&…` with everything but RFC 3986's unreserved characters percent-encoded.
  private static func encode(_ parameters: [(name: String, value: String)]) -> String {
    let unreserved = CharacterSet(
      charactersIn: "-._~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    return parameters.map { parameter in
      let name = parameter.name.addingPercentEncoding(withAllowedCharacters: unreserved)!
      let value = parameter.value.addingPercentEncoding(withAllowedCharacters: unreserved)!
      return name + "=" + value
    }.joined(separator: "&")
  }
}
