/// A KOBIS service and its query: what ``BoxOfficeAPI`` turns into a request, a cache identity
/// and a URL to show. ``BoxOfficeEndpoint`` (the charts) and ``MovieEndpoint`` (the films) are
/// the two.
public protocol KOBISEndpoint: Sendable {
  /// The path below the base URL, JSON format.
  var path: String { get }

  /// The query parameters without the key, in the order KOBIS documents them.
  ///
  /// - Returns: The names and values to send.
  /// - Throws: ``BoxOfficeError/invalidQuery(_:)`` when a parameter is out of range.
  func parameters() throws(BoxOfficeError) -> [(name: String, value: String)]
}
