/// Which values a shell offers to complete for an option or an argument: a kind, and the words
/// of the kinds that have some.
///
/// A struct rather than an enum with payloads: the table lives in globals for the life of the
/// process, and a multi-payload enum keeps its tag in the spare bits of the words' pointer, which
/// LeakSanitizer then no longer recognizes as a pointer (it reports the words as leaked).
struct ValueCompletion: Equatable, Sendable {
  /// What kind of value is completed.
  enum Kind: Equatable, Sendable {
    /// Nothing to offer: a number, a URL, a secret.
    case none
    /// The only values accepted: ``ValueCompletion/words``.
    case choices
    /// A few of the values accepted, typed often (`today`, `yesterday`); others are typed in
    /// full.
    case suggestions
    /// A comma-separated list of ``ValueCompletion/words``.
    case commaSeparated
    case directory
  }

  /// What kind of value is completed.
  var kind: Kind
  /// The words to offer; empty for ``Kind/none`` and ``Kind/directory``.
  var words: [String] = []

  /// Nothing to offer.
  static let none = ValueCompletion(kind: .none)
  /// Directories.
  static let directory = ValueCompletion(kind: .directory)
}
