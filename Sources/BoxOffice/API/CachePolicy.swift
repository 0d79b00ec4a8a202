/// Whether a chart request may be answered from the ``ResponseCache``.
public enum CachePolicy: Equatable, Sendable {
  /// Answer from the cache while its entry is fresh, else ask KOBIS and store the reply.
  case useCache
  /// Ask KOBIS whatever the cache holds, and store the reply (a user's explicit refresh).
  case reloadIgnoringCache
}
