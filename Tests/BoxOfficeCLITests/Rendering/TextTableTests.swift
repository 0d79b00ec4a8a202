import XCTest

@testable import BoxOfficeCLI

/// Laying out a table in terminal cells.
final class TextTableTests: XCTestCase {
  private func table(_ titles: [String]) -> TextTable {
    var table = TextTable(columns: [
      .init(heading: "#", alignment: .right),
      .init(heading: "Title", isFlexible: true),
      .init(heading: "Extra", dropOrder: 1),
      .init(heading: "Count", alignment: .right),
    ])
    table.rows = titles.enumerated().map { index, title in
      [.init(String(index + 1)), .init(title), .init("x"), .init(String(1000 * (index + 1)))]
    }
    return table
  }

  func testColumnsAreAlignedInCellsNotCharacters() {
    XCTAssertEqual(
      table(["하얼빈", "Moana 2", "소방관과 「괄호」"]).render(width: 80, palette: .plain),
      [
        "#  Title              Extra  Count",
        "1  하얼빈             x       1000",
        "2  Moana 2            x       2000",
        "3  소방관과 「괄호」  x       3000",
      ])
  }

  func testTheFlexibleColumnShrinksBeforeAColumnIsDropped() {
    XCTAssertEqual(
      table(["가나다라마바사아자차카타"]).render(width: 34, palette: .plain),
      ["#  Title              Extra  Count", "1  가나다라마바사아…  x       1000"])
  }

  func testOptionalColumnsAreDroppedWhenTheFlexibleOneWouldBeTooNarrow() {
    XCTAssertEqual(
      table(["가나다라마바사아자차카타"]).render(width: 26, palette: .plain),
      ["#  Title             Count", "1  가나다라마바사…    1000"])
  }

  func testWithNothingLeftToDropTheFlexibleColumnShrinksToItsMinimum() {
    let lines = table(["가나다라마바사아자차카타"]).render(width: 10, palette: .plain)
    XCTAssertEqual(lines, ["#  Title   Count", "1  가나…    1000"])
  }

  func testLinesHaveNoTrailingSpaces() {
    var table = TextTable(columns: [.init(heading: "Title"), .init(heading: "Note")])
    table.rows = [[.init("a"), .init("")]]
    XCTAssertEqual(table.render(width: 80, palette: .plain), ["Title  Note", "a"])
  }

  func testStylesWrapTheTextButNotThePadding() {
    var table = TextTable(columns: [.init(heading: "A"), .init(heading: "B")])
    table.rows = [[.init("x", style: .newEntry), .init("y")]]
    XCTAssertEqual(
      table.render(width: 80, palette: Palette(isEnabled: true)),
      ["\u{1B}[2mA\u{1B}[0m  \u{1B}[2mB\u{1B}[0m", "\u{1B}[1;33mx\u{1B}[0m  y"])
  }
}
