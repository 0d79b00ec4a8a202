/// What help, the shell completions and the manual page know about one positional argument.
struct ArgumentDefinition: Equatable, Sendable {
  /// The placeholder, e.g. `shell` for `<shell>`.
  var name: String
  /// What the argument is.
  var help: String
  /// The values a shell may complete.
  var completion: ValueCompletion = .none
  /// Whether it may be left out.
  var isOptional = false
  /// Whether it takes every remaining argument.
  var isRepeating = false

  /// `<shell>`, `[<shell>]` or `[<subcommand> ...]`, as usage lines show it.
  var label: String {
    let base = "<\(name)>" + (isRepeating ? " ..." : "")
    return isOptional ? "[\(base)]" : base
  }
}
