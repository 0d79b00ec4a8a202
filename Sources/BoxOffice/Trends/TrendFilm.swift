/// The film a trend follows: its KOBIS code and its title as the charts give it.
public struct TrendFilm: Equatable, Sendable {
  /// KOBIS's movie code.
  public var code: String
  /// The title, as the latest chart that lists the film gives it.
  public var title: String

  /// Creates a film.
  ///
  /// - Parameters:
  ///   - code: KOBIS's movie code.
  ///   - title: The title.
  public init(code: String, title: String) {
    self.code = code
    self.title = title
  }
}
