/// What a command line asks for, once parsed.
///
/// Each runnable command of the ``CommandTable`` parses into one case; ``BoxOfficeTool`` runs it.
enum Invocation: Equatable, Sendable {
  /// Show the help of the command at this path (empty for the root), on standard output.
  case help([String])
  /// Show the manual page, in roff (`help --man`).
  case manual
  case version
  /// Print a shell's completion script.
  case completions(CompletionShell)
  case chart(ChartCommand)
  /// Show a film, or the films a title matches.
  case movie(MovieCommand)
  /// List the films a search matches.
  case search(SearchCommand)
  /// Run the interactive browser.
  case browse(BrowseCommand)
  /// Show a film's run over many periods.
  case trend(TrendCommand)
  /// List the regions `--region` accepts.
  case regions(RegionsCommand)
  /// Report on or clear the reply cache.
  case cache(CacheCommand)
}
