/// The help texts of `boxoffice-cli`, generated from the command table and laid out like
/// swift-argument-parser's: `OVERVIEW`, the discussion, `USAGE`, `ARGUMENTS`, `OPTIONS` and
/// `SUBCOMMANDS`, wrapped at 80 terminal cells (``TextWrapping``, so Korean text wraps where it
/// ends on screen) with the descriptions in a column of their own.
enum HelpText {
  /// The program's name in help and error messages.
  static let programName = "boxoffice-cli"
  /// The version `--version` prints.
  static let version = "0.1.0"
  /// The cells help text is wrapped at; fixed, so help reads the same everywhere.
  static let width = 80
  /// Where option and subcommand descriptions start.
  static let descriptionColumn = 26

  /// The command's name as typed: `boxoffice-cli` or `boxoffice-cli cache clear`.
  ///
  /// - Parameter path: The command's path below the root.
  static func commandName(_ path: [String]) -> String {
    ([programName] + path).joined(separator: " ")
  }

  /// The usage line without its `USAGE:` prefix: `boxoffice-cli weekly [<options>]`,
  /// `boxoffice-cli completions [<options>] <shell>`, `boxoffice-cli cache <subcommand>`.
  ///
  /// - Parameters:
  ///   - path: The command's path below the root.
  ///   - root: The command table.
  static func usage(_ path: [String], root: CommandDefinition = CommandTable.root) -> String {
    guard let command = root.command(at: path) else { return commandName(path) }
    if command.isGroup { return commandName(path) + " <subcommand>" }
    return
      ([commandName(path)] + (command.options.isEmpty ? [] : ["[<options>]"])
      + command.arguments.map(\.label)).joined(separator: " ")
  }

  /// The whole help of the command at `path`, ending in a line break.
  ///
  /// - Parameters:
  ///   - path: The command's path below the root; empty for the root.
  ///   - root: The command table.
  /// - Returns: The text for standard output.
  static func text(for path: [String], root: CommandDefinition = CommandTable.root) -> String {
    guard let command = root.command(at: path) else { return "" }
    var lines = TextWrapping.lines(of: "OVERVIEW: " + command.abstract, width: width)
    for paragraph in command.discussion {
      lines += [""] + TextWrapping.lines(of: paragraph, width: width)
    }
    lines += ["", "USAGE: \(usage(path, root: root))"]
    if !command.arguments.isEmpty {
      lines += ["", "ARGUMENTS:"]
      for argument in command.arguments {
        lines += row("<\(argument.name)>", argument.help)
      }
    }
    lines += ["", "OPTIONS:"]
    for option in command.helpOptions {
      lines += row(option.label, option.helpWithDefault)
    }
    if command.isGroup {
      lines += ["", "SUBCOMMANDS:"]
      for subcommand in command.subcommands {
        lines += row(subcommand.name, subcommand.abstract)
      }
      lines += ["", "  See '\(commandName(["help"] + path)) <subcommand>' for detailed help."]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// An indented label with its description in the description column, wrapped; a label too
  /// long for its column gets a line of its own.
  private static func row(_ label: String, _ description: String) -> [String] {
    let head = "  " + label
    var lines = TextWrapping.lines(of: description, width: width, indent: descriptionColumn)
    if TerminalCellWidth.of(head) + 2 <= descriptionColumn {
      lines[0] = head + String(lines[0].dropFirst(TerminalCellWidth.of(head)))
    } else {
      lines.insert(head, at: 0)
    }
    return lines
  }
}
