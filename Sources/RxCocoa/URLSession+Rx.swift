import Foundation
import RxSwift

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The errors of ``Reactive/data(request:)`` and ``Reactive/response(request:)`` besides the
/// session's own `URLError`s, as in RxCocoa.
public enum RxCocoaURLError: Error, CustomDebugStringConvertible {
  /// The session finished with neither a response nor an error.
  case unknown
  /// The response was not an HTTP response.
  case nonHTTPResponse(response: URLResponse)
  /// The HTTP status was outside `200..<300`.
  case httpRequestFailed(response: HTTPURLResponse, data: Data?)
  /// The body could not be deserialized.
  case deserializationError(error: any Error)

  /// A description for debugging; it never includes the request URL, which may carry secrets.
  public var debugDescription: String {
    switch self {
    case .unknown: "Unknown error has occurred."
    case .nonHTTPResponse: "Response is not NSHTTPURLResponse."
    case .httpRequestFailed(let response, _): "HTTP request failed with `\(response.statusCode)`."
    case .deserializationError(let error): "Error during deserialization of the response: \(error)"
    }
  }
}

extension Reactive where Base: URLSession {
  /// Sends `request` when subscribed and emits the HTTP response and its body, whatever the
  /// status, then completes.
  ///
  /// Each subscription starts its own data task; disposing the subscription cancels the task.
  /// Events arrive on the session's delegate queue. A transport failure is the session's
  /// `URLError`. When ``shouldLogRequest`` says so, the request is printed as a `curl` command and
  /// its outcome on one more line.
  ///
  /// ```swift
  /// session.rx.response(request: request)
  ///   .subscribe(onNext: { response, data in print(response.statusCode, data.count) })
  ///   .disposed(by: disposeBag)
  /// // Prints: 200 3922
  /// ```
  ///
  /// - Parameter request: The request to send.
  /// - Returns: A sequence of one response and its body.
  public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
    let session = base
    return Observable.create { observer in
      // The emitter of `create` may be called from any thread (its stop flag is atomic), and the
      // session calls the completion handler once.
      nonisolated(unsafe) let observer = observer
      let startedAt = URLSession.rx.shouldLogRequest(request) ? Date() : nil
      let task = session.dataTask(with: request) { data, response, error in
        if let startedAt {
          logRequest(request, response: response, error: error, startedAt: startedAt)
        }
        if let error {
          observer.onError(error)
          return
        }
        guard let response, let data else {
          observer.onError(RxCocoaURLError.unknown)
          return
        }
        guard let http = response as? HTTPURLResponse else {
          observer.onError(RxCocoaURLError.nonHTTPResponse(response: response))
          return
        }
        observer.onNext((http, data))
        observer.onCompleted()
      }
      task.resume()
      return Disposables.create(with: task.cancel)
    }
  }

  /// Sends `request` when subscribed and emits the body of a successful (2xx) reply.
  ///
  /// Any other status fails with ``RxCocoaURLError/httpRequestFailed(response:data:)``.
  /// Disposing the subscription cancels the task.
  ///
  /// - Parameter request: The request to send.
  /// - Returns: A sequence of one body.
  public func data(request: URLRequest) -> Observable<Data> {
    response(request: request).map { response, data in
      guard (200..<300).contains(response.statusCode) else {
        throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
      }
      return data
    }
  }

  /// Sends `request` when subscribed and emits the body of a successful (2xx) reply, parsed with
  /// `JSONSerialization`.
  ///
  /// A body that is not JSON fails with ``RxCocoaURLError/deserializationError(error:)``; any
  /// status other than 2xx with ``RxCocoaURLError/httpRequestFailed(response:data:)``.
  ///
  /// ```swift
  /// session.rx.json(request: request)
  ///   .subscribe(onNext: { json in print(json) })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - request: The request to send.
  ///   - options: How `JSONSerialization` reads the body.
  /// - Returns: A sequence of one parsed body.
  public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = [])
    -> Observable<Any>
  {
    data(request: request).map { data -> Any in
      do {
        return try JSONSerialization.jsonObject(with: data, options: options)
      } catch {
        throw RxCocoaURLError.deserializationError(error: error)
      }
    }
  }

  /// Sends a `GET` request for `url` when subscribed and emits the body of a successful reply,
  /// parsed with `JSONSerialization`; see ``json(request:options:)``.
  ///
  /// - Parameter url: The URL to get.
  /// - Returns: A sequence of one parsed body.
  public func json(url: URL) -> Observable<Any> {
    json(request: URLRequest(url: url))
  }

  /// Decides, for each request a session's `rx` sends, whether to print it to standard output as
  /// a `curl` command, followed by its outcome (`Success (12ms): Status 200`).
  ///
  /// Off for every request by default. RxCocoa turns it on in debug builds; here it stays off,
  /// because a request's URL and headers often carry credentials (API keys in query strings,
  /// `Authorization` headers) that must not reach a log unasked. Turn it on while debugging:
  ///
  /// ```swift
  /// URLSession.rx.shouldLogRequest = { request in request.url?.host == "api.example.com" }
  /// ```
  ///
  /// Thread-safe: it may be read and set from any thread; it is called on the subscribing thread
  /// and read once per request.
  public static var shouldLogRequest: (URLRequest) -> Bool {
    get { requestLogging.value }
    set { requestLogging.value = newValue }
  }
}

/// The predicate behind ``Reactive/shouldLogRequest``.
private let requestLogging = GlobalSetting<(URLRequest) -> Bool> { _ in false }

/// Prints `request` as a `curl` command and its outcome, for ``Reactive/shouldLogRequest``.
private func logRequest(
  _ request: URLRequest, response: URLResponse?, error: (any Error)?, startedAt: Date
) {
  let milliseconds = Int(Date().timeIntervalSince(startedAt) * 1000)
  print(curlCommand(for: request))
  print(describeOutcome(response: response, error: error, milliseconds: milliseconds))
}

/// `request` as a `curl` command line that repeats it.
private func curlCommand(for request: URLRequest) -> String {
  func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
  var command = "curl -X \(request.httpMethod ?? "GET") "
  if let body = request.httpBody.flatMap({ String(data: $0, encoding: .utf8) }) {
    command += "-d \(quoted(body)) "
  }
  for (field, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
    command += "\n    -H \(quoted("\(field): \(value)")) "
  }
  command += "\n\(quoted(request.url?.absoluteString ?? "<unknown url>")) -i -v"
  return command
}

/// One line saying how a logged request ended.
private func describeOutcome(response: URLResponse?, error: (any Error)?, milliseconds: Int)
  -> String
{
  if let http = response as? HTTPURLResponse {
    let outcome = (200..<300).contains(http.statusCode) ? "Success" : "Failure"
    return "\(outcome) (\(milliseconds)ms): Status \(http.statusCode)"
  }
  if let error {
    if (error as? URLError)?.code == .cancelled { return "Canceled (\(milliseconds)ms)" }
    return "Failure (\(milliseconds)ms): \(error)"
  }
  return "<Unhandled response from server>"
}
