import BoxOffice

/// Turns the arguments of `boxoffice-cli` into an ``Invocation``, or the ``UsageError`` that
/// explains what is wrong, in the manner of swift-argument-parser, from the command table
/// (``CommandTable/root``).
///
/// - Subcommand names come first: `boxoffice-cli cache clear --cache-dir /tmp/c`.
/// - `-h`/`--help` anywhere before `--` asks for help on the command it follows; so do
///   `boxoffice-cli help [<subcommand> ...]` and a group run alone. `-V`/`--version` anywhere
///   before `--` prints the version.
/// - Options are long (`--date 20250209`, `--date=20250209`) or short (`-d 20250209`,
///   `-d20250209`); a value may start with a dash when it is not an option (`--date -7`). A
///   single-valued option given twice keeps the last value.
/// - `--` ends the options: every argument after it is positional.
/// - Values are checked as they are read, so the first problem in argument order is the one
///   reported; unknown options and subcommands get a "Did you mean …?" for near misses.
///
/// The parser is a pure function of the arguments and today's date: it reads no environment and
/// writes nothing, which is what makes it easy to test and to fuzz.
enum CommandLineParser {
  /// Parses `arguments` (without the program name).
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments after the program name.
  ///   - today: Today in Korea, which relative dates count from and the latest day accepted.
  ///   - root: The command table.
  /// - Returns: What to do, or the usage error to report.
  static func parse(
    _ arguments: [String], today: CalendarDate, root: CommandDefinition = CommandTable.root
  ) -> Result<Invocation, UsageError> {
    var command = root
    var path: [String] = []
    var rest = arguments[...]
    while let first = rest.first, let subcommand = command.subcommand(named: first) {
      command = subcommand
      path.append(first)
      rest = rest.dropFirst()
    }
    let optionWords = rest.prefix { $0 != "--" }
    if optionWords.contains(where: OptionDefinition.help.spellings.contains) {
      return .success(.help(path))
    }
    if optionWords.contains(where: OptionDefinition.version.spellings.contains) {
      return .success(.version)
    }
    guard let parse = command.parse else {
      guard let first = rest.first else { return .success(.help(path)) }
      return .failure(notASubcommand(first, of: command, path: path, root: root))
    }
    return Result { () throws(UsageError) in
      try parse(rest, ParseContext(today: today, root: root), path)
    }
  }

  /// Reads the options and arguments of a runnable command into `command`.
  ///
  /// - Parameters:
  ///   - words: What follows the command's name.
  ///   - command: The command's value, updated as each argument is read.
  ///   - options: Its options.
  ///   - arguments: Its positional arguments.
  ///   - context: Today, and the command table.
  ///   - path: The command's path, for the usage line of an error.
  /// - Throws: The first problem.
  static func read<Command>(
    _ words: ArraySlice<String>, into command: inout Command, options: [Option<Command>],
    arguments: [Argument<Command>], context: ParseContext, path: [String]
  ) throws(UsageError) {
    func error(_ message: String) -> UsageError {
      UsageError(path: path, message: message)
    }
    var words = words
    var positionals: [String] = []
    var onlyPositionals = false
    while let word = words.popFirst() {
      if onlyPositionals || !isOption(word) {
        if word == "--" && !onlyPositionals {
          onlyPositionals = true
        } else {
          positionals.append(word)
        }
        continue
      }
      let found = try lookUp(word, in: options, context: context, path: path)
      let (option, spelling) = (found.option, found.spelling)
      let definition = option.definition
      let value: String
      if !definition.takesValue {
        if found.inline != nil {
          throw error("The flag '\(spelling)' does not take a value.")
        }
        value = ""
      } else if let inline = found.inline {
        value = inline
      } else if let next = words.first, next != "--", !isOption(next) {
        value = next
        words = words.dropFirst()
      } else {
        throw error("Missing value for '\(definition.label(spelledAs: spelling))'.")
      }
      if let invalid = option.apply(&command, value, context) {
        let shown = definition.echoesValue ? "The value \(UsageError.quote(value))" : "The value"
        throw error(
          "\(shown) is invalid for '\(definition.label(spelledAs: spelling))': "
            + "\(invalid.reason).\(didYouMean(invalid.suggestion))")
      }
    }
    var remaining = arguments[...]
    var isRepeatingFilled = false
    for positional in positionals {
      guard let argument = remaining.first else {
        throw error("Unexpected argument \(UsageError.quote(positional)).")
      }
      if let invalid = argument.apply(&command, positional, context) {
        throw error(
          "The value \(UsageError.quote(positional)) is invalid for "
            + "'\(argument.definition.label)': \(invalid.reason).\(didYouMean(invalid.suggestion))")
      }
      if argument.definition.isRepeating {
        isRepeatingFilled = true
      } else {
        remaining = remaining.dropFirst()
      }
    }
    let missing = remaining.first { argument in
      !argument.definition.isOptional && !(argument.definition.isRepeating && isRepeatingFilled)
    }
    if let missing {
      throw error("Missing expected argument '\(missing.definition.label)'.")
    }
  }

  /// Whether `word` is an option rather than a value: `--name…`, or a dash and a letter (`-d`),
  /// so that `-7` and `-` are values.
  static func isOption(_ word: String) -> Bool {
    guard word.hasPrefix("-"), word.count >= 2 else { return false }
    if word.hasPrefix("--") { return word != "--" }
    return word.dropFirst().first?.isLetter ?? false
  }

  /// The option `word` names, how it was spelled, and the value written into the same word.
  private static func lookUp<Command>(
    _ word: String, in options: [Option<Command>], context: ParseContext, path: [String]
  ) throws(UsageError) -> (option: Option<Command>, spelling: String, inline: String?) {
    func problem(_ message: String) -> UsageError {
      UsageError(path: path, message: message)
    }
    func unknown(_ name: String) -> UsageError {
      if let owner = context.root.descendants.first(where: { entry in
        entry.path != path
          && entry.command.options.contains { $0.flag == name || $0.shortFlag == name }
      }) {
        let command = HelpText.commandName(owner.path)
        return problem("Unknown option '\(name)': it is an option of '\(command)'.")
      }
      guard name.hasPrefix("--") else {
        return problem("Unknown option \(UsageError.quote(name)).")
      }
      let names = (options.map(\.definition) + OptionDefinition.builtIns).map(\.flag)
      return problem(
        "Unknown option \(UsageError.quote(name))."
          + didYouMean(Suggestion.closest(to: name, among: names)))
    }
    let name = word.firstIndex(of: "=").map { String(word[..<$0]) } ?? word
    if builtInFlags.contains(name) { throw problem("The flag '\(name)' does not take a value.") }
    if word.hasPrefix("--") {
      guard let option = options.first(where: { $0.definition.flag == name }) else {
        throw unknown(name)
      }
      let inline = word.firstIndex(of: "=").map { String(word[word.index(after: $0)...]) }
      return (option, name, inline)
    }
    // `-date` is meant as `--date` far more often than as `-d ate`.
    if name.count > 2, options.contains(where: { $0.definition.flag == "-" + name }) {
      throw problem("Unknown option \(UsageError.quote(name)). Did you mean '-\(name)'?")
    }
    let letters = word.dropFirst()
    let spelling = "-" + String(letters.prefix(1))
    guard let option = options.first(where: { $0.definition.shortName == letters.first }) else {
      throw unknown(spelling)
    }
    let attached = letters.dropFirst()
    if attached.isEmpty { return (option, spelling, nil) }
    if option.definition.takesValue {
      let value = attached.first == "=" ? attached.dropFirst() : attached
      return (option, spelling, String(value))
    }
    // `-xy` groups flags; only `-h` and `-V` are among them, and the parser has handled them.
    if let other = attached.first {
      let grouped = options.first { $0.definition.shortName == other }
      guard grouped?.definition.takesValue == true else { throw unknown(word) }
      throw problem(
        "The option '-\(other)' takes a value, so it cannot be grouped with other flags.")
    }
    return (option, spelling, nil)
  }

  /// The spellings of ``OptionDefinition/builtIns``, none of which takes a value; the parser
  /// answers them before reading any option, so a word that names one here had a value.
  private static let builtInFlags = Set(OptionDefinition.builtIns.flatMap(\.spellings))

  /// The error for `word` given to a group: an option that belongs after a subcommand, an
  /// unknown option, or an unknown subcommand.
  private static func notASubcommand(
    _ word: String, of group: CommandDefinition, path: [String], root: CommandDefinition
  ) -> UsageError {
    guard isOption(word) else {
      return UsageError(path: path, message: unknownSubcommand(word, of: group))
    }
    let name = word.firstIndex(of: "=").map { String(word[..<$0]) } ?? word
    if builtInFlags.contains(name) {
      return UsageError(path: path, message: "The flag '\(name)' does not take a value.")
    }
    if let owner = group.descendants.first(where: { entry in
      entry.command.options.contains { $0.spellings.contains(name) }
    }) {
      let command = HelpText.commandName(path + owner.path)
      return UsageError(
        path: path,
        message: "Unknown option \(UsageError.quote(name)). Options come after a subcommand, as "
          + "in '\(command) \(name)'.")
    }
    return UsageError(
      path: path,
      message: "Unknown option \(UsageError.quote(name))."
        + didYouMean(
          Suggestion.closest(to: name, among: OptionDefinition.builtIns.map(\.flag))))
  }

  /// The message for `word`, which names none of `group`'s subcommands: with a "Did you mean …?"
  /// for a near miss.
  static func unknownSubcommand(_ word: String, of group: CommandDefinition) -> String {
    "Unknown subcommand \(UsageError.quote(word))."
      + didYouMean(Suggestion.closest(to: word, among: group.subcommands.map(\.name)))
  }

  private static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { " Did you mean '\($0)'?" } ?? ""
  }
}
