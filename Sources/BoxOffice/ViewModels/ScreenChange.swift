/// What the step that led to a screen did to its request: a view that reports each failure once
/// (an alert, a banner) reports it on a screen whose change is ``failed``, and one that waits for
/// an answer takes the first screen that ``loaded`` or ``failed``.
public enum ScreenChange: Equatable, Sendable {
  /// A request began.
  case started
  /// Its answer arrived.
  case loaded
  /// It failed.
  case failed
}
