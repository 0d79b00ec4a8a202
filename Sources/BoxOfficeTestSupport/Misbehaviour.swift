/// How ``KOBISTestServer`` should misbehave for a request, chosen by a path prefix
/// `/misbehave/<token>/` in front of the usual path; see ``token``.
public enum Misbehaviour: Equatable, Hashable, Sendable {
  /// Reply with this HTTP status and a small HTML page (`status-500`).
  case status(Int)
  /// Reply 200 with an HTML error page instead of JSON, as a proxy or a gateway might (`html`).
  case htmlErrorPage
  /// Reply 200 with a `faultInfo` body of this code and KOBIS's message for it (`fault-320010`).
  case fault(code: String)
  /// Reply 200 with a `faultInfo` body whose message quotes the request's key (`leak-key`), to
  /// prove that clients scrub it.
  case leakKeyInFault
  /// Reply 200 with the first half of the usual body, framed as complete (`truncated`): the HTTP
  /// exchange succeeds and the JSON is cut short.
  case truncatedBody
  /// Promise the whole body in `Content-Length`, send half, and close the connection (`cut`).
  case cutConnection
  /// Wait this long before the usual reply (`slow-2000`).
  case slow(milliseconds: Int)
  /// Read the request and close the connection without a reply (`close`).
  case closeConnection
  /// Reply 200 with the named fixture file (without `.json`), whatever was asked
  /// (`fixture-invalid-number`).
  case fixture(String)
  /// Reply 500 to the first `failures` requests that carry this token, then as usual
  /// (`flaky-2`), to count retries.
  case flaky(failures: Int)

  /// The path component that selects this misbehaviour.
  public var token: String {
    switch self {
    case .status(let status): "status-\(status)"
    case .htmlErrorPage: "html"
    case .fault(let code): "fault-\(code)"
    case .leakKeyInFault: "leak-key"
    case .truncatedBody: "truncated"
    case .cutConnection: "cut"
    case .slow(let milliseconds): "slow-\(milliseconds)"
    case .closeConnection: "close"
    case .fixture(let name): "fixture-\(name)"
    case .flaky(let failures): "flaky-\(failures)"
    }
  }

  /// Parses a token; `nil` if it names no misbehaviour.
  ///
  /// - Parameter token: The path component after `/misbehave/`.
  public init?(token: String) {
    let (head, tail) =
      token.firstIndex(of: "-").map {
        (String(token[..<$0]), String(token[token.index(after: $0)...]))
      }
      ?? (token, "")
    switch (head, tail) {
    case ("status", let tail):
      guard let status = Int(tail) else { return nil }
      self = .status(status)
    case ("html", ""): self = .htmlErrorPage
    case ("fault", let code) where !code.isEmpty: self = .fault(code: code)
    case ("leak", "key"): self = .leakKeyInFault
    case ("truncated", ""): self = .truncatedBody
    case ("cut", ""): self = .cutConnection
    case ("slow", let tail):
      guard let milliseconds = Int(tail) else { return nil }
      self = .slow(milliseconds: milliseconds)
    case ("close", ""): self = .closeConnection
    case ("fixture", let name) where !name.isEmpty: self = .fixture(name)
    case ("flaky", let tail):
      guard let failures = Int(tail) else { return nil }
      self = .flaky(failures: failures)
    default: return nil
    }
  }
}
