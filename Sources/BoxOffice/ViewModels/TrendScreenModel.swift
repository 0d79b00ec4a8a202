/// Everything a film's run shows at one step of its loading: the one screen model that
/// ``TrendViewModel/Output/screen`` sends.
public struct TrendScreenModel: Equatable, Sendable {
  /// How many periods have settled.
  public var progress: TrendProgress
  /// The film the rows follow, once found.
  public var film: TrendFilm?
  /// The rows, one per period, oldest first, once the film is found.
  public var rows: [TrendRow]?
  /// What this step reported: a period that failed, or why the film could not be found.
  public var error: TrendError?

}
