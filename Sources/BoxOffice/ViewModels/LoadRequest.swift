/// One question asked of KOBIS by a view model's state: what is asked, whether the cache may
/// answer, and a generation that tells apart two requests for the same thing (a reload, a
/// refresh), so that a reply is applied only to the request still in flight.
struct LoadRequest<Query: Equatable>: Equatable {
  /// What is asked: a chart's endpoint, a movie code, a search.
  var query: Query
  /// Whether the cache may answer.
  var cachePolicy: CachePolicy
  /// Counts the requests of one state, so that each is new.
  var generation: Int
}
