import Foundation
import Reactive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The HTTP dependency of ``BoxOfficeClient``: sends a request and emits the body of a successful
/// reply.
///
/// A struct of one closure, so tests can hand the client a stand-in without a server, and the
/// client can be given a real server on 127.0.0.1 through ``live(timeout:scheduler:)``. The contract every
/// value keeps: on subscription, send the request once; emit the body of a 2xx reply and
/// complete; otherwise fail with a ``BoxOfficeError`` (``BoxOfficeError/httpStatus(_:)``,
/// ``BoxOfficeError/timedOut(seconds:attempts:elapsed:)`` or ``BoxOfficeError/transportFailure(_:)``) whose text
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

  /// The transport over a new `URLSession` that keeps nothing, whose every attempt fails with
  /// ``BoxOfficeError/timedOut(seconds:attempts:elapsed:)`` after `timeout` seconds without a
  /// whole reply.
  ///
  /// The session keeps no URL cache, no cookies and no credentials: URLs carry the key and must
  /// not reach the disk, and the client's ``ResponseCache`` is the only cache. On Linux the
  /// configuration is built from `.default` rather than `.ephemeral`, whose own `URLCache` creates
  /// a directory under `~/.cache` there; call ``disableFoundationDiskCache()`` first, as
  /// `boxoffice-cli` does, so that the shared cache `.default` starts from creates none either.
  ///
  /// The timeout is enforced by a timer of the transport's own on each request, to the
  /// millisecond: swift-corelibs-foundation ignores a request's `timeoutInterval` and counts the
  /// session's `timeoutIntervalForRequest` in whole seconds (0.5 would wait a second). The
  /// session's timeout, rounded up, stays as a backstop.
  ///
  /// - Parameters:
  ///   - timeout: Seconds to wait for a whole reply before failing.
  ///   - scheduler: What times the wait; by default a background dispatch queue.
  /// - Returns: The live transport.
  public static func live(
    timeout: TimeInterval = BoxOfficeAPI.defaultTimeout,
    scheduler: any SchedulerType = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
  ) -> HTTPTransport {
    #if canImport(FoundationNetworking)
      let configuration = URLSessionConfiguration.default
      configuration.timeoutIntervalForRequest = max(1, timeout.rounded(.up))
    #else
      let configuration = URLSessionConfiguration.ephemeral
      configuration.timeoutIntervalForRequest = timeout
    #endif
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.urlCredentialStorage = nil
    let session = URLSession(configuration: configuration)
    // Safe: a scheduler passed here is used from the threads requests are sent on; the
    // parameter's contract, as the default's, is that it is thread-safe.
    nonisolated(unsafe) let scheduler = scheduler
    let limit = RxTimeInterval.nanoseconds(Int((timeout * 1e9).rounded(.up)))
    return HTTPTransport { request in
      // A race rather than `timeout`, whose timer would go on running while the body is handed
      // on (to a decoder that may take long over a large reply) and fire before completion.
      let deadline = Observable<Int>.timer(limit, scheduler: scheduler).flatMap { _ in
        Observable<Data>.error(BoxOfficeError.timedOut(seconds: timeout))
      }
      return session.rx.data(request: request)
        .amb(deadline)
        .catch { error in .error(boxOfficeError(from: error, timeout: timeout)) }
    }
  }

  /// Keeps Foundation from creating its URL cache directory (on Linux,
  /// `$XDG_CACHE_HOME/org.swift.foundation.URLCache/<program>`), by making the shared `URLCache`
  /// one without a directory before anything creates the default one. Does nothing elsewhere.
  ///
  /// Call it first thing in a program that sends its requests through ``live(timeout:scheduler:)``
  /// and wants no cache but ``ResponseCache``; it replaces `URLCache.shared`, which the program's
  /// other sessions would otherwise use.
  public static func disableFoundationDiskCache() {
    #if canImport(FoundationNetworking)
      _ = sharedCacheReplaced
    #endif
  }

  #if canImport(FoundationNetworking)
    /// Replaces the shared cache once. A `diskPath` that exists and is not a directory leaves
    /// the cache without one; any other path would be created.
    private static let sharedCacheReplaced: Void = {
      URLCache.shared = URLCache(memoryCapacity: 0, diskCapacity: 0, diskPath: "/dev/null")
    }()
  #endif

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
    if urlError.code == .timedOut { return .timedOut(seconds: timeout) }
    let reason =
      switch urlError.code {
      case .cannotConnectToHost: "the server refused the connection"
      case .networkConnectionLost: "the connection was lost"
      case .cannotFindHost, .dnsLookupFailed: "the server's name could not be resolved"
      case .notConnectedToInternet: "there is no network connection"
      case .badServerResponse, .cannotParseResponse: "the server sent no valid HTTP reply"
      case .zeroByteResource: "the server closed the connection without replying"
      case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
        .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
        "a secure connection could not be made"
      case .unknown: "the connection failed"
      default: "network error \(urlError.code.rawValue)"
      }
    return .transportFailure(reason)
  }
}
