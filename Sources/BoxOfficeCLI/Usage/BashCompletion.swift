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
    var lines = [
      "# bash completion for \(name), written by '\(name) completions bash'.",
      "# Load it with: eval \"$(\(name) completions bash)\"",
      "",
      "\(function)_subcommands() {",
      "  case \"$1\" in",
    ]
    for (key, command) in paths where command.isGroup {
      lines.append("    \(quote(key))) echo \(quote(command.subcommands.map(\.name))) ;;")
    }
    lines += ["  esac", "}", "", "\(function)_words() {", "  case \"$1\" in"]
    for (key, command) in paths {
      let words = command.positionalWords(root: root)
      if !words.isEmpty { lines.append("    \(quote(key))) echo \(quote(words)) ;;") }
    }
    lines += ["  esac", "}", "", "\(function)_options() {", "  case \"$1\" in"]
    for (key, command) in paths {
      let names = command.helpOptions.flatMap(\.spellings)
      lines.append("    \(quote(key))) echo \(quote(names)) ;;")
    }
    lines += ["  esac", "}", "", "\(function)_takes_value() {", "  case \"$1|$2\" in"]
    let valued = root.valuedSpellings.map { quote("\($0.key)|\($0.spelling)") }
    if !valued.isEmpty {
      lines.append("    \(valued.joined(separator: "|"))) return 0 ;;")
    }
    lines += ["  esac", "  return 1", "}", "", "\(function)_values() {", "  case \"$1|$2\" in"]
    for (key, command) in paths {
      for option in command.options where option.takesValue && option.completion != .none {
        let patterns = option.spellings.map {
          quote("\(key)|\($0)")
        }
        lines.append("    \(patterns.joined(separator: "|")))")
        lines += values(option.completion).map { "      " + $0 }
        lines.append("      ;;")
      }
    }
    lines += [
      "  esac",
      "}",
      "",
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
