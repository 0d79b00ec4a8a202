/// The bash completion script of `boxoffice-cli`, generated from the command table.
///
/// The script walks the words before the cursor to find the subcommand (skipping options and
/// their values, including `--name=value`, which bash splits at the `=`), then offers that
/// command's options after a dash, an option's values after it (choices, suggestions, a
/// comma-separated list, directories), and subcommand names or argument choices elsewhere. It
/// needs nothing but bash itself.
enum BashCompletion {
  /// The script.
  ///
  /// - Parameter root: The command table.
  /// - Returns: The script, ending in a line break.
  static func script(root: CommandDefinition) -> String {
    let name = HelpText.programName
    let function = "_" + name.replacingOccurrences(of: "-", with: "_")
    let paths = root.completionPaths
    // A function that answers by matching `subject` against `arms`.
    func caseFunction(_ suffix: String, on subject: String, _ arms: [String], after: [String] = [])
      -> [String]
    {
      let header = ["\(function)_\(suffix)() {", "  case \"\(subject)\" in"]
      return header + arms + ["  esac"] + after + ["}", ""]
    }
    var lines = [
      "# bash completion for \(name), written by '\(name) completions bash'.",
      "# Load it with: eval \"$(\(name) completions bash)\"",
      "",
    ]
    lines += caseFunction(
      "subcommands", on: "$1",
      paths.filter(\.command.isGroup).map { key, command in
        "    \(quote(key))) echo \(quote(command.subcommands.map(\.name))) ;;"
      })
    lines += caseFunction(
      "words", on: "$1",
      paths.compactMap { key, command in
        let words = command.positionalWords(root: root)
        return words.isEmpty ? nil : "    \(quote(key))) echo \(quote(words)) ;;"
      })
    lines += caseFunction(
      "options", on: "$1",
      paths.map { key, command in
        "    \(quote(key))) echo \(quote(command.helpOptions.flatMap(\.spellings))) ;;"
      })
    let valued = root.valuedSpellings.map { quote("\($0.key)|\($0.spelling)") }
    lines += caseFunction(
      "takes_value", on: "$1|$2",
      valued.isEmpty ? [] : ["    \(valued.joined(separator: "|"))) return 0 ;;"],
      after: ["  return 1"])
    lines += caseFunction(
      "values", on: "$1|$2",
      paths.flatMap { key, command in
        command.options.filter { $0.takesValue && $0.completion != .none }.flatMap { option in
          let patterns = option.spellings.map { quote("\(key)|\($0)") }.joined(separator: "|")
          let answers = values(option.completion).map { "      " + $0 }
          return ["    \(patterns))"] + answers + ["      ;;"]
        }
      })
    lines += [
      "\(function)() {",
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
      "  local path=\"\" word option=\"\" i=1",
      "  COMPREPLY=()",
      "  while ((i < COMP_CWORD)); do",
      "    word=\"${COMP_WORDS[i]}\"",
      "    if [[ \"$word\" == \"--\" ]]; then",
      "      break",
      "    elif [[ \"$word\" == -* ]]; then",
      "      if [[ \"${COMP_WORDS[i+1]}\" == \"=\" ]]; then",
      "        ((i += 3))",
      "        continue",
      "      elif \(function)_takes_value \"$path\" \"$word\"; then",
      "        ((i += 2))",
      "        continue",
      "      fi",
      "    elif [[ \" $(\(function)_subcommands \"$path\") \" == *\" $word \"* ]]; then",
      "      path=\"${path:+$path }$word\"",
      "    fi",
      "    ((i += 1))",
      "  done",
      "  if [[ \"$cur\" == \"=\" ]]; then",
      "    option=\"$prev\"",
      "    cur=\"\"",
      "  elif [[ \"$prev\" == \"=\" ]]; then",
      "    option=\"${COMP_WORDS[COMP_CWORD-2]}\"",
      "  elif [[ \"$prev\" == -* ]] && \(function)_takes_value \"$path\" \"$prev\"; then",
      "    option=\"$prev\"",
      "  fi",
      "  if [[ -n \"$option\" ]]; then",
      "    \(function)_values \"$path\" \"$option\"",
      "  elif [[ \"$cur\" == -* ]]; then",
      "    COMPREPLY=($(compgen -W \"$(\(function)_options \"$path\")\" -- \"$cur\"))",
      "  else",
      "    COMPREPLY=($(compgen -W \"$(\(function)_words \"$path\")\" -- \"$cur\"))",
      "  fi",
      "}",
      "",
      "complete -F \(function) \(name)",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines that fill `COMPREPLY` with an option's values, completing `$cur`.
  private static func values(_ completion: ValueCompletion) -> [String] {
    let words = completion.words
    return switch completion.kind {
    case .none: []
    case .choices, .suggestions:
      ["COMPREPLY=($(compgen -W \(quote(words)) -- \"$cur\"))"]
    case .commaSeparated:
      [
        "local done=\"\"",
        "[[ \"$cur\" == *,* ]] && done=\"${cur%,*},\"",
        "COMPREPLY=($(compgen -P \"$done\" -W \(quote(words)) -- \"${cur##*,}\"))",
        "compopt -o nospace 2>/dev/null",
      ]
    case .directory:
      ["compopt -o filenames 2>/dev/null", "COMPREPLY=($(compgen -d -- \"$cur\"))"]
    }
  }

  /// Words joined by spaces, in double quotes.
  private static func quote(_ words: [String]) -> String {
    quote(words.joined(separator: " "))
  }

  /// `text` in double quotes, for bash; the table's names and words need no escapes, but `$`,
  /// `` ` ``, `"` and `\` would.
  private static func quote(_ text: String) -> String {
    var quoted = "\""
    for character in text {
      if "$`\"\\".contains(character) { quoted.append("\\") }
      quoted.append(character)
    }
    return quoted + "\""
  }
}
