/// Everything a film's details show at one moment: the one screen model that
/// ``MovieDetailsViewModel/Output/screen`` sends.
public struct MovieDetailsScreenModel: Equatable, Sendable {
  /// The details shown, exact, for views that write data (JSON, CSV); `nil` while none are.
  public var details: MovieDetails?
  /// The card of ``details``: the title, the subtitle and the sections.
  public var card: MovieDetailsCard? { details.map(MovieDetailsCard.init) }
  /// Whether a request is in flight.
  public var isLoading = false
  /// The failure of the latest request for the film shown, until another starts.
  public var failure: BoxOfficeError?
  /// What the step that led to this screen did; `nil` for a step that asked nothing.
  public var change: ScreenChange?

  /// The film's title and, joined by ` · `, its English title, year, running time and rating;
  /// `""` while nothing is shown.
  public var title: String {
    card?.titleLine ?? ""
  }

}
