import Foundation

/// A cache of KOBIS replies on disk, one file per request, so repeated questions about the same
/// chart or film cost no request (a key allows about 3,000 a day) and work offline.
///
/// Files are keyed by `BoxOfficeAPI.cacheIdentity(for:)` — the endpoint and its parameters
/// without the API key — hashed into the file name; the key never reaches the disk. How long a
/// reply stays fresh is its ``Lifetime``, chosen when it is stored:
/// - A chart (``Lifetime/period(lastDay:)``): KOBIS keeps revising a period's figures for a while,
///   so a reply is kept indefinitely only if its period had ended more than ``finalAfterDays``
///   days before the day it was stored (in Korea); any other is fresh for ``recentLifetime``
///   seconds. (Judging by the day it was stored rather than by today keeps a reply fetched while
///   figures were still moving from becoming permanent later.)
/// - A film's details hardly ever change: ``movieDetailsLifetime`` (30 days). A search's matches
///   grow as films are registered: ``movieSearchLifetime`` (10 minutes), enough for paging back
///   and forth and for typing the same search again.
///
/// The cache never fails a request: a missing, unreadable, corrupt or mismatched file is a miss,
/// and is replaced by the next store; a directory that cannot be created or written makes
/// ``store(_:lifetime:for:)`` return `false` and nothing else. Writes go to a temporary file
/// that is renamed over the old one, so a reader sees the old file or the new one, never half.
///
/// ```swift
/// let cache = ResponseCache(directory: ResponseCache.defaultDirectory()!)
/// cache.store(body, lifetime: .period(lastDay: chart.lastDay), for: identity)
/// print(cache.body(for: identity) == body)
/// // Prints: true
/// ```
///
/// `ResponseCache` is thread-safe and safe to share between processes: every file operation is a
/// whole-file read or an atomic rename.
public struct ResponseCache: Sendable {
  /// Replies for periods that ended more than this many days before they were stored are final.
  public static let finalAfterDays = 14
  /// How long any other reply stays fresh, in seconds.
  public static let recentLifetime: TimeInterval = 3600
  /// How long a film's details stay fresh, in seconds: 30 days.
  public static let movieDetailsLifetime: TimeInterval = 30 * 24 * 3600
  /// How long a page of search results stays fresh, in seconds: 10 minutes.
  public static let movieSearchLifetime: TimeInterval = 600

  /// How long a stored reply stays fresh.
  public enum Lifetime: Equatable, Sendable {
    /// A chart of the period ending on this day: final once the period had ended
    /// ``ResponseCache/finalAfterDays`` days before it was stored, else fresh for
    /// ``ResponseCache/recentLifetime``.
    case period(lastDay: CalendarDate)
    /// Fresh for this many seconds after it was stored.
    case seconds(TimeInterval)
  }

  /// The directory holding the cache files.
  public let directory: URL
  private let now: @Sendable () -> Date

  /// Creates a cache in `directory`, which is created when the first reply is stored.
  ///
  /// - Parameters:
  ///   - directory: Where the files go.
  ///   - now: The clock, injectable for tests.
  public init(directory: URL, now: @escaping @Sendable () -> Date = { Date() }) {
    self.directory = directory
    self.now = now
  }

  /// `$XDG_CACHE_HOME/boxoffice`, or `~/.cache/boxoffice` when `XDG_CACHE_HOME` is unset or not
  /// an absolute path (as the XDG spec says).
  ///
  /// - Parameter environment: The environment to read; by default the process's.
  /// - Returns: The directory, or `nil` if neither variable nor a home directory is known.
  public static func defaultDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL? {
    if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
      return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("boxoffice")
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return URL(fileURLWithPath: home, isDirectory: true)
      .appendingPathComponent(".cache/boxoffice")
  }

  /// The stored body for `identity`, if there is a fresh one.
  ///
  /// - Parameter identity: The request's `BoxOfficeAPI.cacheIdentity(for:)`.
  /// - Returns: The body, or `nil` on a miss.
  public func body(for identity: String) -> Data? {
    guard let data = Self.contents(of: fileURL(for: identity)),
      let envelope = try? JSONDecoder().decode(Envelope.self, from: data),
      envelope.format == Envelope.currentFormat, envelope.request == identity
    else { return nil }
    let storedAt = Date(timeIntervalSince1970: envelope.storedAt)
    let age = now().timeIntervalSince(storedAt)
    switch (envelope.lastDay.flatMap { CalendarDate(yyyymmdd: $0) }, envelope.lifetime) {
    case (let lastDay?, nil):
      let storedDay = CalendarDate(storedAt, in: CalendarDate.koreanTimeZone)
      let isFinal = lastDay.distance(to: storedDay) > Self.finalAfterDays
      guard isFinal || (0..<Self.recentLifetime).contains(age) else { return nil }
    case (nil, let lifetime?):
      guard lifetime > 0, (0..<lifetime).contains(age) else { return nil }
    default:
      return nil
    }
    return Data(envelope.body.utf8)
  }

  /// The bytes of the file at `url`, or `nil` if it cannot be read.
  ///
  /// Read through a `FileHandle`: this Foundation's `Data(contentsOf:)` and
  /// `FileManager.contents(atPath:)` leak a 4 KiB buffer for every empty file they read (found by
  /// LeakSanitizer), and a corrupt cache file may well be empty.
  private static func contents(of url: URL) -> Data? {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    return (try? handle.readToEnd()) ?? nil
  }

  /// Stores `body` as the reply for `identity`, fresh for `lifetime`, replacing what was there.
  ///
  /// - Parameters:
  ///   - body: The reply body, UTF-8 JSON that decoded.
  ///   - lifetime: How long it stays fresh.
  ///   - identity: The request's `BoxOfficeAPI.cacheIdentity(for:)`.
  /// - Returns: Whether the reply reached the disk.
  @discardableResult
  public func store(_ body: Data, lifetime: Lifetime, for identity: String) -> Bool {
    var envelope = Envelope(
      format: Envelope.currentFormat, request: identity,
      storedAt: now().timeIntervalSince1970, body: String(decoding: body, as: UTF8.self))
    switch lifetime {
    case .period(let lastDay): envelope.lastDay = lastDay.yyyymmdd
    case .seconds(let seconds): envelope.lifetime = seconds
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let destination = fileURL(for: identity)
    let temporary = directory.appendingPathComponent(
      ".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      let data = try encoder.encode(envelope)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try data.write(to: temporary)
      if rename(temporary.path, destination.path) == 0 { return true }
    } catch {}
    // Whatever failed, the reply is not stored and no temporary file is left behind.
    try? FileManager.default.removeItem(at: temporary)
    return false
  }

  /// What the cache holds: how many replies, and their size on disk.
  public struct Contents: Equatable, Sendable {
    /// The stored replies.
    public var replies: Int
    /// Their size in bytes.
    public var bytes: Int64

    /// Creates a summary.
    ///
    /// - Parameters:
    ///   - replies: The stored replies.
    ///   - bytes: Their size in bytes.
    public init(replies: Int, bytes: Int64) {
      self.replies = replies
      self.bytes = bytes
    }
  }

  /// What the cache holds now; nothing when its directory does not exist yet.
  ///
  /// Only the cache's own files count (``fileURL(for:)``'s names, and the temporary files of
  /// writes in progress), whatever else the directory holds.
  ///
  /// - Returns: The number and size of the stored replies.
  /// - Throws: The file system's error when the directory exists but cannot be read.
  public func contents() throws -> Contents {
    let files = try ownFiles()
    let sizes = files.map { Int64((try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) }
    return Contents(
      replies: files.count(where: { $0.pathExtension == "json" }), bytes: sizes.reduce(0, +))
  }

  /// Removes every stored reply, leaving the directory and any other file in it alone.
  ///
  /// - Returns: What was removed.
  /// - Throws: The file system's error for the first file that could not be removed (the others
  ///   are removed all the same), or for a directory that exists but cannot be read.
  @discardableResult
  public func removeAll() throws -> Contents {
    let removed = try contents()
    var firstError: (any Error)?
    for file in try ownFiles() {
      do {
        try FileManager.default.removeItem(at: file)
      } catch {
        firstError = firstError ?? error
      }
    }
    if let firstError { throw firstError }
    return removed
  }

  /// The cache's own files in ``directory``: replies (`<16 hex digits>.json`) and temporary
  /// files of writes (`.<16 hex digits>.json.<UUID>.tmp`).
  private func ownFiles() throws -> [URL] {
    guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    let hex = Set("0123456789abcdef")
    return names.filter { name in
      let reply =
        name.hasPrefix(".") && name.hasSuffix(".tmp") ? String(name.dropFirst().prefix(21)) : name
      return reply.count == 21 && reply.hasSuffix(".json")
        && reply.prefix(16).allSatisfy(hex.contains)
    }
    .sorted()
    .map { directory.appendingPathComponent($0) }
  }

  /// The file for `identity`: a 64-bit FNV-1a hash of it, in hex. The envelope repeats the
  /// identity, so a collision is a miss, not a wrong chart.
  ///
  /// - Parameter identity: The request's `BoxOfficeAPI.cacheIdentity(for:)`.
  /// - Returns: The file's URL inside ``directory``.
  public func fileURL(for identity: String) -> URL {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in identity.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return directory.appendingPathComponent(
      String(repeating: "0", count: 16 - hex.count) + hex + ".json")
  }

  /// What one cache file holds: a chart's `lastDay`, or any other reply's `lifetime` in
  /// seconds. (Files written before lifetimes existed have a `lastDay`, and still read.)
  private struct Envelope: Codable {
    static let currentFormat = 1

    var format: Int
    var request: String
    var storedAt: TimeInterval
    var lastDay: String?
    var lifetime: TimeInterval?
    var body: String
  }
}
