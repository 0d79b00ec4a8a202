/// What help, the shell completions and the manual page know about one option: its names, its
/// value, what it does and which values a shell may offer for it.
///
/// The parser reads options through ``Option``, which pairs a definition with how its value is
/// checked and stored; everything that only describes options reads the definition.
///
/// ```swift
/// let limit = OptionDefinition(name: "limit", shortName: "n", valueName: "n", help: "How many films.")
/// print(limit.label)
/// // Prints: -n, --limit <n>
/// ```
struct OptionDefinition: Equatable, Sendable {
  /// The long name without dashes, e.g. `date`.
  var name: String
  /// The one-letter name without its dash (`d` for `-d`), or `nil`.
  var shortName: Character?
  /// The placeholder of the value in help and errors (`<date>`), or `nil` for a flag.
  var valueName: String?
  /// What the option does, one or more sentences.
  var help: String
  /// The default shown in help, or `nil`.
  var defaultValue: String?
  /// The values a shell may complete.
  var completion: ValueCompletion = .none
  /// Whether the value may be quoted in error messages; `false` for secrets, which are also
  /// hidden from everything the tool writes.
  var echoesValue = true

  /// `--name`.
  var flag: String { "--" + name }

  /// `-n`, or `nil` without a short name.
  var shortFlag: String? { shortName.map { "-\($0)" } }

  /// Whether the option takes a value.
  var takesValue: Bool { valueName != nil }

  /// The help's first sentence, short enough for a completion menu.
  var summary: String {
    guard let end = help.range(of: ". ") else { return help }
    return String(help[..<end.lowerBound]) + "."
  }

  /// ``help``, and the default when there is one, as help and the manual page show it.
  var helpWithDefault: String {
    defaultValue.map { help + " (default: \($0))" } ?? help
  }

  /// The names and the value as help lists them: `-n, --limit <n>`, `--sample`.
  var label: String {
    (shortFlag.map { "\($0), " } ?? "") + label(spelledAs: flag)
  }

  /// The option as an error quotes it, spelled as it was typed: `--limit <n>` or `-n <n>`.
  ///
  /// - Parameter spelling: `--limit` or `-n`.
  /// - Returns: The spelling and the value's placeholder.
  func label(spelledAs spelling: String) -> String {
    valueName.map { "\(spelling) <\($0)>" } ?? spelling
  }

  /// `-h, --help`, which every command accepts.
  static let help = OptionDefinition(name: "help", shortName: "h", help: "Show help information.")

  /// `-V, --version`, which every command accepts.
  static let version = OptionDefinition(
    name: "version", shortName: "V", help: "Show the version.")

  /// ``help`` and ``version``: the flags every command takes, answered before any other option.
  static let builtIns = [help, version]

  /// `-n` and `--name`, or only `--name`: how the option may be typed on a command line.
  var spellings: [String] { (shortFlag.map { [$0] } ?? []) + [flag] }
}
