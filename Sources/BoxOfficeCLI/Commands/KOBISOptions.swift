import BoxOffice
import Foundation

/// A command that asks KOBIS: it embeds the options every such command shares.
protocol KOBISCommand: Sendable {
  /// The shared options, which the options of
  /// ``KOBISOptions/connection(sampleHelp:colorHelp:verboseHelp:)`` write into.
  var kobis: KOBISOptions { get set }
}

/// A command that writes a table, JSON or CSV, the JSON pretty-printed or on one line.
protocol FormattedCommand {
  var format: OutputFormat { get set }
  var isCompact: Bool { get set }
}

extension FormattedCommand {
  /// The usage error of `--compact` with a format other than JSON, or `nil`.
  var compactProblem: String? {
    isCompact && format != .json ? "--compact applies only to --format json." : nil
  }
}

/// The options every command that asks KOBIS shares — `--color`, `--sample`, `--base-url`,
/// `--timeout`, `--verbose`, `--cache-dir`, `--no-cache`, `--api-key` — as one value that each
/// such command embeds (``KOBISCommand/kobis``), as swift-argument-parser's option groups are:
/// the options are declared, checked and stored once, with the same names, help and messages
/// everywhere, and turned once into what a command needs (``api(environment:)``).
///
/// ```swift
/// var options = KOBISOptions()
/// _ = KOBISOptions.timeout.apply(&options, "2.5", context)
/// print(options.timeout)
/// // Prints: 2.5
/// ```
struct KOBISOptions: Equatable, Sendable {
  /// When to color (`--color`).
  var color = ColorChoice.auto
  /// Whether to use the built-in sample data instead of asking KOBIS (`--sample`).
  var isSample = false
  /// The KOBIS base URL (`--base-url`).
  var baseURL = BoxOfficeAPI.officialBaseURL
  /// The limit of each attempt, in seconds (`--timeout`).
  var timeout = BoxOfficeAPI.defaultTimeout
  /// Whether to log the requests, the cache and the attempts on standard error (`--verbose`);
  /// always `false` for a command without the option.
  var isVerbose = false
  /// Where the reply cache is (`--cache-dir`); `nil` for the default directory.
  var cacheDirectory: String?
  /// Whether to bypass the reply cache (`--no-cache`).
  var bypassesCache = false
  /// The key given with `--api-key`; ``keyVariable`` is used when `nil`.
  var apiKey: String?

  /// The environment variable that holds the API key when `--api-key` is not given.
  static let keyVariable = "KOBIS_API_KEY"

  /// What to ask KOBIS with: the base URL, the timeout, and the key of `--api-key`, else of
  /// ``keyVariable``.
  ///
  /// - Parameter environment: The process environment.
  /// - Returns: The API, or `nil` when there is no key (or only a blank one) and `--sample` was not
  ///   given: the command cannot run, as ``missingKeyMessage(command:)`` says.
  func api(environment: [String: String]) -> BoxOfficeAPI? {
    let api = BoxOfficeAPI(
      apiKey: apiKey ?? environment[Self.keyVariable], baseURL: baseURL, timeout: timeout)
    guard isSample || !(api.apiKey ?? "").allSatisfy(\.isWhitespace) else { return nil }
    return api
  }

  /// What `command` asks KOBIS with, as ``api(environment:)`` says; when there is no key and no
  /// `--sample`, it writes ``missingKeyMessage(command:)`` (which holds no key) to `stderr`, and
  /// the command then ends with ``ExitCode/configuration``.
  ///
  /// - Parameters:
  ///   - environment: The process environment.
  ///   - command: The subcommand that was run, which the message names.
  ///   - stderr: Where the message goes.
  /// - Returns: The API, or `nil` after the message.
  func api(
    environment: [String: String], command: String, reportingTo stderr: any TextOutput
  ) -> BoxOfficeAPI? {
    guard let api = api(environment: environment) else {
      stderr.write("Error: \(Self.missingKeyMessage(command: command))\n")
      return nil
    }
    return api
  }

  /// What a command prints when there is no key and no `--sample`.
  ///
  /// - Parameter command: The subcommand that was run, which the hint names.
  /// - Returns: The message.
  static func missingKeyMessage(command: String) -> String {
    "No KOBIS API key is set. Get a free key from the KOBIS open API site, "
      + "https://www.kobis.or.kr/kobisopenapi (sign up, then request a key), and set it in "
      + "\(keyVariable). To see what the output looks like without a key, add "
      + "--sample, as in '\(HelpText.commandName([command])) --sample'."
  }

  /// The options, in the order help lists them, for a command that embeds them: `--color`,
  /// `--sample`, then the server, the wait, the log (unless `verboseHelp` is `nil`), the cache
  /// and the key.
  ///
  /// - Parameters:
  ///   - sampleHelp: The help of `--sample`, which says what the command's sample has.
  ///   - colorHelp: The help of `--color`, when the command colors something else than a table.
  ///   - verboseHelp: The help of `--verbose`, or `nil` for a command that offers no log.
  /// - Returns: The options.
  static func connection<Command: KOBISCommand>(
    sampleHelp: String, colorHelp: String = KOBISOptions.colorHelp,
    verboseHelp: String? = KOBISOptions.verboseHelp
  ) -> [Option<Command>] {
    var color = color
    color.definition.help = colorHelp
    let log = verboseHelp.map { help in
      var option = verbose
      option.definition.help = help
      return option
    }
    let options =
      [color, sample(help: sampleHelp), baseURL, timeout] + (log.map { [$0] } ?? [])
      + [cacheDirectory(\.cacheDirectory), noCache, apiKey]
    return options.map { $0.lifted(into: \.kobis) }
  }

  /// The help of `--color` for a command that writes a table.
  static let colorHelp =
    "Color the table: auto (only on a terminal, with NO_COLOR unset and TERM not dumb), always "
    + "or never. JSON and CSV are never colored."

  /// `--color`.
  static let color = Option<KOBISOptions>.choice(
    OptionDefinition(
      name: "color", valueName: "when", help: colorHelp, defaultValue: "auto"), \.color)

  /// `--sample`, with the command's own help.
  ///
  /// - Parameter help: What the command's sample has, and what it ignores.
  /// - Returns: The option.
  static func sample(help: String) -> Option<KOBISOptions> {
    .flag(OptionDefinition(name: "sample", help: help), \.isSample)
  }

  /// `--base-url`.
  static let baseURL = Option<KOBISOptions>(
    OptionDefinition(
      name: "base-url", valueName: "url",
      help: "The base URL of the KOBIS REST API, http or https; by default "
        + BoxOfficeAPI.officialBaseURL.absoluteString + "."), \.baseURL
  ) { value, _ in
    guard let url = URL(string: value), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
    else {
      return .failure(InvalidValue(reason: "expected an http or https URL"))
    }
    return .success(url)
  }

  /// `--timeout`: the limit of each attempt, since the client retries transient failures as its
  /// ``RetryPolicy/default`` says.
  static let timeout = Option<KOBISOptions>(
    OptionDefinition(
      name: "timeout", valueName: "seconds",
      help: "How long each attempt may wait for KOBIS, up to 300 seconds; fractions such as 0.5 "
        + "are kept to the millisecond." + retrySentence(RetryPolicy.default),
      defaultValue: String(Int(BoxOfficeAPI.defaultTimeout))), \.timeout
  ) { value, _ in
    guard let seconds = Double(value), seconds.isFinite, seconds > 0, seconds <= 300 else {
      return .failure(
        InvalidValue(reason: "expected a number of seconds greater than 0 and at most 300"))
    }
    return .success(seconds)
  }

  /// The help of `--verbose` for a command that asks one question.
  static let verboseHelp =
    "Say on standard error what is asked (the URL, with the key left out), whether the cache "
    + "answered, and each attempt with its time, instead of showing a spinner."

  /// `-v`, `--verbose`.
  static let verbose = Option<KOBISOptions>.flag(
    OptionDefinition(name: "verbose", shortName: "v", help: verboseHelp), \.isVerbose)

  /// `--cache-dir`, storing into `property`; shared by the commands that ask KOBIS and `cache`.
  ///
  /// - Parameter property: Where the directory is stored.
  /// - Returns: The option.
  static func cacheDirectory<Command>(
    _ property: WritableKeyPath<Command, String?> & Sendable
  ) -> Option<Command> {
    Option(
      OptionDefinition(
        name: "cache-dir", valueName: "dir",
        help: "Where replies are kept. By default $XDG_CACHE_HOME/boxoffice, or "
          + "~/.cache/boxoffice.",
        completion: .directory), property
    ) { value, _ in
      value.isEmpty ? .failure(InvalidValue(reason: "expected a directory")) : .success(value)
    }
  }

  /// `--no-cache`.
  static let noCache = Option<KOBISOptions>.flag(
    OptionDefinition(
      name: "no-cache",
      help: "Ask KOBIS even when a stored reply is fresh, and store nothing: no cache is read "
        + "or written."), \.bypassesCache)

  /// `--api-key`, whose value is never echoed.
  static let apiKey = Option<KOBISOptions>(
    OptionDefinition(
      name: "api-key", valueName: "key",
      help: "The KOBIS API key. Prefer setting KOBIS_API_KEY: other users of this machine can "
        + "see a command's arguments.",
      echoesValue: false), \.apiKey, blank: "the key is blank"
  ) { $0 }

  /// `-f`, `--format`.
  static func format<Command: FormattedCommand & Sendable>() -> Option<Command> {
    .choice(
      OptionDefinition(
        name: "format", shortName: "f", valueName: "format",
        help: "table for people, json (a documented schema, for jq) or csv (RFC 4180).",
        defaultValue: "table"), \.format)
  }

  /// `--compact`.
  static func compact<Command: FormattedCommand & Sendable>() -> Option<Command> {
    .flag(
      OptionDefinition(
        name: "compact", help: "With --format json, write the document on one line."),
      \.isCompact)
  }

  /// How `policy` retries, as a sentence for help with a leading space: ` A timeout, … is tried
  /// again: up to 3 attempts in all, 0.5 s and then 1 s apart.`; empty for no retries.
  static func retrySentence(_ policy: RetryPolicy) -> String {
    let pauses = policy.delaySeconds.map { SecondsText.of($0) + " s" }
    guard !pauses.isEmpty else { return "" }
    return " A timeout, a lost connection or a server error (HTTP 5xx) is tried again: up to "
      + "\(pauses.count + 1) attempts in all, "
      + Suggestion.list(pauses, conjunction: "and then") + " apart."
  }
}

extension ChartCommand: KOBISCommand, FormattedCommand {}
