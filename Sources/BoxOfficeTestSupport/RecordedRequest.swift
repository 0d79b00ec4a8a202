/// One request as ``KOBISTestServer`` received it.
public struct RecordedRequest: Equatable, Sendable {
  /// The HTTP method.
  public var method: String
  /// The path without the `/misbehave/<token>` prefix and without the query.
  public var path: String
  /// The query parameters, percent-decoded; the last one wins when a name repeats.
  public var query: [String: String]
  /// The misbehaviour token of the path, if any.
  public var misbehaviour: String?

  /// Creates a record.
  ///
  /// - Parameters:
  ///   - method: The HTTP method.
  ///   - path: The path without prefix and query.
  ///   - query: The query parameters.
  ///   - misbehaviour: The misbehaviour token, if any.
  public init(method: String, path: String, query: [String: String], misbehaviour: String?) {
    self.method = method
    self.path = path
    self.query = query
    self.misbehaviour = misbehaviour
  }
}
