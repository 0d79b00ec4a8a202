import BoxOfficeTestSupport
import Foundation

/// Replies a hostile or broken server could send, made at test time (one is 20 MB, another the
/// same with a tenth of its entries) from the project's daily fixture, and written where a
/// ``KOBISTestServer`` serves them by name with the `fixture-<name>` misbehaviour.
enum HostileFeeds {
  /// The generated replies by name.
  static let generated: [String: @Sendable () throws -> Data] = [
    "feed-invalid-utf8": invalidUTF8,
    "feed-twenty-megabytes": {
      let feed = try padded(entries: 60_000)
      precondition(feed.count > 20_000_000, "the feed is \(feed.count) bytes")
      return feed
    },
    "feed-two-megabytes": { try padded(entries: 6_000) },
    "feed-deeply-nested": deeplyNested,
    "feed-duplicated-ranks": duplicatedRanks,
    "feed-escapes-in-fault": escapesInFault,
  ]

  /// Writes the generated reply `name` as `<name>.json` in `directory` unless it is there.
  ///
  /// - Parameters:
  ///   - name: A key of ``generated``; other names are left to the fixtures.
  ///   - directory: Where the test server looks first.
  static func write(_ name: String, in directory: URL) throws {
    let file = directory.appendingPathComponent(name + ".json")
    guard let make = generated[name], !FileManager.default.fileExists(atPath: file.path) else {
      return
    }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try make().write(to: file)
  }

  /// The project's daily chart of 2024-12-25 (하얼빈, then a NEW preview with no opening date).
  private static func daily() throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: FixtureLibrary.project("daily-20241225"))
      as! [String: Any]
  }

  private static func entries(of reply: [String: Any]) -> [[String: Any]] {
    (reply["boxOfficeResult"] as! [String: Any])["dailyBoxOfficeList"] as! [[String: Any]]
  }

  private static func replacingEntries(
    of reply: [String: Any], with entries: [[String: Any]]
  ) -> [String: Any] {
    var reply = reply
    var result = reply["boxOfficeResult"] as! [String: Any]
    result["dailyBoxOfficeList"] = entries
    reply["boxOfficeResult"] = result
    return reply
  }

  private static func encode(_ reply: [String: Any]) throws -> Data {
    try JSONSerialization.data(withJSONObject: reply, options: [.sortedKeys])
  }

  /// The daily chart with its first title in EUC-KR, as a server that ignores the declared
  /// UTF-8 might send it: "하얼빈" is `C7 CF BE F3 BA F3`, none of which UTF-8 allows there.
  @Sendable private static func invalidUTF8() throws -> Data {
    let text = try encode(daily())
    let title = Data("하얼빈".utf8)
    let range = text.range(of: title)!
    var bytes = text
    bytes.replaceSubrange(range, with: [0xC7, 0xCF, 0xBE, 0xF3, 0xBA, 0xF3])
    return bytes
  }

  /// The daily chart with `count` entries: its own two, then films ranked 3 and on, each with a
  /// long title; 60,000 entries are 20 MB and more, where KOBIS sends at most the ten asked for.
  private static func padded(entries count: Int) throws -> Data {
    let reply = try daily()
    let template = String(decoding: try encode(entries(of: reply)[1]), as: UTF8.self)
    let text = String(decoding: try encode(replacingEntries(of: reply, with: [])), as: UTF8.self)
    var list = entries(of: reply).map { String(decoding: try! encode($0), as: UTF8.self) }
    // The template cut around the values that change, so that each entry is one join.
    let changing = /"rank":"2"|"rnum":"2"|20240199|크리스마스 특별전/
    let pieces = template.split(separator: changing, omittingEmptySubsequences: false)
    let found = template.matches(of: changing).map { String($0.output) }
    precondition(Set(found).count == 4, "the fixture's second entry changed: \(template)")
    let padding = String(repeating: "가", count: 40)
    list.reserveCapacity(count)
    for rank in stride(from: 3, through: count, by: 1) {
      let value = [
        #""rank":"2""#: #""rank":"\#(rank)""#, #""rnum":"2""#: #""rnum":"\#(rank)""#,
        "20240199": String(30_000_000 + rank), "크리스마스 특별전": "상영작 \(rank) \(padding)",
      ]
      list.append(pieces[0] + zip(found, pieces.dropFirst()).map { value[$0]! + $1 }.joined())
    }
    return Data(
      text.replacingOccurrences(
        of: #""dailyBoxOfficeList":[]"#,
        with: #""dailyBoxOfficeList":["# + list.joined(separator: ",") + "]"
      ).utf8)
  }

  /// A million nested lists where the chart should be.
  @Sendable private static func deeplyNested() throws -> Data {
    let depth = 1_000_000
    return Data(
      (#"{"boxOfficeResult":"# + String(repeating: "[", count: depth)
        + String(repeating: "]", count: depth) + "}").utf8)
  }

  /// The daily chart with both films at rank 1.
  @Sendable private static func duplicatedRanks() throws -> Data {
    let reply = try daily()
    var list = entries(of: reply)
    list[1]["rank"] = "1"
    return try encode(replacingEntries(of: reply, with: list))
  }

  /// A key-rejected fault whose message tries to retitle the window, clear the screen and
  /// reverse the text after it.
  @Sendable private static func escapesInFault() throws -> Data {
    try encode([
      "faultInfo": [
        "errorCode": "320010",
        "message": "\u{1B}]0;pwned\u{07}\u{1B}[2J유효하지않은 \u{202E}키값입니다.\u{9B}31m",
      ]
    ])
  }
}
