/// The fish completion script of `boxoffice-cli`, generated from the command table: one
/// `complete` line per subcommand, option and argument, each conditioned on the command being
/// completed, with descriptions.
enum FishCompletion {
  /// The script.
  ///
  /// - Parameter root: The command table.
  /// - Returns: The script, ending in a line break.
  static func script(root: CommandDefinition) -> String {
    let name = HelpText.programName
    let function = "__" + name.replacingOccurrences(of: "-", with: "_")
    let paths = root.completionPaths
    let commands = paths.map(\.key).filter { !$0.isEmpty }
    let valued = root.valuedSpellings.map { "\($0.key) \($0.spelling)" }
    var lines = [
      "# fish completion for \(name), written by '\(name) completions fish'.",
      "",
      "set -g \(function)_commands \(commands.map(quote).joined(separator: " "))",
      "set -g \(function)_valued \(valued.map(quote).joined(separator: " "))",
      "",
      "# The subcommand being completed: its names, joined by spaces.",
      "function \(function)_path",
      "    set -l path ''",
      "    set -l skip 0",
      "    for word in (commandline -opc)[2..-1]",
      "        if test $skip = 1",
      "            set skip 0",
      "        else if string match -q -- '--*=*' $word",
      "            continue",
      "        else if contains -- (string trim -- \"$path $word\") $\(function)_valued",
      "            set skip 1",
      "        else if contains -- (string trim -- \"$path $word\") $\(function)_commands",
      "            set path (string trim -- \"$path $word\")",
      "        end",
      "    end",
      "    echo $path",
      "end",
      "",
      "function \(function)_at",
      "    test (\(function)_path) = \"$argv[1]\"",
      "end",
      "",
      "complete -c \(name) -f",
    ]
    let listed = paths.flatMap(\.command.options).filter { $0.completion.kind == .commaSeparated }
    let lists = Dictionary(listed.map { ($0.name, $0.completion.words) }) { _, last in last }
    for (option, words) in lists.sorted(by: { $0.key < $1.key }) {
      lines.insert(
        "function \(function)_\(option.replacingOccurrences(of: "-", with: "_"))\n"
          + "    printf '%s\\n' \(words.joined(separator: " "))\nend\n", at: lines.count - 1)
    }
    for (key, command) in paths {
      let condition = "-n \(quote("\(function)_at \(quote(key))"))"
      for subcommand in command.subcommands {
        lines.append(
          "complete -c \(name) \(condition) -a \(subcommand.name) -d \(quote(subcommand.abstract))")
      }
      if !command.isGroup, !command.positionalWords(root: root).isEmpty {
        let words = command.positionalWords(root: root).joined(separator: " ")
        lines.append("complete -c \(name) \(condition) -a \(quote(words))")
      }
      for option in command.helpOptions {
        var line = "complete -c \(name) \(condition)"
        if let short = option.shortName { line += " -s \(short)" }
        line += " -l \(option.name)"
        if option.takesValue { line += " -x" }
        switch option.completion.kind {
        case .none: break
        case .choices, .suggestions:
          line += " -a \(quote(option.completion.words.joined(separator: " ")))"
        case .commaSeparated:
          let list = function + "_" + option.name.replacingOccurrences(of: "-", with: "_")
          line += " -a \(quote("(__fish_complete_list , \(list))"))"
        case .directory: line += " -a \(quote("(__fish_complete_directories)"))"
        }
        line += " -d \(quote(option.summary))"
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` in single quotes, for fish.
  private static func quote(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
      + "'"
  }
}
