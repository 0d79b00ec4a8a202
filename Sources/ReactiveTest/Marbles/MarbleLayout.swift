/// Timelines laid out one above the other as marble text, so that equal times share a column.
///
/// The layout is the one a marble test reads: one character per frame of `ticksPerFrame` ticks
/// from `origin`, several symbols at one time grouped as `(a|)` in one frame, and `@t` before a
/// time that is off the frame grid or further than `maximumGap` frames from the previous one.
/// Cells are padded with spaces, which marble timelines ignore, so every line reads back as the
/// timeline it shows.
struct MarbleLayout {
  /// One timeline: the tokens (`a`, `'10'`, `|`, `#`, `^`, `!`) with their times, in order.
  typealias Row = [(time: TestTime, token: String)]

  /// The timelines as text, one per row.
  let lines: [String]

  private let offsets: [TestTime: Int]

  /// Lays out `rows`.
  ///
  /// - Parameters:
  ///   - rows: The timelines.
  ///   - origin: The time of the first character.
  ///   - ticksPerFrame: The ticks one character stands for.
  ///   - maximumGap: The most empty frames written as dashes before an `@` is used instead.
  init(rows: [Row], origin: TestTime, ticksPerFrame: TestTime, maximumGap: Int = 30) {
    let columns = Self.columns(
      times: Set(rows.flatMap { $0.map(\.time) }).sorted(), origin: origin,
      ticksPerFrame: ticksPerFrame, maximumGap: maximumGap)
    let cells = rows.map { row in Self.cells(of: row, in: columns) }
    // An empty row still shows one frame, even when no row has a column.
    var widths = Array(repeating: 1, count: max(columns.count, cells.map(\.count).max() ?? 0))
    for rowCells in cells {
      for (index, cell) in rowCells.enumerated() {
        widths[index] = max(widths[index], cell.count)
      }
    }
    var offsets: [TestTime: Int] = [:]
    var offset = 0
    for (index, column) in columns.enumerated() {
      if case .frame(let time) = column { offsets[time] = offset }
      offset += widths[index]
    }
    self.offsets = offsets
    lines = cells.map { rowCells in
      let padded = rowCells.enumerated().map { index, cell in
        cell + String(repeating: " ", count: widths[index] - cell.count)
      }
      return String(padded.joined().reversed().drop { $0 == " " }.reversed())
    }
  }

  /// The character offset, in every line, of the frame at `time`, if the layout has one.
  ///
  /// - Parameter time: A time one of the rows has a token at.
  /// - Returns: The offset from the start of the line.
  func offset(of time: TestTime) -> Int? {
    offsets[time]
  }

  /// A column: a frame at a time, or an `@` that moves the following frames to a time.
  private enum Column {
    case frame(TestTime)
    case anchor(TestTime)

    var time: TestTime {
      switch self {
      case .frame(let time), .anchor(let time): time
      }
    }
  }

  /// The frames from `origin` to the last time, with an anchor wherever dashes cannot reach.
  private static func columns(
    times: [TestTime], origin: TestTime, ticksPerFrame: TestTime, maximumGap: Int
  ) -> [Column] {
    var columns: [Column] = []
    var next = origin
    for time in times {
      let gap = time - next
      if gap >= 0 && gap % ticksPerFrame == 0 && gap / ticksPerFrame <= maximumGap {
        columns += stride(from: next, to: time, by: ticksPerFrame).map(Column.frame)
      } else {
        columns.append(.anchor(time))
      }
      columns.append(.frame(time))
      next = time + ticksPerFrame
    }
    return columns
  }

  /// The text of each column for one row, up to the row's last token.
  private static func cells(of row: Row, in columns: [Column]) -> [String] {
    guard let last = row.map(\.time).max() else { return ["-"] }
    return columns.prefix { $0.time <= last }.map { column in
      switch column {
      case .anchor(let time):
        return " @\(time) "
      case .frame(let time):
        let tokens = row.filter { $0.time == time }.map(\.token)
        switch tokens.count {
        case 0: return "-"
        case 1: return tokens[0]
        default: return "(\(tokens.joined()))"
        }
      }
    }
  }
}
