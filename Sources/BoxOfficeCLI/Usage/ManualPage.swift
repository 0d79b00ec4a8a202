/// The manual page of `boxoffice-cli` in roff (`man(7)`), generated from the command table, so
/// it lists exactly the commands and options the parser accepts, with the help's words.
///
/// ```
/// $ boxoffice-cli help --man | man -l -
/// ```
enum ManualPage {
  /// The environment variables the command reads, and what for.
  static let environment: [(name: String, meaning: String)] = [
    ("KOBIS_API_KEY", "The KOBIS open API key (free at https://www.kobis.or.kr/kobisopenapi)."),
    ("XDG_CACHE_HOME", "Replies are kept in $XDG_CACHE_HOME/boxoffice when it is set."),
    ("HOME", "Replies are kept in ~/.cache/boxoffice otherwise."),
    ("COLUMNS", "The table's width when standard output is not a terminal (80 without it)."),
    ("NO_COLOR", "When set and not empty, --color auto does not color."),
    ("TERM", "When dumb, --color auto does not color."),
  ]

  /// The examples, each a command and what it does.
  static let examples: [(command: String, meaning: String)] = [
    ("boxoffice-cli weekly --sample", "This week's chart from the built-in sample data."),
    ("boxoffice-cli weekly -p weekend", "The last weekend's chart (Friday to Sunday)."),
    ("boxoffice-cli daily -d yesterday -n 5 --region seoul", "Yesterday's top five in Seoul."),
    (
      "boxoffice-cli weekly -f json --compact | jq -r '.entries[] | select(.isNew) | .title'",
      "The titles new to this week's chart."
    ),
    ("boxoffice-cli daily -f csv --fields rank,title,audience", "Three columns, as CSV."),
    ("eval \"$(boxoffice-cli completions bash)\"", "Tab completion in bash."),
  ]

  /// The page.
  ///
  /// - Parameter root: The command table.
  /// - Returns: The roff source, ending in a line break.
  static func text(root: CommandDefinition = CommandTable.root) -> String {
    let name = HelpText.programName
    var lines = [
      ".TH \(escape(name.uppercased())) 1 \"\" \"\(escape(name)) \(HelpText.version)\" "
        + "\"User Commands\"",
      // No hyphenation and no justification: URLs, options and dates stay whole.
      ".nh",
      ".ad l",
      ".SH NAME",
      "\(escape(name)) \\- \(escape(root.abstract))",
      ".SH SYNOPSIS",
    ]
    let runnable = root.descendants.filter { !$0.command.isGroup }
    lines += runnable.flatMap { [".B " + escape(HelpText.usage($0.path, root: root)), ".br"] }
      .dropLast()
    lines += [".SH DESCRIPTION", escape(root.abstract)]
    lines.append(".PP")
    lines.append(
      escape(
        "Every subcommand also takes \(spelled(.help)), which shows its help, and "
          + "\(spelled(.version)). "
          + "Options may come in any order after the subcommand; an option given twice keeps "
          + "its last value, and -- ends the options."))
    lines.append(".SH COMMANDS")
    for (path, command) in root.descendants {
      lines.append(".SS \"\(escape(HelpText.usage(path, root: root)))\"")
      lines.append(escape(command.abstract))
      for paragraph in command.discussion {
        lines += [".PP", escape(paragraph)]
      }
      for argument in command.arguments {
        lines += [".TP", "\\fI\(escape(argument.label))\\fR", escape(argument.help)]
      }
      for option in command.options {
        lines += [".TP", item(option), escape(option.helpWithDefault)]
      }
    }
    lines.append(".SH OPTIONS OF EVERY COMMAND")
    for option in OptionDefinition.builtIns {
      lines += [".TP", item(option), escape(option.help)]
    }
    let sections: [(title: String, items: [(term: String, meaning: String)])] = [
      ("EXIT STATUS", ExitCode.meanings.map { (String($0.status), $0.long) }),
      ("ENVIRONMENT", environment.map { ($0.name, $0.meaning) }),
      ("EXAMPLES", examples.map { ($0.command, $0.meaning) }),
    ]
    for (title, items) in sections {
      lines.append(".SH \(title)")
      lines += items.flatMap { [".TP", ".B \(escape($0.term))", escape($0.meaning)] }
    }
    lines += [
      ".SH SEE ALSO",
      escape("The KOBIS open API: https://www.kobis.or.kr/kobisopenapi"),
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `-h or --help`: every way to type `option`.
  private static func spelled(_ option: OptionDefinition) -> String {
    option.spellings.joined(separator: " or ")
  }

  /// An option's names in bold and its value in italics: `-n, --limit <n>`.
  private static func item(_ option: OptionDefinition) -> String {
    let names = option.spellings
      .map { "\\fB\(escape($0))\\fR" }.joined(separator: ", ")
    return names + (option.valueName.map { " \\fI\(escape($0))\\fR" } ?? "")
  }

  /// `text` made safe for roff: backslashes and hyphens escaped, and a line that would start
  /// with a control character (`.` or `'`) protected.
  static func escape(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\e")
      .replacingOccurrences(of: "-", with: "\\-")
    return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
  }
}
