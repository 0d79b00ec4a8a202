import Foundation
import Reactive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSession {
  /// The reactive extensions of this session.
  public var rx: ReactiveExtension<URLSession> {
    ReactiveExtension(self)
  }
}

/// The errors of ``ReactiveExtension/data(request:)`` and
/// ``ReactiveExtension/response(request:)`` besides the session's own `URLError`s, as in RxCocoa.
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

extension ReactiveExtension where Base: URLSession {
  /// Sends `request` when subscribed and emits the HTTP response and its body, whatever the
  /// status, then completes.
  ///
  /// Each subscription starts its own data task; disposing the subscription cancels the task.
  /// Events arrive on the session's delegate queue. A transport failure is the session's
  /// `URLError`.
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
      let task = session.dataTask(with: request) { data, response, error in
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
}
