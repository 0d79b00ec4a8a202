/// The shells `boxoffice-cli completions` writes a completion script for.
enum CompletionShell: String, CaseIterable, Sendable {
  /// Bash (with or without the bash-completion package).
  case bash
  /// Zsh, with its completion system (`compinit`) loaded.
  case zsh
  /// Fish, which loads a script saved in its completions directory by itself.
  case fish

  /// How to install the script, for help.
  var installation: String {
    switch self {
    case .bash:
      "bash: add 'eval \"$(boxoffice-cli completions bash)\"' to ~/.bashrc, or save the script "
        + "as ~/.local/share/bash-completion/completions/boxoffice-cli."
    case .zsh:
      "zsh: save the script as _boxoffice-cli in a directory of your fpath (before compinit "
        + "runs), or add 'source <(boxoffice-cli completions zsh)' to ~/.zshrc after compinit."
    case .fish:
      "fish: save the script as ~/.config/fish/completions/boxoffice-cli.fish."
    }
  }

  /// The completion script for the commands below `root`.
  ///
  /// - Parameter root: The command table.
  /// - Returns: The script, ending in a line break.
  func script(root: CommandDefinition = CommandTable.root) -> String {
    switch self {
    case .bash: BashCompletion.script(root: root)
    case .zsh: ZshCompletion.script(root: root)
    case .fish: FishCompletion.script(root: root)
    }
  }
}

extension CommandDefinition {
  /// This command and every command below it, with their paths as the completion scripts name
  /// them: the subcommand names joined by spaces, `""` for the root.
  var completionPaths: [(key: String, command: CommandDefinition)] {
    [("", self)] + descendants.map { ($0.path.joined(separator: " "), $0.command) }
  }

  /// Every spelling of every option that takes a value, with the path of its command as
  /// ``completionPaths`` names it: what a script skips the value after.
  var valuedSpellings: [(key: String, spelling: String)] {
    completionPaths.flatMap { key, command in
      command.options.filter(\.takesValue).flatMap(\.spellings).map { (key, $0) }
    }
  }

  /// The words a shell offers where a positional word goes: subcommand names for a group, the
  /// choices of the first argument (or the root's subcommands for `help`) otherwise.
  func positionalWords(root: CommandDefinition) -> [String] {
    if isGroup { return subcommands.map(\.name) }
    guard let argument = arguments.first else { return [] }
    if argument.name == "subcommand" { return root.subcommands.map(\.name) }
    return argument.completion.words
  }
}
