/// The zsh completion script of `boxoffice-cli`, generated from the command table: one function
/// per command built on `_arguments`, with descriptions for every option and subcommand.
///
/// The script works from a directory of `fpath` (as the autoloaded file `_boxoffice-cli`) and
/// when sourced after `compinit`, when it registers itself with `compdef`.
enum ZshCompletion {
  /// The script.
  ///
  /// - Parameter root: The command table.
  /// - Returns: The script, ending in a line break.
  static func script(root: CommandDefinition) -> String {
    let name = HelpText.programName
    let function = "_" + name.replacingOccurrences(of: "-", with: "_")
    var lines = [
      "#compdef \(name)",
      "# zsh completion for \(name), written by '\(name) completions zsh'.",
      "",
    ]
    for (key, command) in root.completionPaths {
      let suffix = key.isEmpty ? "" : "_" + key.replacingOccurrences(of: " ", with: "_")
      lines += self.function(function + suffix, for: command, root: root)
      lines.append("")
    }
    lines += [
      "if [[ $zsh_eval_context[-1] == loadautofunc ]]; then",
      "  \(function) \"$@\"",
      "else",
      "  compdef \(function) \(name)",
      "fi",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The function that completes `command`'s words, `words[1]` being the command's name.
  private static func function(
    _ name: String, for command: CommandDefinition, root: CommandDefinition
  ) -> [String] {
    var specs = command.helpOptions.map(spec)
    var lines = ["\(name)() {"]
    if command.isGroup {
      specs += ["'1: :->subcommand'", "'*:: :->argument'"]
      lines += [
        "  local context state state_descr line",
        "  typeset -A opt_args",
        "  _arguments -C \\",
      ]
      lines.append(specs.map { "    " + $0 }.joined(separator: " \\\n"))
      lines += [
        "  case $state in",
        "    subcommand)",
        "      local -a subcommands=(",
      ]
      lines += command.subcommands.map {
        "        \(quote($0.name + ":" + escapeColons($0.abstract)))"
      }
      lines += [
        "      )",
        "      _describe -t subcommands subcommand subcommands",
        "      ;;",
        "    argument)",
        "      case $words[1] in",
      ]
      lines += command.subcommands.map { subcommand in
        "        \(subcommand.name)) \(name)_\(subcommand.name) ;;"
      }
      lines += ["      esac", "      ;;", "  esac", "}"]
      return lines
    }
    for argument in command.arguments {
      let words = argument.isRepeating ? "*" : "1"
      let optional = argument.isOptional ? ":" : ""
      let values = command.positionalWords(root: root)
      specs.append(
        quote("\(words):\(optional)\(argument.name):(\(values.joined(separator: " ")))"))
    }
    lines.append("  _arguments \\")
    lines.append(specs.map { "    " + $0 }.joined(separator: " \\\n"))
    lines.append("}")
    return lines
  }

  /// The `_arguments` spec of an option: its names, its description and its value's action.
  private static func spec(_ option: OptionDefinition) -> String {
    let description = "[" + escapeBrackets(option.summary) + "]"
    let exclusive =
      OptionDefinition.builtIns.contains(option)
      ? "(- *)"
      : option.shortFlag.map { "(\($0) \(option.flag))" } ?? ""
    let words = option.completion.words.joined(separator: " ")
    let action =
      switch option.completion.kind {
      case .none: " "
      case .choices, .suggestions: "(\(words))"
      case .commaSeparated: "_sequence compadd - \(words)"
      case .directory: "_files -/"
      }
    let value = option.valueName.map { ":\($0):\(action)" } ?? ""
    let long = option.flag + (option.takesValue ? "=" : "")
    guard let short = option.shortFlag else {
      return quote(exclusive + long + description + value)
    }
    let shortSpelling = short + (option.takesValue ? "+" : "")
    return quote(exclusive) + "{\(shortSpelling),\(long)}" + quote(description + value)
  }

  private static func escapeBrackets(_ text: String) -> String {
    text.replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
  }

  private static func escapeColons(_ text: String) -> String {
    text.replacingOccurrences(of: ":", with: "\\:")
  }

  /// `text` in single quotes, for zsh.
  private static func quote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
