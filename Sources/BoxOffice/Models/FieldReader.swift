import Foundation

/// Reads the string-typed fields of one JSON object of a KOBIS reply, naming the field (and where
/// the object is) in every error.
///
/// Every reader of a KOBIS reply goes through it, so the feed's rules hold alike for charts and
/// films: scalars are JSON strings, numbers inside them are parsed strictly (``FeedNumber``), a
/// missing scalar fails, and a value of another JSON type fails with its type named.
struct FieldReader {
  let object: [String: Any]
  let location: (String) -> String

  /// The string field `key`.
  func string(_ key: String) throws(BoxOfficeError) -> String {
    guard let value = object[key] else {
      throw .undecodableBody(at: location(key), reason: "the field is missing")
    }
    guard let text = value as? String else {
      throw .undecodableBody(
        at: location(key), reason: "expected a string, found \(Self.describe(value))")
    }
    return text
  }

  /// The string field `key` without surrounding whitespace and newlines.
  func trimmed(_ key: String) throws(BoxOfficeError) -> String {
    try string(key).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The field `nameKey`, trimmed, of every object in the list `key`, blank ones left out.
  func names(_ key: String, _ nameKey: String) throws(BoxOfficeError) -> [String] {
    try list(key) { item throws(BoxOfficeError) in try item.trimmed(nameKey) }
      .filter { !$0.isEmpty }
  }

  /// A year field: blank is none, else four digits from 1880 (the first films) to 9999.
  func year(_ key: String) throws(BoxOfficeError) -> Int? {
    try blankOr(key, "is not a year yyyy") { text in
      text.utf8.count == 4 ? Int(text).flatMap { (1880...9999).contains($0) ? $0 : nil } : nil
    }
  }

  /// The field `key` read by `parse`; a text that `parse` rejects fails with the text quoted and
  /// `failure` (`is not a date yyyymmdd`).
  func parsed<Value>(_ key: String, _ failure: String, _ parse: (String) -> Value?)
    throws(BoxOfficeError) -> Value
  {
    let text = try string(key)
    guard let value = parse(text) else {
      throw .undecodableBody(at: location(key), reason: "\(FeedNumber.quote(text)) \(failure)")
    }
    return value
  }

  /// The field `key` read by `parse` (``parsed(_:_:_:)``), or `nil` when it is blank (`""` or
  /// `" "`).
  func blankOr<Value>(_ key: String, _ failure: String, _ parse: (String) -> Value?)
    throws(BoxOfficeError) -> Value?
  {
    if try string(key).allSatisfy(\.isWhitespace) { return nil }
    return try parsed(key, failure, parse)
  }

  /// A comma-joined list field (`nationAlt`, `genreAlt`), trimmed, blank items left out.
  func commaList(_ key: String) throws(BoxOfficeError) -> [String] {
    try string(key).split(separator: ",").compactMap(\.nonBlank)
  }

  /// The string field `key` trimmed, or `nil` when it is blank.
  func optionalText(_ key: String) throws(BoxOfficeError) -> String? {
    try string(key).nonBlank
  }

  /// The string field `key` as a code: ASCII letters and digits only, never empty (movie codes
  /// such as `2023C165` carry letters).
  func code(_ key: String) throws(BoxOfficeError) -> String {
    try parsed(key, "is not a code") { Self.isCode($0) ? $0 : nil }
  }

  /// Whether `text` has the shape of a KOBIS code: one to 20 ASCII letters and digits.
  static func isCode(_ text: String) -> Bool {
    (1...20).contains(text.utf8.count)
      && text.utf8.allSatisfy { byte in
        (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
      }
  }

  /// The whole-number field `key`.
  func integer(_ key: String, signed: Bool) throws(BoxOfficeError) -> Int64 {
    try number(key) { text throws(FeedNumber.Problem) in
      try FeedNumber.integer(text, signed: signed)
    }
  }

  /// The decimal field `key`.
  func decimal(_ key: String, signed: Bool) throws(BoxOfficeError) -> Decimal {
    try number(key) { text throws(FeedNumber.Problem) in
      try FeedNumber.decimal(text, signed: signed)
    }
  }

  /// The list field `key`, each element an object read by `read` (whose errors name the
  /// element's 1-based position); a missing list is empty, as KOBIS leaves out lists it has
  /// nothing for.
  func list<Element>(_ key: String, _ read: (FieldReader) throws(BoxOfficeError) -> Element)
    throws(BoxOfficeError) -> [Element]
  {
    guard let value = object[key] else { return [] }
    guard let items = value as? [Any] else {
      throw .undecodableBody(
        at: location(key), reason: "expected a list, found \(Self.describe(value))")
    }
    return try items.enumerated().map { index, item throws(BoxOfficeError) in
      let place = "\(key)[\(index + 1)]"
      guard let object = item as? [String: Any] else {
        throw .undecodableBody(
          at: location(place), reason: "expected an object, found \(Self.describe(item))")
      }
      let outer = location
      return try read(FieldReader(object: object, location: { outer("\(place).\($0)") }))
    }
  }

  private func number<Value>(
    _ key: String, _ parse: (String) throws(FeedNumber.Problem) -> Value
  ) throws(BoxOfficeError) -> Value {
    let text = try string(key)
    do {
      return try parse(text)
    } catch {
      throw .undecodableBody(at: location(key), reason: error.reason)
    }
  }

  /// Names a JSON value that is not a string, without quoting a whole list or object.
  static func describe(_ value: Any) -> String {
    switch value {
    case is String: "a string"
    case is NSNull: "null"
    case is [Any]: "a list"
    case is [String: Any]: "an object"
    // Foundation's JSON booleans are NSNumbers of a private boolean class on every platform.
    case _ where String(describing: type(of: value)).contains("Boolean"): "a boolean"
    default: "the number \(String(describing: value).prefix(40))"
    }
  }
}
