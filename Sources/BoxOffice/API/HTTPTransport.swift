import Foundation
import Reactive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The HTTP dependency of ``BoxOfficeClient``: sends a request and emits the body of a successful
/// reply.
///
/// A struct of one closure, so tests can hand the client a stand-in without a server, and the
/// client can be given a real server on 127.0.0.1 through ``live(timeout:)``. The contract every
/// value keeps: on subscription, send the request once; emit the body of a 2xx reply and
/// complete; otherwise fail with a ``BoxOfficeError`` (``BoxOfficeError/httpStatus(_:)``,
/// ``BoxOfficeError/timedOut(seconds:)`` or ``BoxOfficeError/transportFailure(_:)``) whose text
/// never includes the request URL; cancel the request when disposed.
///
/// ```swift
/// let canned = HTTPTransport { _ in .just(Data(#"{"faultInfo":{"errorCode":"320010","message":"…"}}"#.utf8)) }
/// ```
///
/// `HTTPTransport` is thread-safe; the live value delivers on the session's delegate queue.
public struct HTTPTransport: Sendable {
  /// Sends a request when subscribed and emits the body of a 2xx reply.
  public var send: @Sendable (URLRequest) -> Observable<Data>

  /// Creates a transport from its closure.
  ///
  /// - Parameter send: Sends a request when subscribed; see the type's contract.
  public init(send: @escaping @Sendable (URLRequest) -> Observable<Data>) {
    self.send = send
  }

  /// The transport over a new ephemeral `URLSession` whose requests time out after `timeout`
  /// seconds without an answer.
  ///
  /// The session keeps no URL cache, no cookies and no credentials: URLs carry the key and must
  /// not reach the disk. The timeout is the session's (`timeoutIntervalForRequest`) because
  /// swift-corelibs-foundation does not apply a request's own `timeoutInterval`; on Linux it also
  /// counts whole seconds only (0.5 would time out at once), so there the timeout is rounded up to
  /// a whole number of seconds, at least one.
  ///
  /// - Parameter timeout: Seconds to wait for the server before failing with
  ///   ``BoxOfficeError/timedOut(seconds:)``, which reports this value.
  /// - Returns: The live transport.
  public static func live(timeout: TimeInterval = BoxOfficeAPI.defaultTimeout) -> HTTPTransport {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.urlCredentialStorage = nil
    #if canImport(FoundationNetworking)
      configuration.timeoutIntervalForRequest = max(1, timeout.rounded(.up))
    #else
      configuration.timeoutIntervalForRequest = timeout
    #endif
    return live(session: URLSession(configuration: configuration), reportedTimeout: timeout)
  }

  /// The transport over `session`, whose configuration sets the timeout.
  ///
  /// - Parameter session: The session to send requests with.
  /// - Returns: The live transport.
  public static func live(session: URLSession) -> HTTPTransport {
    live(session: session, reportedTimeout: session.configuration.timeoutIntervalForRequest)
  }

  private static func live(session: URLSession, reportedTimeout timeout: TimeInterval)
    -> HTTPTransport
  {
    HTTPTransport { request in
      session.rx.data(request: request).mapError { error in
        boxOfficeError(from: error, timeout: timeout)
      }
    }
  }

  /// Maps a session failure to the error a user sees, worded by us: the session's own messages can
  /// quote the URL, and with it the key.
  static func boxOfficeError(from error: any Error, timeout: TimeInterval) -> BoxOfficeError {
    if let error = error as? BoxOfficeError { return error }
    if case .httpRequestFailed(let response, _) = error as? RxCocoaURLError {
      return .httpStatus(response.statusCode)
    }
    if case .nonHTTPResponse = error as? RxCocoaURLError {
      return .transportFailure("the reply was not HTTP")
    }
    guard let urlError = error as? URLError else {
      return .transportFailure("the request failed")
    }
    switch urlError.code {
    case .timedOut:
      return .timedOut(seconds: timeout)
    case .cannotConnectToHost:
      return .transportFailure("the server refused the connection")
    case .networkConnectionLost:
      return .transportFailure("the connection was lost")
    case .cannotFindHost, .dnsLookupFailed:
      return .transportFailure("the server's name could not be resolved")
    case .notConnectedToInternet:
      return .transportFailure("there is no network connection")
    case .badServerResponse, .cannotParseResponse:
      return .transportFailure("the server sent no valid HTTP reply")
    case .zeroByteResource:
      return .transportFailure("the server closed the connection without replying")
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      return .transportFailure("a secure connection could not be made")
    case .unknown:
      return .transportFailure("the connection failed")
    default:
      return .transportFailure("network error \(urlError.code.rawValue)")
    }
  }
}
