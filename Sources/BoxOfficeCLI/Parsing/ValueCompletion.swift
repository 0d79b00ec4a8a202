/// Which values a shell offers to complete for an option or an argument.
///
/// `ValueCompletion` is a value type and thread-safe.
enum ValueCompletion: Equatable, Sendable {
  /// Nothing to offer: a number, a URL, a secret.
  case none
  /// The only values accepted.
  case choices([String])
  /// A few of the values accepted, typed often (`today`, `yesterday`); others are typed in full.
  case suggestions([String])
  /// A comma-separated list of these words.
  case commaSeparated([String])
  /// A directory.
  case directory

  /// The words to offer, if any.
  var words: [String] {
    switch self {
    case .none, .directory: []
    case .choices(let words), .suggestions(let words), .commaSeparated(let words): words
    }
  }
}
