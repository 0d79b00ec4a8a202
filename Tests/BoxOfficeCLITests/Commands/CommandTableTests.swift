import XCTest

@testable import BoxOfficeCLI

/// The command table: its commands, their options, and the rules every command keeps.
final class CommandTableTests: XCTestCase {
  private let root = CommandTable.root

  func testTheSubcommandsAreInHelpOrder() {
    XCTAssertEqual(
      root.subcommands.map(\.name),
      [
        "weekly", "daily", "movie", "search", "trend", "browse", "regions", "cache", "completions",
        "help",
      ])
    XCTAssertEqual(root.command(at: ["cache"])?.subcommands.map(\.name), ["info", "clear"])
    XCTAssertTrue(root.isGroup)
    XCTAssertEqual(root.command(at: ["cache", "clear"])?.isGroup, false)
    XCTAssertNil(root.command(at: ["cache", "nope"]))
  }

  func testOnlyTheWeeklyChartHasAPeriod() {
    XCTAssertTrue(CommandTable.weekly.options.contains { $0.name == "period" })
    XCTAssertFalse(CommandTable.daily.options.contains { $0.name == "period" })
  }

  func testNamesAreUniqueAndLowercaseInEveryCommand() {
    for (path, command) in root.descendants {
      let names = command.helpOptions.map(\.name)
      XCTAssertEqual(Set(names).count, names.count, "\(path)")
      XCTAssertEqual(names, names.map { $0.lowercased() }, "\(path)")
      let shorts = command.helpOptions.compactMap(\.shortName)
      XCTAssertEqual(Set(shorts).count, shorts.count, "\(path)")
      let subcommands = command.subcommands.map(\.name)
      XCTAssertEqual(Set(subcommands).count, subcommands.count, "\(path)")
    }
  }

  func testEveryOptionHasHelpThatEndsInAFullStop() {
    for (path, command) in root.descendants {
      for option in command.options {
        XCTAssertTrue(option.help.hasSuffix("."), "\(path) \(option.flag)")
        XCTAssertFalse(option.help.isEmpty)
      }
    }
  }

  func testEveryOptionTakingAChoiceOffersItsChoicesToShells() {
    for option in CommandTable.weekly.options
    where ["period", "nation", "films", "format", "color"]
      .contains(option.name)
    {
      XCTAssertEqual(option.completion.kind, .choices, option.flag)
      XCTAssertFalse(option.completion.words.isEmpty, option.flag)
    }
  }
}
