/// One command of `boxoffice-cli`: the root, a subcommand such as `weekly`, or a subcommand of a
/// group such as `cache clear`. The tree of them, ``CommandTable/root``, is the one table that the
/// parser, the help, the shell completions and the manual page are all generated from.
///
/// A command is either *runnable* — it has options and arguments, and parses into an
/// ``Invocation`` — or a *group* of subcommands, which shows its help when run alone. Every
/// command also accepts `-h`/`--help` and `-V`/`--version` anywhere before `--`.
///
/// ```swift
/// let regions = CommandDefinition(
///   name: "regions", abstract: "List the regions.", options: [RegionsOptions.format],
///   command: RegionsCommand(), invocation: { .regions($0) })
/// ```
struct CommandDefinition: Sendable {
  /// The name typed to run it; the program's name for the root.
  var name: String
  /// A one-line summary, for the parent's list of subcommands and the help's overview.
  var abstract: String
  /// The paragraphs of the help after the overview.
  var discussion: [String]
  /// The options, in the order help lists them (without `--help` and `--version`).
  var options: [OptionDefinition] = []
  /// The positional arguments, in order.
  var arguments: [ArgumentDefinition] = []
  /// The subcommands of a group; empty for a runnable command.
  var subcommands: [CommandDefinition] = []
  /// Parses what follows the command's name (once help and version have been looked for) into
  /// an invocation; `nil` for a group.
  let parse:
    (@Sendable (ArraySlice<String>, ParseContext, [String]) throws(UsageError) -> Invocation)?

  /// A runnable command whose parsed form is `Command`.
  ///
  /// - Parameters:
  ///   - name: The name typed to run it.
  ///   - abstract: A one-line summary.
  ///   - discussion: The paragraphs of the help after the overview.
  ///   - options: The options, in help's order.
  ///   - arguments: The positional arguments, in order.
  ///   - command: The command's value before any argument is read.
  ///   - validate: Checks the parsed command as a whole (options that contradict each other, a
  ///     date that only some other option makes acceptable); returns the error's sentence, or
  ///     `nil`.
  ///   - invocation: What the parsed and validated command asks for.
  init<Command: Sendable>(
    name: String, abstract: String, discussion: [String] = [], options: [Option<Command>],
    arguments: [Argument<Command>] = [],
    command: Command,
    validate: @escaping @Sendable (Command, ParseContext) -> String? = { _, _ in nil },
    invocation: @escaping @Sendable (Command) -> Invocation
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.options = options.map(\.definition)
    self.arguments = arguments.map(\.definition)
    parse = { words, context, path throws(UsageError) in
      var value = command
      try CommandLineParser.read(
        words, into: &value, options: options, arguments: arguments, context: context, path: path)
      if let message = validate(value, context) { throw UsageError(path: path, message: message) }
      return invocation(value)
    }
  }

  /// A group of subcommands, which shows its help when run alone.
  ///
  /// - Parameters:
  ///   - name: The name typed to run it.
  ///   - abstract: A one-line summary.
  ///   - discussion: The paragraphs of the help after the overview.
  ///   - subcommands: The subcommands, in help's order.
  init(
    group name: String, abstract: String, discussion: [String] = [],
    subcommands: [CommandDefinition]
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.subcommands = subcommands
    parse = nil
  }

  /// Whether it is a group of subcommands rather than a command that runs.
  var isGroup: Bool { parse == nil }

  /// Its options as help lists them: its own, then `--version` and `--help`.
  var helpOptions: [OptionDefinition] {
    options + OptionDefinition.builtIns.reversed()
  }

  /// The subcommand called `name`, if there is one.
  func subcommand(named name: String) -> CommandDefinition? {
    subcommands.first { $0.name == name }
  }

  /// The command at `path` below this one (itself for an empty path), if there is one.
  ///
  /// - Parameter path: Subcommand names, e.g. `["cache", "clear"]`.
  /// - Returns: The command.
  func command(at path: [String]) -> CommandDefinition? {
    path.reduce(Optional(self)) { command, name in command?.subcommand(named: name) }
  }

  /// Every command below this one, depth first in help's order, with its path: the groups and
  /// the runnable commands.
  var descendants: [(path: [String], command: CommandDefinition)] {
    subcommands.flatMap { subcommand in
      [([subcommand.name], subcommand)]
        + subcommand.descendants.map { ([subcommand.name] + $0.path, $0.command) }
    }
  }
}
