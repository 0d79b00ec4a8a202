/// The help texts of `boxoffice-cli`, laid out like swift-argument-parser's: `OVERVIEW`, the
/// discussion, `USAGE`, `OPTIONS` and (for the root command) `SUBCOMMANDS`, wrapped at 80
/// columns with the option help in a column of its own.
///
/// `HelpText` has no state and is thread-safe.
enum HelpText {
  /// The program's name in help and error messages.
  static let programName = "boxoffice-cli"
  /// The version `--version` prints.
  static let version = "0.1.0"
  /// The column help text is wrapped at; fixed, so help reads the same everywhere.
  static let width = 80
  /// Where option and subcommand descriptions start.
  private static let descriptionColumn = 26

  /// The command's name as typed: `boxoffice-cli` or `boxoffice-cli weekly`.
  static func commandName(_ subcommand: Subcommand?) -> String {
    subcommand.map { "\(programName) \($0.rawValue)" } ?? programName
  }

  /// The usage line without its `USAGE:` prefix.
  static func usage(_ subcommand: Subcommand?) -> String {
    subcommand == nil ? "\(programName) <subcommand>" : "\(commandName(subcommand)) [<options>]"
  }

  /// The whole help of the root command (`nil`) or a subcommand, ending in a line break.
  ///
  /// - Parameter subcommand: Whose help.
  /// - Returns: The text for standard output.
  static func text(for subcommand: Subcommand?) -> String {
    var lines: [String] = []
    guard let subcommand else {
      lines += wrap("OVERVIEW: Korea's box-office charts from KOBIS, in a terminal.", indent: 0)
      lines += ["", "USAGE: \(usage(nil))", "", "OPTIONS:"]
      lines += row("--version", "Show the version.")
      lines += row("-h, --help", "Show help information.")
      lines += ["", "SUBCOMMANDS:"]
      for subcommand in Subcommand.allCases {
        lines += row(subcommand.rawValue, subcommand.abstract)
      }
      for subcommand in MovieSubcommand.allCases {
        lines += row(subcommand.rawValue, subcommand.abstract)
      }
      lines += ["", "  See '\(programName) help <subcommand>' for detailed help."]
      return lines.joined(separator: "\n") + "\n"
    }
    lines += wrap("OVERVIEW: " + subcommand.abstract, indent: 0)
    for paragraph in subcommand.discussion {
      lines += [""] + wrap(paragraph, indent: 0)
    }
    lines += ["", "USAGE: \(usage(subcommand))", "", "OPTIONS:"]
    for option in subcommand.options {
      let help = option.defaultValue.map { option.help + " (default: \($0))" } ?? option.help
      lines += row(option.label, help)
    }
    lines += row("-h, --help", "Show help information.")
    return lines.joined(separator: "\n") + "\n"
  }

  /// An indented label with its description in the description column, wrapped; a label too
  /// long for its column gets a line of its own.
  static func row(_ label: String, _ description: String) -> [String] {
    let head = "  " + label
    var lines = wrap(description, indent: descriptionColumn)
    if head.count + 2 <= descriptionColumn {
      lines[0] = head + String(lines[0].dropFirst(head.count))
    } else {
      lines.insert(head, at: 0)
    }
    return lines
  }

  /// `text` wrapped at ``width`` with every line indented by `indent` spaces.
  static func wrap(_ text: String, indent: Int) -> [String] {
    let margin = String(repeating: " ", count: indent)
    var lines: [String] = []
    var line = margin
    for word in text.split(separator: " ") {
      if line.count > indent, line.count + 1 + word.count > width {
        lines.append(line)
        line = margin
      }
      line += (line.count > indent ? " " : "") + word
    }
    lines.append(line)
    return lines
  }
}
