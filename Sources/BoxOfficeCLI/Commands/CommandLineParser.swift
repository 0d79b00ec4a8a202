import BoxOffice

/// Turns the arguments of `boxoffice-cli` into an ``Invocation``, or the ``UsageError`` that
/// explains what is wrong, in the manner of swift-argument-parser.
///
/// - `-h` or `--help` anywhere asks for help on the command it follows; so do
///   `boxoffice-cli help [<subcommand>]` and `boxoffice-cli` alone.
/// - Options are long (`--date 20250209` or `--date=20250209`); each may be given once.
/// - Values are checked as they are read, so the first problem in argument order is the one
///   reported; unknown options and subcommands get a "Did you mean …?" for near misses.
///
/// The parser is a pure function of the arguments and today's date: it reads no environment and
/// writes nothing, which is what makes it easy to test and to fuzz.
///
/// `CommandLineParser` has no state and is thread-safe.
enum CommandLineParser {
  /// Parses `arguments` (without the program name).
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments after the program name.
  ///   - today: Today in Korea, the latest day `--date` accepts.
  /// - Returns: What to do, or the usage error to report.
  static func parse(_ arguments: [String], today: CalendarDate) -> Result<Invocation, UsageError> {
    guard let first = arguments.first else { return .success(.help(nil)) }
    let rest = Array(arguments.dropFirst())
    if let subcommand = Subcommand(name: first) {
      return parseChart(subcommand, rest, today: today)
    }
    switch first {
    case "-h", "--help":
      return .success(.help(nil))
    case "--version":
      if let extra = rest.first {
        return .failure(UsageError(message: "Unexpected argument \(UsageError.quote(extra))."))
      }
      return .success(.version)
    case "help":
      return parseHelp(rest)
    default:
      if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) { return .success(.help(nil)) }
      return .failure(rootError(first))
    }
  }

  private static func parseHelp(_ arguments: [String]) -> Result<Invocation, UsageError> {
    guard let name = arguments.first else { return .success(.help(nil)) }
    if arguments.count > 1 {
      return .failure(
        UsageError(message: "Unexpected argument \(UsageError.quote(arguments[1]))."))
    }
    if name == "help" { return .success(.help(nil)) }
    guard let subcommand = Subcommand(name: name) else {
      return .failure(unknownSubcommand(name))
    }
    return .success(.help(subcommand))
  }

  private static func rootError(_ argument: String) -> UsageError {
    guard argument.hasPrefix("-") else { return unknownSubcommand(argument) }
    let name = optionName(argument)
    if let option = Subcommand.weekly.options.first(where: { $0.flag == name }) {
      return UsageError(
        message: "Unknown option '\(option.flag)'. Options come after a subcommand, as in "
          + "'boxoffice-cli weekly \(option.flag)'.")
    }
    return UsageError(
      message: "Unknown option \(UsageError.quote(name))."
        + didYouMean(Suggestion.closest(to: name, among: ["--help", "--version"])))
  }

  private static func unknownSubcommand(_ name: String) -> UsageError {
    let names =
      Subcommand.allCases.map(\.rawValue) + MovieSubcommand.allCases.map(\.rawValue) + ["help"]
    return UsageError(
      message: "Unknown subcommand \(UsageError.quote(name))."
        + didYouMean(Suggestion.closest(to: name, among: names)))
  }

  private static func parseChart(
    _ subcommand: Subcommand, _ arguments: [String], today: CalendarDate
  ) -> Result<Invocation, UsageError> {
    if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
      return .success(.help(subcommand))
    }
    let options = subcommand.options
    var command = ChartCommand(chart: subcommand == .daily ? .daily : .weekly(.week))
    var seen: Set<String> = []
    var index = 0
    func fail(_ message: String) -> Result<Invocation, UsageError> {
      .failure(UsageError(subcommand: subcommand, message: message))
    }
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("-"), argument != "-" else {
        return fail("Unexpected argument \(UsageError.quote(argument)).")
      }
      let name = optionName(argument)
      guard let option = options.first(where: { $0.flag == name }) else {
        if let owner = Subcommand.allCases.first(where: { other in
          other.options.contains { $0.flag == name }
        }) {
          return fail(
            "Unknown option '\(name)': it is an option of 'boxoffice-cli \(owner.rawValue)'.")
        }
        let suggestion = Suggestion.closest(to: name, among: options.map(\.flag) + ["--help"])
        return fail("Unknown option \(UsageError.quote(name)).\(didYouMean(suggestion))")
      }
      guard seen.insert(option.name).inserted else {
        let kind = option.takesValue ? "option" : "flag"
        return fail("The \(kind) '\(option.flag)' was given more than once.")
      }
      let inlineValue = argument.firstIndex(of: "=").map {
        String(argument[argument.index(after: $0)...])
      }
      let value: String
      if !option.takesValue {
        if inlineValue != nil {
          return fail("The flag '\(option.flag)' does not take a value.")
        }
        value = ""
      } else if let inlineValue {
        value = inlineValue
      } else if index < arguments.count, !arguments[index].hasPrefix("--") {
        value = arguments[index]
        index += 1
      } else {
        return fail("Missing value for '\(option.label)'.")
      }
      if let invalid = option.apply(&command, value, today) {
        let shown = option.echoesValue ? "The value \(UsageError.quote(value))" : "The value"
        return fail(
          "\(shown) is invalid for '\(option.label)': \(invalid.reason)."
            + didYouMean(invalid.suggestion))
      }
    }
    return .success(.chart(command))
  }

  /// The option name of an argument: `--date` for `--date=20250209`.
  private static func optionName(_ argument: String) -> String {
    argument.firstIndex(of: "=").map { String(argument[..<$0]) } ?? argument
  }

  private static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { " Did you mean '\($0)'?" } ?? ""
  }
}
