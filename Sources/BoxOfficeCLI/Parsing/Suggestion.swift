/// Finds the word a user probably meant, by edit distance, for "Did you mean '--date'?".
enum Suggestion {
  /// The candidate closest to `word`, if one is close enough to be a likely typo: at most one
  /// edit for words of up to four characters, two for longer ones, three from nine on.
  ///
  /// ```swift
  /// print(Suggestion.closest(to: "--dat", among: ["--date", "--period"]) ?? "none")
  /// // Prints: --date
  /// ```
  ///
  /// - Parameters:
  ///   - word: What was typed.
  ///   - candidates: The valid words; the first wins a tie.
  /// - Returns: The closest candidate, or `nil` when none is close.
  static func closest(to word: String, among candidates: [String]) -> String? {
    let bare = word.drop { $0 == "-" }.count
    let allowed = bare <= 4 ? 1 : bare < 9 ? 2 : 3
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(word, candidate)
      if distance <= allowed, distance < best?.distance ?? .max {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// The Levenshtein distance: the fewest insertions, deletions and substitutions of characters
  /// that turn `a` into `b`.
  ///
  /// - Complexity: O(*m* × *n*) time, O(*n*) space.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// `a, b or c`: the words in order, the last joined with `conjunction`.
  ///
  /// - Parameters:
  ///   - words: The words.
  ///   - conjunction: `or` or `and`.
  /// - Returns: The list as prose.
  static func list(_ words: [String], conjunction: String) -> String {
    guard let last = words.last else { return "" }
    guard words.count > 1 else { return last }
    return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
