// Writes `Sources/Reactive/Generated/` from the templates in `Generator/Templates/`.
//
//     swift Generator/generate.swift           rewrites the generated files that changed
//     swift Generator/generate.swift --check   writes nothing; fails if a file is out of date
//
// The folder belongs to this script: a file there that no template writes is deleted. The output
// goes through `swift format` with the repository's `.swift-format`, so templates need not wrap
// code lines, and `///` paragraphs and list items are rewrapped to the configured line length,
// so they need not either.
//
// A template is Swift text with directives, lines whose first non-blank character is `%`:
//
//     %file NAME                 later text goes to Generated/NAME (appended if already begun)
//     %set NAME = TEXT           defines NAME; TEXT is expanded where NAME is used
//     %for NAME in 2...8         repeats up to `%end` for each number (`...` or `..<`)
//     %for NAME in a, b          repeats for each word
//     %if NAME == WORD           also `!=`, and `in a, b`; then `%elif`, `%else`, `%end`
//     %// text                   a comment
//
// Other lines are copied, with each `${…}` expanded:
//
//     ${name}                    the value of `name`
//     ${n.word}, ${i.ordinal}    "two", "second"
//     ${i-1}, ${i+1}             arithmetic on a number
//     ${Type(E1)}                the value of `Type` with every `@` replaced by `E1`
//     ${1...n: source#}          "source1, source2, …" — the pattern once per number, `#` being
//                                the number, joined by ", " (the pattern may contain `${…}`)
//
// Blank lines are collapsed to one, and dropped at the start of a file and before a line that
// only closes a brace, so a template may end every declaration with a blank line.

import Foundation

struct GeneratorError: Error, CustomStringConvertible {
  let description: String
}

// MARK: - Templates

enum Node {
  case text(String, line: Int)
  case file(String, line: Int)
  case set(String, value: String)
  case loop(variable: String, over: String, body: [Node], line: Int)
  case branch([(condition: String, body: [Node])], otherwise: [Node], line: Int)
}

struct Template {
  let nodes: [Node]

  init(name: String, text: String) throws {
    var lines = text.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    var parser = Parser(name: name, lines: lines)
    let (nodes, terminator) = try parser.block()
    if let terminator { throw parser.error("'%\(terminator)' without an opening '%for' or '%if'") }
    self.nodes = nodes
  }
}

struct Parser {
  let name: String
  let lines: [String]
  var index = 0
  /// The condition of the `%elif` that ended the last block.
  var lastArgument = ""

  func error(_ message: String, line: Int? = nil) -> GeneratorError {
    GeneratorError(description: "\(name):\(line ?? index): \(message)")
  }

  /// Parses lines up to a `%end`, `%elif` or `%else`, which it consumes and returns, or to the end.
  mutating func block() throws -> ([Node], terminator: String?) {
    var nodes: [Node] = []
    while index < lines.count {
      let line = lines[index]
      index += 1
      let trimmed = line.drop(while: { $0 == " " })
      guard trimmed.first == "%" else {
        nodes.append(.text(line, line: index))
        continue
      }
      let directive = trimmed.dropFirst()
      let keyword = String(directive.prefix(while: { $0 != " " }))
      let argument = directive.dropFirst(keyword.count).trimmingCharacters(in: .whitespaces)
      switch keyword {
      case "//":
        continue
      case "file":
        nodes.append(.file(argument, line: index))
      case "set":
        guard let equals = argument.range(of: " =") else {
          throw error("expected '%set NAME = TEXT'")
        }
        let value = argument[equals.upperBound...].drop(while: { $0 == " " })
        nodes.append(.set(String(argument[..<equals.lowerBound]), value: String(value)))
      case "for":
        let opening = index
        guard let inRange = argument.range(of: " in ") else {
          throw error("expected '%for NAME in …'")
        }
        let (body, terminator) = try block()
        guard terminator == "end" else { throw error("'%for' without '%end'", line: opening) }
        nodes.append(
          .loop(
            variable: String(argument[..<inRange.lowerBound]),
            over: String(argument[inRange.upperBound...]), body: body, line: opening))
      case "if":
        let opening = index
        var branches: [(condition: String, body: [Node])] = []
        var otherwise: [Node] = []
        var condition = argument
        while true {
          let (body, terminator) = try block()
          branches.append((condition, body))
          if terminator == "elif" {
            condition = lastArgument
            continue
          }
          if terminator == "else" {
            let (body, terminator) = try block()
            guard terminator == "end" else { throw error("'%else' without '%end'", line: opening) }
            otherwise = body
          } else if terminator != "end" {
            throw error("'%if' without '%end'", line: opening)
          }
          break
        }
        nodes.append(.branch(branches, otherwise: otherwise, line: opening))
      case "end", "else", "elif":
        lastArgument = argument
        return (nodes, keyword)
      default:
        throw error("unknown directive '%\(keyword)'")
      }
    }
    return (nodes, nil)
  }
}

// MARK: - Rendering

struct Renderer {
  let template: String
  var outputs: [String: [String]] = [:]
  var order: [String] = []
  var current: String?

  init(template: String) {
    self.template = template
  }

  func error(_ message: String, line: Int) -> GeneratorError {
    GeneratorError(description: "\(template):\(line): \(message)")
  }

  mutating func render(_ nodes: [Node], _ variables: inout [String: String]) throws {
    for node in nodes {
      switch node {
      case .text(let text, let line):
        guard let current else { throw error("text before the first '%file'", line: line) }
        outputs[current]!.append(try expand(text, variables, line: line))
      case .file(let name, let line):
        let name = try expand(name, variables, line: line)
        if outputs[name] == nil {
          outputs[name] = []
          order.append(name)
        }
        current = name
      case .set(let name, let value):
        variables[name] = value
      case .loop(let variable, let over, let body, let line):
        for value in try values(of: over, variables, line: line) {
          var inner = variables
          inner[variable] = value
          try render(body, &inner)
        }
      case .branch(let branches, let otherwise, let line):
        let taken = try branches.first { try holds($0.condition, variables, line: line) }
        try render(taken?.body ?? otherwise, &variables)
      }
    }
  }

  func values(of spec: String, _ variables: [String: String], line: Int) throws -> [String] {
    if let range = try numbers(spec, variables, line: line) { return range.map(String.init) }
    return try expand(spec, variables, line: line).split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  /// `a...b` or `a..<b`, whose bounds are numbers or expressions; nil if `spec` is not a range.
  func numbers(_ spec: String, _ variables: [String: String], line: Int) throws -> [Int]? {
    let bound = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "+- "))
    for (operator_, closed) in [("...", true), ("..<", false)] {
      guard let range = spec.range(of: operator_),
        spec.replacingOccurrences(of: operator_, with: "").unicodeScalars.allSatisfy(bound.contains)
      else { continue }
      let lower = try number(String(spec[..<range.lowerBound]), variables, line: line)
      let upper = try number(String(spec[range.upperBound...]), variables, line: line)
      return Array(lower..<(closed ? upper + 1 : upper))
    }
    return nil
  }

  func number(_ expression: String, _ variables: [String: String], line: Int) throws -> Int {
    let text = expression.trimmingCharacters(in: .whitespaces)
    let value = Int(text) == nil ? try evaluate(text, variables, line: line) : text
    guard let number = Int(value) else { throw error("'\(text)' is not a number", line: line) }
    return number
  }

  func holds(_ condition: String, _ variables: [String: String], line: Int) throws -> Bool {
    for operator_ in [" == ", " != ", " in "] {
      guard let range = condition.range(of: operator_) else { continue }
      let value = try evaluate(String(condition[..<range.lowerBound]), variables, line: line)
      let operand = String(condition[range.upperBound...])
      switch operator_ {
      case " == ": return value == operand
      case " != ": return value != operand
      default: return try values(of: operand, variables, line: line).contains(value)
      }
    }
    throw error("expected 'NAME == WORD', 'NAME != WORD' or 'NAME in A, B'", line: line)
  }

  /// Replaces every `${…}` of `text` by its value.
  func expand(_ text: String, _ variables: [String: String], line: Int, depth: Int = 0) throws
    -> String
  {
    guard depth < 20 else { throw error("a variable that refers to itself", line: line) }
    var result = ""
    var rest = Substring(text)
    while let start = rest.range(of: "${") {
      result += rest[..<start.lowerBound]
      var openBraces = 1
      var end = start.upperBound
      while end < rest.endIndex {
        if rest[end] == "{" { openBraces += 1 }
        if rest[end] == "}" { openBraces -= 1 }
        if openBraces == 0 { break }
        end = rest.index(after: end)
      }
      guard end < rest.endIndex else { throw error("'${' without '}'", line: line) }
      result += try evaluate(
        String(rest[start.upperBound..<end]), variables, line: line, depth: depth)
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  /// The expanded value of what stands between `${` and `}`.
  func evaluate(_ expression: String, _ variables: [String: String], line: Int, depth: Int = 0)
    throws -> String
  {
    let expression = expression.trimmingCharacters(in: .whitespaces)
    if let colon = expression.range(of: ": "),
      let range = try numbers(String(expression[..<colon.lowerBound]), variables, line: line)
    {
      let pattern = try expand(
        String(expression[colon.upperBound...]), variables, line: line, depth: depth + 1)
      return range.map { pattern.replacingOccurrences(of: "#", with: String($0)) }
        .joined(separator: ", ")
    }
    if expression.hasSuffix(")"), let open = expression.firstIndex(of: "(") {
      let argument = expression[expression.index(after: open)...].dropLast()
      return try lookUp(String(expression[..<open]), variables, line: line, depth: depth)
        .replacingOccurrences(
          of: "@", with: try expand(String(argument), variables, line: line, depth: depth + 1))
    }
    for (suffix, words) in [(".word", Words.cardinals), (".ordinal", Words.ordinals)] {
      guard expression.hasSuffix(suffix) else { continue }
      let number = try number(String(expression.dropLast(suffix.count)), variables, line: line)
      guard words.indices.contains(number) else {
        throw error("no word for \(number) in '\(expression)'", line: line)
      }
      return words[number]
    }
    for operator_ in ["-", "+"] {
      guard let range = expression.range(of: operator_),
        let operand = Int(expression[range.upperBound...])
      else { continue }
      let value = try number(String(expression[..<range.lowerBound]), variables, line: line)
      return String(operator_ == "-" ? value - operand : value + operand)
    }
    return try lookUp(expression, variables, line: line, depth: depth)
  }

  /// The value of the variable `name`, expanded.
  func lookUp(_ name: String, _ variables: [String: String], line: Int, depth: Int) throws
    -> String
  {
    guard let value = variables[name] else { throw error("'\(name)' is not defined", line: line) }
    return try expand(value, variables, line: line, depth: depth + 1)
  }
}

enum Words {
  static let cardinals = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  ]
  static let ordinals = [
    "zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
    "ninth", "tenth",
  ]
}

// MARK: - Layout

/// Rewraps the `///` paragraphs and list items of `lines` to `width` columns; code blocks stay.
func rewrapDocumentation(_ lines: [String], width: Int) -> [String] {
  var result: [String] = []
  var inCodeBlock = false
  var pending: (indent: String, firstPrefix: String, nextPrefix: String, words: [Substring])?

  func flush() {
    guard let paragraph = pending else { return }
    pending = nil
    var line = paragraph.indent + paragraph.firstPrefix
    var lineHasWord = false
    for word in paragraph.words {
      if lineHasWord && line.count + 1 + word.count > width {
        result.append(line)
        line = paragraph.indent + paragraph.nextPrefix
        lineHasWord = false
      }
      line += (lineHasWord ? " " : "") + word
      lineHasWord = true
    }
    result.append(line)
  }

  for line in lines {
    let indent = String(line.prefix(while: { $0 == " " }))
    let afterIndent = line.dropFirst(indent.count)
    guard afterIndent.hasPrefix("///") else {
      flush()
      result.append(line)
      continue
    }
    let body = afterIndent.dropFirst(afterIndent.hasPrefix("/// ") ? 4 : 3)
    let bodyIndent = String(body.prefix(while: { $0 == " " }))
    let content = body.dropFirst(bodyIndent.count)
    if content.hasPrefix("```") { inCodeBlock.toggle() }
    if inCodeBlock || content.hasPrefix("```") || content.isEmpty {
      flush()
      result.append(content.isEmpty && !inCodeBlock ? indent + "///" : line)
      continue
    }
    let words = content.split(separator: " ")
    if content.hasPrefix("- ") {
      flush()
      let hanging = String(repeating: " ", count: bodyIndent.count + 2)
      pending = (indent, "/// " + bodyIndent, "/// " + hanging, words)
    } else if var paragraph = pending, bodyIndent.count >= paragraph.nextPrefix.count - 4 {
      paragraph.words += words
      pending = paragraph
    } else {
      flush()
      pending = (indent, "/// " + bodyIndent, "/// " + bodyIndent, words)
    }
  }
  flush()
  return result
}

/// Collapses runs of blank lines and drops those at the start and before a closing brace.
func tidyBlankLines(_ lines: [String]) -> [String] {
  var result: [String] = []
  for line in lines {
    let isBlank = line.allSatisfy { $0 == " " }
    if isBlank {
      if result.last.map({ !$0.isEmpty }) ?? false { result.append("") }
      continue
    }
    if line.trimmingCharacters(in: .whitespaces).hasPrefix("}"), result.last == "" {
      result.removeLast()
    }
    result.append(line)
  }
  if result.last == "" { result.removeLast() }
  return result
}

// MARK: - Main

let command = "swift Generator/generate.swift"
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let templates = root.appendingPathComponent("Generator/Templates")
let generated = root.appendingPathComponent("Sources/Reactive/Generated")
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.isEmpty || arguments == ["--check"] else {
  FileHandle.standardError.write(Data("usage: \(command) [--check]\n".utf8))
  exit(64)
}
let checking = arguments == ["--check"]
let fileManager = FileManager.default

/// Runs `command` with `arguments` and returns its exit status.
@discardableResult
func run(_ command: String, _ arguments: [String]) throws -> Int32 {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [command] + arguments
  fflush(stdout)
  try process.run()
  process.waitUntilExit()
  return process.terminationStatus
}

func generate() throws -> [String: String] {
  let configuration = root.appendingPathComponent(".swift-format")
  let settings = try JSONSerialization.jsonObject(with: Data(contentsOf: configuration))
  let width = (settings as? [String: Any])?["lineLength"] as? Int ?? 100
  let names = try fileManager.contentsOfDirectory(atPath: templates.path)
    .filter { $0.hasSuffix(".template") }.sorted()
  var texts: [String: String] = [:]
  for name in names {
    let path = "Generator/Templates/\(name)"
    let template = try Template(
      name: path, text: String(contentsOf: templates.appendingPathComponent(name), encoding: .utf8))
    var renderer = Renderer(template: path)
    var variables: [String: String] = [:]
    try renderer.render(template.nodes, &variables)
    for file in renderer.order {
      guard texts[file] == nil else {
        throw GeneratorError(description: "\(file) is written by two templates")
      }
      let header = [
        "// Generated by `\(command)` from \(path).",
        "// Do not edit: change the template and run the command again.",
        "",
      ]
      let body = tidyBlankLines(rewrapDocumentation(renderer.outputs[file]!, width: width))
      texts[file] = (header + body).joined(separator: "\n") + "\n"
    }
  }
  let scratch = fileManager.temporaryDirectory.appendingPathComponent(
    "generate-\(ProcessInfo.processInfo.processIdentifier)")
  try fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)
  defer { try? fileManager.removeItem(at: scratch) }
  for (file, text) in texts {
    try text.write(to: scratch.appendingPathComponent(file), atomically: true, encoding: .utf8)
  }
  let formatting =
    ["format", "format", "--in-place", "--configuration", configuration.path]
    + texts.keys.sorted().map { scratch.appendingPathComponent($0).path }
  guard try run("swift", formatting) == 0 else {
    throw GeneratorError(description: "swift format failed on the generated files")
  }
  for file in texts.keys {
    texts[file] = try String(contentsOf: scratch.appendingPathComponent(file), encoding: .utf8)
  }
  return texts
}

do {
  let texts = try generate()
  let existing = Set(
    (try? fileManager.contentsOfDirectory(atPath: generated.path))?
      .filter { $0.hasSuffix(".swift") } ?? [])
  var stale: [String] = []
  for file in texts.keys.sorted() {
    let url = generated.appendingPathComponent(file)
    guard (try? String(contentsOf: url, encoding: .utf8)) != texts[file] else { continue }
    stale.append(file)
    if checking {
      print(existing.contains(file) ? "out of date: \(file)" : "missing: \(file)")
      let expected = fileManager.temporaryDirectory.appendingPathComponent("expected-\(file)")
      try texts[file]!.write(to: expected, atomically: true, encoding: .utf8)
      defer { try? fileManager.removeItem(at: expected) }
      if existing.contains(file) {
        try run(
          "diff",
          [
            "-u", "--label", "Sources/Reactive/Generated/\(file)", "--label", "generated",
            url.path, expected.path,
          ])
      }
    } else {
      print(existing.contains(file) ? "updated: \(file)" : "added: \(file)")
      try fileManager.createDirectory(at: generated, withIntermediateDirectories: true)
      try texts[file]!.write(to: url, atomically: true, encoding: .utf8)
    }
  }
  for file in existing.subtracting(texts.keys).sorted() {
    stale.append(file)
    if checking {
      print("written by no template: \(file)")
    } else {
      print("removed: \(file)")
      try fileManager.removeItem(at: generated.appendingPathComponent(file))
    }
  }
  if checking && !stale.isEmpty {
    print(
      """
      Sources/Reactive/Generated/ differs from what the templates of Generator/Templates make.
      Run `\(command)` and commit the result (edit the templates, never the generated files).
      """)
    exit(1)
  }
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(1)
}
