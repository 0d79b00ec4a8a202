import Foundation

extension StringProtocol {
  /// The text without surrounding whitespace and newlines, or `nil` when nothing else is left:
  /// how a key, a search text or a feed's optional field counts as given.
  var nonBlank: String? {
    let trimmed = trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }
}
