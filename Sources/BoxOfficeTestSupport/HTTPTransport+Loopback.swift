import BoxOffice
import Foundation
import Reactive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPTransport {
  /// The live transport that refuses every request not addressed to 127.0.0.1, so a test that
  /// builds a wrong URL fails instead of reaching the network.
  ///
  /// - Parameter timeout: The request timeout, in seconds.
  /// - Returns: A transport for tests against ``KOBISTestServer``.
  public static func loopbackOnly(timeout: TimeInterval = 5) -> HTTPTransport {
    let live = HTTPTransport.live(timeout: timeout)
    return HTTPTransport { request in
      guard request.url?.host == "127.0.0.1" else {
        return .error(BoxOfficeError.transportFailure("tests may only reach 127.0.0.1"))
      }
      return live.send(request)
    }
  }
}
