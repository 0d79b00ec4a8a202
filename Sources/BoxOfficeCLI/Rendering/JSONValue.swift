/// A JSON value with its members in a fixed order, written pretty-printed: objects one member a
/// line with two-space indents, lists of plain values on one line, lists of objects one element
/// a line; or on one line (``text(isCompact:indent:)``). Strings are escaped by ``quoted(_:)``;
/// numbers are written exactly.
///
/// ```swift
/// print(JSONValue.object([("code", .string("20124079")), ("genres", .strings(["사극"]))]).text())
/// // Prints: {
/// //           "code": "20124079",
/// //           "genres": ["사극"]
/// //         }
/// ```
indirect enum JSONValue: Sendable {
  case string(String)
  case number(String)
  case bool(Bool)
  case null
  case list([JSONValue])
  case object([(String, JSONValue)])

  /// A string, or `null` for `nil`.
  static func string(_ text: String?) -> JSONValue {
    text.map(JSONValue.string) ?? .null
  }

  /// An integer, or `null` for `nil`.
  static func integer(_ value: Int?) -> JSONValue {
    value.map { .number(String($0)) } ?? .null
  }

  /// An object whose members are texts (`null` for `nil`).
  static func texts(_ members: [(String, String?)]) -> JSONValue {
    .object(members.map { ($0.0, .string($0.1)) })
  }

  /// A list of objects, one per item, whose members are the texts `members` gives.
  static func objects<Item>(_ items: [Item], _ members: (Item) -> [(String, String?)])
    -> JSONValue
  {
    .list(items.map { texts(members($0)) })
  }

  /// A list of strings.
  static func strings(_ texts: [String]) -> JSONValue {
    .list(texts.map(JSONValue.string))
  }

  /// The version of every document's schema, which changes only when a key is removed or
  /// changes meaning.
  static let schemaVersion = 1

  /// A command's document, ending in a line break: the schema's version, whether the figures are
  /// the built-in sample, then `members`; pretty-printed or on one line (`isCompact`).
  static func document(sample: Bool, isCompact: Bool, _ members: [(String, JSONValue)]) -> String {
    let document = JSONValue.object(
      [("schemaVersion", .integer(schemaVersion)), ("sample", .bool(sample))] + members)
    return document.text(isCompact: isCompact) + "\n"
  }

  /// The value as JSON text: on one line without spaces between tokens (`isCompact`), or
  /// pretty-printed, indented as if it started at `indent` spaces.
  func text(isCompact: Bool = false, indent: Int = 0) -> String {
    let inner = String(repeating: " ", count: indent + 2)
    let (open, separator, close) =
      isCompact
      ? ("", ",", "") : ("\n" + inner, ",\n" + inner, "\n" + String(repeating: " ", count: indent))
    switch self {
    case .string(let text): return JSONValue.quoted(text)
    case .number(let digits): return digits
    case .bool(let value): return String(value)
    case .null: return "null"
    case .list(let elements):
      guard !elements.isEmpty else { return "[]" }
      if !isCompact, elements.allSatisfy(\.isPlain) {
        return "[" + elements.map { $0.text() }.joined(separator: ", ") + "]"
      }
      return "[" + open
        + elements.map { $0.text(isCompact: isCompact, indent: indent + 2) }
        .joined(separator: separator) + close + "]"
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      let colon = isCompact ? ":" : ": "
      return "{" + open
        + members.map {
          JSONValue.quoted($0.0) + colon + $0.1.text(isCompact: isCompact, indent: indent + 2)
        }
        .joined(separator: separator) + close + "}"
    }
  }

  /// The value as one CSV field: a text or a number as it is, a list's fields joined by `; `,
  /// nothing for `null`.
  var csvText: String {
    switch self {
    case .string(let text), .number(let text): text
    case .bool(let value): String(value)
    case .null: ""
    case .list(let elements): elements.map(\.csvText).joined(separator: "; ")
    case .object(let members): members.map(\.1.csvText).joined(separator: "; ")
    }
  }

  private var isPlain: Bool {
    switch self {
    case .list, .object: false
    default: true
    }
  }

  /// `text` as a JSON string: quoted, with quotes, backslashes and control characters escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
