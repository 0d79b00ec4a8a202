/// A KOBIS movie service together with its query: a search, or one film's details.
///
/// Like ``BoxOfficeEndpoint``, it knows its path and its parameters but not the API key, which
/// ``BoxOfficeAPI`` adds.
///
/// ```swift
/// let endpoint = MovieEndpoint.details(code: "20124079")
/// print(endpoint.path, try endpoint.parameters().map { "\($0.name)=\($0.value)" })
/// // Prints: movie/searchMovieInfo.json ["movieCd=20124079"]
/// ```
public enum MovieEndpoint: KOBISEndpoint, Equatable {
  /// A page of films matching a search (`searchMovieList`).
  case search(MovieSearchQuery)
  /// One film's details (`searchMovieInfo`).
  case details(code: String)

  /// The path below the base URL, JSON format.
  public var path: String {
    switch self {
    case .search: "movie/searchMovieList.json"
    case .details: "movie/searchMovieInfo.json"
    }
  }

  /// The query parameters without the key.
  ///
  /// - Returns: The names and values to send.
  /// - Throws: ``BoxOfficeError/invalidQuery(_:)`` for a parameter out of range or a movie code
  ///   that is not letters and digits.
  public func parameters() throws(BoxOfficeError) -> [(name: String, value: String)] {
    switch self {
    case .search(let query):
      return try query.parameters()
    case .details(let code):
      guard FieldReader.isCode(code) else {
        throw .invalidQuery(
          "a movie code is letters and digits such as 20124079, not \(FeedNumber.quote(code))")
      }
      return [("movieCd", code)]
    }
  }
}
