import Foundation

extension BoxOfficeChart {
  /// Decodes a chart from the body of a KOBIS daily or weekly box-office reply.
  ///
  /// The feed sends every value as a JSON string; this parses them strictly. A field that is
  /// missing or cannot be parsed fails the whole chart with
  /// ``BoxOfficeError/undecodableBody(at:reason:)`` naming the field and the rank of its entry,
  /// rather than becoming a silent zero. A blank `openDt` (`" "`) is a `nil` opening date. Whitespace
  /// between JSON tokens does not matter.
  ///
  /// What a hostile or broken reply does:
  /// - A body that is not JSON (cut short, not UTF-8 anywhere, nested deeper than
  ///   `JSONSerialization` allows) fails at `body`.
  /// - Numbers beyond 64 bits, negative counts or amounts, and values sent as JSON numbers
  ///   instead of strings fail at their field.
  /// - Ranks must increase from entry to entry: a rank sent twice or out of order fails, since
  ///   showing it would misattribute a rank. Gaps are kept as sent.
  /// - An empty list is a chart without entries (KOBIS has no figures for the period yet); a
  ///   missing list fails. Given the `endpoint` that was asked, an empty chart whose type, period
  ///   or week is missing, blank or malformed (as a server may send before it has figures) is
  ///   the endpoint's period without entries: lenient about the metadata of an empty chart,
  ///   strict about entries.
  /// - Titles keep their text, including control, bidirectional and zero-width characters,
  ///   whatever their length: only surrounding whitespace and newlines are trimmed (Foundation
  ///   counts the zero-width space among them), and a title that is empty then fails. Making a
  ///   title safe to print is the job of whoever prints it.
  /// - There is no limit on the size of the body or the number of entries.
  ///
  /// A `faultInfo` reply (KOBIS's errors come with HTTP 200) throws
  /// ``BoxOfficeError/kobisFault(code:message:)`` with KOBIS's code and message.
  ///
  /// ```swift
  /// let chart = try BoxOfficeChart(decoding: Data(contentsOf: url))
  /// print(chart.entries[1].title, chart.entries[1].revenueChangeRate)
  /// // Prints: 영웅 34194.3
  /// ```
  ///
  /// - Parameters:
  ///   - data: The reply body, UTF-8 JSON.
  ///   - endpoint: The request the reply answers, whose period an empty chart falls back on; `nil`
  ///     to read the period from the reply alone.
  /// - Throws: ``BoxOfficeError/kobisFault(code:message:)`` or
  ///   ``BoxOfficeError/undecodableBody(at:reason:)``.
  /// - Complexity: O(*n*) in the size of `data`.
  public init(decoding data: Data, for endpoint: BoxOfficeEndpoint? = nil) throws(BoxOfficeError) {
    let result = try KOBISReply.result(in: data, named: "boxOfficeResult")
    do throws(BoxOfficeError) {
      self = try Self.decodeResult(result)
    } catch {
      guard let endpoint, Self.hasOneEmptyList(result) else { throw error }
      // The period asked for stands in for the blank metadata of a reply without figures.
      self.init(period: ChartPeriod(endpoint))
    }
  }

  /// Whether the result has exactly one of the two lists, and it is empty.
  private static func hasOneEmptyList(_ result: [String: Any]) -> Bool {
    let lists = [result["dailyBoxOfficeList"], result["weeklyBoxOfficeList"]].compactMap { $0 }
    return lists.count == 1 && (lists[0] as? [Any])?.isEmpty == true
  }

  private static func decodeResult(_ result: [String: Any]) throws(BoxOfficeError)
    -> BoxOfficeChart
  {
    let fields = FieldReader(object: result, location: { "boxOfficeResult.\($0)" })
    let type = try fields.string("boxofficeType")
    let range = try fields.string("showRange")
    let days = range.split(separator: "~", omittingEmptySubsequences: false)
    guard days.count == 2, let first = CalendarDate(yyyymmdd: days[0]),
      let last = CalendarDate(yyyymmdd: days[1]), first <= last
    else {
      throw .undecodableBody(
        at: "boxOfficeResult.showRange",
        reason: "\(FeedNumber.quote(range)) is not a range of days yyyymmdd~yyyymmdd")
    }
    let daily = result["dailyBoxOfficeList"]
    let weekly = result["weeklyBoxOfficeList"]
    let kind: Kind
    let isoWeek: ISOWeek?
    let list: Any
    switch (daily, weekly) {
    case (let daily?, nil):
      (kind, isoWeek, list) = (.daily, nil, daily)
    case (nil, let weekly?):
      kind = try weeklyKind(type: type, first: first, last: last)
      let week = try fields.parsed("yearWeekTime", "is not a year and week yyyyww") {
        ISOWeek(yearWeekTime: $0)
      }
      (isoWeek, list) = (week, weekly)
    case (nil, nil):
      throw .undecodableBody(
        at: "boxOfficeResult",
        reason: "it has neither dailyBoxOfficeList nor weeklyBoxOfficeList")
    case (_?, _?):
      throw .undecodableBody(
        at: "boxOfficeResult",
        reason: "it has both dailyBoxOfficeList and weeklyBoxOfficeList")
    }
    guard let items = list as? [Any] else {
      let name = kind == .daily ? "dailyBoxOfficeList" : "weeklyBoxOfficeList"
      throw .undecodableBody(at: "boxOfficeResult.\(name)", reason: "expected a list")
    }
    var entries: [BoxOfficeEntry] = []
    entries.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      let entry = try decodeEntry(item, number: index + 1)
      // Two films at one rank, or ranks out of order, mean a corrupted reply: showing it would
      // misattribute a rank.
      if let previous = entries.last?.rank, entry.rank <= previous {
        throw .undecodableBody(
          at: "rank of entry \(index + 1)",
          reason: entry.rank == previous
            ? "rank \(entry.rank) appears twice"
            : "rank \(entry.rank) comes after rank \(previous)")
      }
      entries.append(entry)
    }
    let period = ChartPeriod(kind: kind, containing: first)
    guard period.firstDay == first, period.lastDay == last else {
      throw .undecodableBody(
        at: "boxOfficeResult.showRange",
        reason: "\(FeedNumber.quote(range)) is not the days of a \(kind) chart")
    }
    guard isoWeek == period.isoWeek else {
      throw .undecodableBody(
        at: "boxOfficeResult.yearWeekTime",
        reason: "\(isoWeek.map { "\($0)" } ?? "") is not the ISO week of \(FeedNumber.quote(range))"
      )
    }
    return BoxOfficeChart(period: period, entries: entries)
  }

  /// The kind of a weekly-list chart: from `boxofficeType`, or, for a label not seen before, from
  /// the days the period spans.
  private static func weeklyKind(type: String, first: CalendarDate, last: CalendarDate)
    throws(BoxOfficeError) -> Kind
  {
    if type.hasPrefix("주간") { return .weekly }
    if type.hasPrefix("주말") { return .weekend }
    if type.hasPrefix("주중") { return .weekdays }
    switch (first.weekday, first.distance(to: last)) {
    case (1, 6): return .weekly
    case (5, 2): return .weekend
    case (1, 3): return .weekdays
    default:
      throw .undecodableBody(
        at: "boxOfficeResult.boxofficeType",
        reason: "\(FeedNumber.quote(type)) is not a known chart type")
    }
  }

  private static func decodeEntry(_ item: Any, number: Int) throws(BoxOfficeError)
    -> BoxOfficeEntry
  {
    guard let object = item as? [String: Any] else {
      throw .undecodableBody(at: "entry \(number)", reason: "expected an object")
    }
    let rankFields = FieldReader(object: object, location: { "\($0) of entry \(number)" })
    let rankValue = try rankFields.integer("rank", signed: false)
    guard rankValue >= 1, let rank = Int(exactly: rankValue) else {
      throw .undecodableBody(at: "rank of entry \(number)", reason: "a rank starts at 1")
    }
    let fields = FieldReader(object: object, location: { "\($0) of rank \(rank)" })
    let rankChange = try fields.integer("rankInten", signed: true)
    let isNew = try fields.parsed("rankOldAndNew", "is neither NEW nor OLD") {
      ["NEW": true, "OLD": false][$0]
    }
    let movieCode = try fields.code("movieCd")
    let openingDate = try fields.blankOr("openDt", "is not a date yyyy-mm-dd") {
      CalendarDate(isoString: $0)
    }
    let title = try fields.trimmed("movieNm")
    if title.isEmpty {
      throw .undecodableBody(at: "movieNm of rank \(rank)", reason: "the title is empty")
    }
    return BoxOfficeEntry(
      rank: rank,
      rankChange: Int(rankChange),
      isNew: isNew,
      movieCode: movieCode,
      title: title,
      openingDate: openingDate,
      revenue: try fields.integer("salesAmt", signed: false),
      revenueShare: try fields.decimal("salesShare", signed: false),
      revenueChange: try fields.integer("salesInten", signed: true),
      revenueChangeRate: try fields.decimal("salesChange", signed: true),
      cumulativeRevenue: try fields.integer("salesAcc", signed: false),
      audience: try fields.integer("audiCnt", signed: false),
      audienceChange: try fields.integer("audiInten", signed: true),
      audienceChangeRate: try fields.decimal("audiChange", signed: true),
      cumulativeAudience: try fields.integer("audiAcc", signed: false),
      screens: try fields.integer("scrnCnt", signed: false),
      showings: try fields.integer("showCnt", signed: false))
  }
}
