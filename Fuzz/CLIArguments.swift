import BoxOffice

/// The libFuzzer entry point for `boxoffice-cli`'s argument parser: reads every input as a
/// command line and checks what the parser makes of it.
///
/// The input is the arguments after the program name, each followed by a NUL byte as in
/// `/proc/<pid>/cmdline` (a last argument may end without one; the empty input is no arguments),
/// decoded as `CommandLine.arguments` decodes them, invalid UTF-8 repaired. Built by `.ci/fuzz`
/// into one module with the CLI's sources, so it calls the internal `CommandLineParser` as
/// `BoxOfficeTool.run` does. Besides crashes, memory errors, leaks and hangs, a broken promise of
/// the parser is a failure (a `precondition`):
/// - the same arguments parse the same way;
/// - a usage error is three lines, `Error: …`, `Usage: …`, `  See '…' for more information.`,
///   with no control character, so nothing typed can move the cursor or recolour the terminal;
/// - help texts, the manual page and completion scripts render, and a chart command is one KOBIS
///   can be asked: a date up to today (unless the sample is shown), a limit of 1 to 10, a
///   timeout in (0, 300];
/// - a movie code has a code's shape and a title is not blank; a search has a criterion, 1 to 100
///   films a page and a page from 1, and can be sent; either has `--compact` only with JSON; the
///   browser starts at a period that has ended; every command that asks KOBIS has a timeout in
///   (0, 300].
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLineParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let input = UnsafeBufferPointer(start: bytes, count: count)
  var arguments = input.split(separator: 0, omittingEmptySubsequences: false)
    .map { String(decoding: $0, as: UTF8.self) }
  if input.last == 0 { arguments.removeLast() }
  let today = CalendarDate(year: 2025, month: 3, day: 1)!
  let result = CommandLineParser.parse(arguments, today: today)
  precondition(CommandLineParser.parse(arguments, today: today) == result, "not deterministic")
  switch result {
  case .failure(let error):
    let lines = error.text.split(separator: "\n", omittingEmptySubsequences: false)
    precondition(lines.count == 4 && lines[3].isEmpty, "not three lines: \(error.text)")
    precondition(lines[0].hasPrefix("Error: ") && lines[1].hasPrefix("Usage: "), error.text)
    precondition(lines[2].hasSuffix(" for more information."), error.text)
    precondition(
      !lines.joined().unicodeScalars.contains {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
      },
      "a control character in \(error.text.debugDescription)")
  case .success(.help(let path)):
    precondition(HelpText.text(for: path).hasPrefix("OVERVIEW: "))
  case .success(.manual):
    precondition(ManualPage.text().hasPrefix(".TH "))
  case .success(.completions(let shell)):
    precondition(!shell.script().isEmpty)
  case .success(.version), .success(.regions), .success(.cache):
    break
  case .success(.chart(let command)):
    let endpoint = command.endpoint(today: today)
    let (date, filters) = (endpoint.date, endpoint.filters)
    precondition(date <= today || command.kobis.isSample, "a day after today: \(date)")
    precondition(
      (1...10).contains(filters.itemsPerPage ?? 0),
      "limit \(String(describing: filters.itemsPerPage))")
    checkTimeout(command.kobis)
  case .success(.movie(let command)):
    switch command.target {
    case .code(let code): precondition(code.utf8.count == 8, "code \(code)")
    case .title(let title): precondition(!title.isEmpty, "a blank title")
    }
    precondition(command.compactProblem == nil, "--compact with \(command.format)")
    checkTimeout(command.kobis)
  case .success(.search(let command)):
    let query = command.query
    precondition(
      query.title != nil || query.director != nil || query.productionYears != nil, "no criterion")
    precondition((1...100).contains(query.pageSize) && query.page >= 1, "page \(query)")
    precondition((try? MovieEndpoint.search(query).parameters()) != nil, "unsendable \(query)")
    precondition(command.compactProblem == nil, "--compact with \(command.format)")
    checkTimeout(command.kobis)
  case .success(.browse(let command)):
    precondition(command.start(today: today).hasEnded(today: today), "a period not ended")
    checkTimeout(command.kobis)
  case .success(.trend(let command)):
    precondition(
      (1...52).contains(command.weeks ?? 8), "weeks \(String(describing: command.weeks))")
    checkTimeout(command.kobis)
  }
  return 0
}

/// Traps unless the timeout is one `--timeout` accepts, in (0, 300].
private func checkTimeout(_ options: KOBISOptions) {
  precondition(options.timeout > 0 && options.timeout <= 300, "timeout \(options.timeout)")
}
