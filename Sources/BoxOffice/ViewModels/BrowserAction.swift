/// What a key means in the browser: the actions of ``BrowserViewModel``, and the key map that
/// gives each key its action according to what has the focus.
///
/// | keys | in the chart | in the search |
/// |---|---|---|
/// | ↑ ↓, k j | move the selection | ↑ ↓ move the selection; letters type |
/// | Page Up/Down, Home/End, g G | move by a page, to the first or last | the same, but g G type |
/// | Enter | open the film's details | open the result's details |
/// | Esc, Backspace | close the details | close the details, else leave the search; Backspace deletes |
/// | ← →, h l | the previous or next day or week | — |
/// | d, w, p | daily, weekly, the next part of the week | — |
/// | / | search films | — |
/// | r | reload past the cache | — |
/// | ? | show or hide the keys | — |
/// | q, Ctrl-C | quit | Ctrl-C quits |
///
/// While the keys are shown, any key hides them (q still quits).
public enum BrowserAction: Equatable, Sendable {
  /// Move the selection one row up or down.
  case moveUp, moveDown
  /// Move the selection one page up or down.
  case pageUp, pageDown
  /// Move the selection to the first or the last row.
  case moveToFirst, moveToLast
  /// Open the selected film's details.
  case open
  /// Close the details; in the search with the details closed, leave the search.
  case back
  /// Show the previous or the next day or week.
  case previousPeriod, nextPeriod
  /// Show the daily chart, the weekly chart, or the next part of the week (whole week, weekend,
  /// weekdays).
  case showDaily, showWeekly, cyclePartOfWeek
  /// Start searching films.
  case startSearch
  /// Type a character into the search field.
  case type(Character)
  /// Delete the last character of the search field; leave the search when it is empty.
  case deleteBackward
  /// Reload the chart (and the details shown) past every cache.
  case refresh
  /// Show or hide the keys.
  case toggleHelp
  /// Quit (`q`): the browser ends with ``BrowserExit/quit``.
  case quit
  /// Quit at once, as Ctrl-C does.
  case interrupt

  /// The action `key` gives.
  ///
  /// - Parameters:
  ///   - key: The key pressed.
  ///   - isSearching: Whether the search has the focus, where letters type.
  ///   - isHelpShown: Whether the keys are shown, which any key hides.
  /// - Returns: The action, or `nil` when the key means nothing there.
  public static func action(for key: BrowserKey, isSearching: Bool, isHelpShown: Bool)
    -> BrowserAction?
  {
    if key == .interrupt { return .interrupt }
    if isHelpShown { return key == .character("q") ? .quit : .toggleHelp }
    guard isSearching else { return keys[key] }
    switch key {
    case .backspace: return .deleteBackward
    case .left, .right: return nil
    case .character(let character):
      return character.isNewline
        || character.unicodeScalars.allSatisfy(\.properties.isDefaultIgnorableCodePoint)
        ? nil : .type(character)
    default: return keys[key]
    }
  }

  /// What each key does in the chart; in the search the same but for typed characters, ← → and
  /// Backspace.
  private static let keys: [BrowserKey: BrowserAction] = [
    .up: .moveUp, .down: .moveDown, .pageUp: .pageUp, .pageDown: .pageDown, .home: .moveToFirst,
    .end: .moveToLast, .enter: .open, .escape: .back, .backspace: .back, .left: .previousPeriod,
    .right: .nextPeriod, .character("k"): .moveUp, .character("j"): .moveDown,
    .character("g"): .moveToFirst, .character("G"): .moveToLast, .character(" "): .pageDown,
    .character("h"): .previousPeriod, .character("l"): .nextPeriod, .character("d"): .showDaily,
    .character("w"): .showWeekly, .character("p"): .cyclePartOfWeek,
    .character("/"): .startSearch, .character("r"): .refresh, .character("?"): .toggleHelp,
    .character("q"): .quit,
  ]

  /// The keys and what they do, as the browser's help shows them.
  public static let help: [BrowserHelpEntry] = [
    .init(keys: "↑ ↓  k j", action: "move the selection"),
    .init(keys: "PgUp PgDn  Home End", action: "move by a page, to the first or last"),
    .init(keys: "Enter", action: "open the film's details"),
    .init(keys: "Esc  Backspace", action: "close the details, leave the search"),
    .init(keys: "← →  h l", action: "previous or next day or week"),
    .init(keys: "d  w", action: "daily or weekly chart"),
    .init(keys: "p", action: "whole week, weekend, weekdays"),
    .init(keys: "/", action: "search films as you type"),
    .init(keys: "r", action: "reload past the cache"),
    .init(keys: "?", action: "show or hide these keys"),
    .init(keys: "q  Ctrl-C", action: "quit"),
  ]
}

/// One line of the browser's help: keys and what they do.
public struct BrowserHelpEntry: Equatable, Sendable {
  /// The keys, e.g. `← →  h l`.
  public var keys: String
  /// What they do.
  public var action: String
}
