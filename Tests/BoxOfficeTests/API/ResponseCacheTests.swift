import BoxOffice
import BoxOfficeTestSupport
import Foundation
import TestSupport
import XCTest

final class ResponseCacheTests: BoxOfficeTestCase {
  private var directory: URL!
  private let clock = TestClock()
  private let identity =
    "http://127.0.0.1/boxoffice/searchDailyBoxOfficeList.json?targetDt=20241216"
  private let body = Data(#"{"boxOfficeResult":{}}"#.utf8)

  override func setUpWithError() throws {
    try super.setUpWithError()
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ResponseCacheTests-\(UUID().uuidString)", isDirectory: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: directory)
    super.tearDown()
  }

  func testTheDefaultDirectoryFollowsXDG() {
    XCTAssertEqual(
      ResponseCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/a"]
      )?
      .path, "/x/cache/boxoffice")
    XCTAssertEqual(
      ResponseCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/a"]
      )?
      .path, "/home/a/.cache/boxoffice")
    XCTAssertEqual(
      ResponseCache.defaultDirectory(environment: ["HOME": "/home/a"])?.path,
      "/home/a/.cache/boxoffice")
    XCTAssertNil(ResponseCache.defaultDirectory(environment: [:]))
  }

  func testAStoredReplyIsReadBack() {
    let cache = makeCache()
    XCTAssertNil(cache.body(for: identity))
    XCTAssertTrue(cache.store(body, lifetime: .period(lastDay: day("20241216")), for: identity))
    XCTAssertEqual(cache.body(for: identity), body)
    XCTAssertNil(cache.body(for: identity + "&weekGb=0"), "another request is another entry")
  }

  func testFilesAreNamedByAHashAndLeaveNoTemporaryFiles() throws {
    let cache = makeCache()
    cache.store(body, lifetime: .period(lastDay: day("20241216")), for: identity)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    XCTAssertEqual(files, [cache.fileURL(for: identity).lastPathComponent])
    XCTAssertTrue(files[0].range(of: "^[0-9a-f]{16}\\.json$", options: .regularExpression) != nil)
  }

  func testARecentPeriodIsFreshForOneHour() {
    clock.set("20241217 12:00")
    let cache = makeCache()
    cache.store(body, lifetime: .period(lastDay: day("20241216")), for: identity)
    clock.advance(by: 3599)
    XCTAssertEqual(cache.body(for: identity), body)
    clock.advance(by: 1)
    XCTAssertNil(cache.body(for: identity))
  }

  func testAReplyWithALifetimeIsFreshForExactlyThatLong() {
    let cache = makeCache()
    cache.store(body, lifetime: .seconds(ResponseCache.movieSearchLifetime), for: identity)
    clock.advance(by: 599)
    XCTAssertEqual(cache.body(for: identity), body)
    clock.advance(by: 1)
    XCTAssertNil(cache.body(for: identity))
  }

  func testFilmDetailsAreFreshForThirtyDaysWhateverTheirDates() {
    let cache = makeCache()
    cache.store(body, lifetime: .seconds(ResponseCache.movieDetailsLifetime), for: identity)
    clock.advance(by: 30 * 86_400 - 1)
    XCTAssertEqual(cache.body(for: identity), body)
    clock.advance(by: 1)
    XCTAssertNil(cache.body(for: identity))
  }

  func testALifetimeReplyFromAClockThatWentBackwardsIsStale() {
    let cache = makeCache()
    cache.store(body, lifetime: .seconds(600), for: identity)
    clock.advance(by: -1)
    XCTAssertNil(cache.body(for: identity))
  }

  func testAnEnvelopeWithBothALastDayAndALifetimeIsAMiss() throws {
    let cache = makeCache()
    cache.store(body, lifetime: .seconds(600), for: identity)
    let file = cache.fileURL(for: identity)
    var envelope = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    XCTAssertEqual(envelope["lifetime"] as? Double, 600)
    XCTAssertNil(envelope["lastDay"])
    envelope["lastDay"] = "20241216"
    try JSONSerialization.data(withJSONObject: envelope).write(to: file)
    XCTAssertNil(cache.body(for: identity))
  }

  func testAPeriodThatEndedMoreThanTwoWeeksBeforeStoringIsKeptIndefinitely() {
    clock.set("20241231 12:00")
    let cache = makeCache()
    cache.store(body, lifetime: .period(lastDay: day("20241216")), for: identity)
    clock.advance(by: 10 * 365 * 86_400)
    XCTAssertEqual(cache.body(for: identity), body)
  }

  func testExactlyTwoWeeksIsStillRecent() {
    clock.set("20241230 12:00")
    let cache = makeCache()
    cache.store(body, lifetime: .period(lastDay: day("20241216")), for: identity)
    clock.advance(by: 3601)
    XCTAssertNil(cache.body(for: identity))
  }

  func testTheStoringDayIsCountedInKorea() {
    // 2024-12-30 20:00 UTC is 2024-12-31 05:00 in Korea: fifteen days after 2024-12-16.
    clock.set("20241230 20:00")
    let cache = makeCache()
    cache.store(body, lifetime: .period(lastDay: day("20241216")), for: identity)
    clock.advance(by: 86_400 * 30)
    XCTAssertEqual(cache.body(for: identity), body)
  }

  func testAReplyStoredWhileRecentDoesNotBecomeFinalLater() {
    clock.set("20241217 12:00")
    let cache = makeCache()
    cache.store(body, lifetime: .period(lastDay: day("20241216")), for: identity)
    clock.advance(by: 86_400 * 60)
    XCTAssertNil(cache.body(for: identity), "figures fetched a day after the period may be revised")
  }

  func testAClockThatWentBackwardsMakesRecentRepliesStale() {
    clock.set("20241217 12:00")
    let cache = makeCache()
    cache.store(body, lifetime: .period(lastDay: day("20241216")), for: identity)
    clock.advance(by: -60)
    XCTAssertNil(cache.body(for: identity))
  }

  func testACorruptFileIsAMissAndIsReplaced() throws {
    let cache = makeCache()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for garbage in ["", "not json", #"{"format":1}"#, String(repeating: "{", count: 10_000)] {
      try Data(garbage.utf8).write(to: cache.fileURL(for: identity))
      XCTAssertNil(cache.body(for: identity), garbage)
    }
    XCTAssertTrue(cache.store(body, lifetime: .period(lastDay: day("20241216")), for: identity))
    XCTAssertEqual(cache.body(for: identity), body)
  }

  func testAFileForAnotherRequestIsAMiss() throws {
    let cache = makeCache()
    cache.store(body, lifetime: .period(lastDay: day("20241216")), for: "other")
    try FileManager.default.copyItem(
      at: cache.fileURL(for: "other"), to: cache.fileURL(for: identity))
    XCTAssertNil(cache.body(for: identity), "a hash collision must not return another chart")
  }

  func testAnUnwritableDirectoryIsNeverFatal() throws {
    let blocker = directory.appendingPathComponent("file")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: blocker)
    let cache = ResponseCache(directory: blocker.appendingPathComponent("boxoffice"))
    XCTAssertFalse(cache.store(body, lifetime: .period(lastDay: day("20241216")), for: identity))
    XCTAssertNil(cache.body(for: identity))
  }

  func testTheContentsCountTheStoredRepliesAndTheirBytes() throws {
    let cache = makeCache()
    XCTAssertEqual(try cache.contents(), ResponseCache.Contents(replies: 0, bytes: 0))
    cache.store(body, lifetime: .period(lastDay: day("20241216")), for: identity)
    cache.store(body, lifetime: .period(lastDay: day("20241216")), for: identity + "&x=1")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    let bytes = try files.reduce(Int64(0)) { total, name in
      let size =
        try FileManager.default.attributesOfItem(
          atPath: directory.appendingPathComponent(name).path)[.size] as! NSNumber
      return total + size.int64Value
    }
    XCTAssertEqual(try cache.contents(), ResponseCache.Contents(replies: 2, bytes: bytes))
  }

  func testRemovingEverythingRemovesOnlyTheCachesOwnFiles() throws {
    let cache = makeCache()
    cache.store(body, lifetime: .period(lastDay: day("20241216")), for: identity)
    let file = cache.fileURL(for: identity)
    let leftover = directory.appendingPathComponent(
      ".\(file.lastPathComponent).\(UUID().uuidString).tmp")
    try Data("half".utf8).write(to: leftover)
    let others = ["notes.txt", "0123456789abcdef.txt", "0123456789abcdeg.json", "a.json"]
    for name in others {
      try Data("mine".utf8).write(to: directory.appendingPathComponent(name))
    }
    let before = try cache.contents()
    XCTAssertEqual(before.replies, 1)
    XCTAssertEqual(try cache.removeAll(), before)
    XCTAssertEqual(try cache.contents(), ResponseCache.Contents(replies: 0, bytes: 0))
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), others.sorted())
    XCTAssertNil(cache.body(for: identity))
  }

  func testAMissingDirectoryIsAnEmptyCache() throws {
    let cache = ResponseCache(directory: directory.appendingPathComponent("nowhere"))
    XCTAssertEqual(try cache.contents(), ResponseCache.Contents(replies: 0, bytes: 0))
    XCTAssertEqual(try cache.removeAll(), ResponseCache.Contents(replies: 0, bytes: 0))
  }

  func testConcurrentWritersAndReadersSeeWholeFiles() {
    let cache = makeCache()
    let bodies = (0..<8).map {
      Data(#"{"writer":\#($0),"padding":"\#(String(repeating: "x", count: 20_000))"}"#.utf8)
    }
    let torn = LockedValue(0)
    let identity = self.identity
    DispatchQueue.concurrentPerform(iterations: 16) { index in
      for _ in 0..<40 {
        if index < 8 {
          cache.store(bodies[index], lifetime: .period(lastDay: day("20241216")), for: identity)
        } else if let read = cache.body(for: identity), !bodies.contains(read) {
          torn.withLock { $0 += 1 }
        }
      }
    }
    XCTAssertEqual(torn.value, 0)
    XCTAssertTrue(bodies.contains(cache.body(for: identity) ?? Data()))
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).count, 1)
  }

  private func makeCache() -> ResponseCache {
    let clock = self.clock
    return ResponseCache(directory: directory, now: { clock.now })
  }
}

/// A settable clock for the cache.
final class TestClock: Sendable {
  private let instant = LockedValue(Date(timeIntervalSince1970: 1_734_400_000))

  var now: Date {
    instant.value
  }

  /// Sets the clock to `"yyyymmdd HH:mm"` UTC.
  func set(_ text: String) {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "yyyyMMdd HH:mm"
    let date = formatter.date(from: text)!
    instant.withLock { $0 = date }
  }

  func advance(by seconds: TimeInterval) {
    instant.withLock { $0 = $0.addingTimeInterval(seconds) }
  }
}
