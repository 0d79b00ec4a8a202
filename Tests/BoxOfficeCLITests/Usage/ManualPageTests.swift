import Foundation
import XCTest

@testable import BoxOfficeCLI

/// The manual page: a golden file, in step with the command table, and valid roff.
final class ManualPageTests: CLITestCase {
  func testTheManualPageMatchesItsGoldenFile() {
    let run = runTool(["help", "--man"])
    XCTAssertEqual([run.stderr, "\(run.status)"], ["", "0"])
    Golden.assertMatches(run.stdout, "help/boxoffice-cli.1")
  }

  func testEveryCommandAndOptionOfTheTableIsOnThePage() {
    let page = ManualPage.text()
    for (path, command) in CommandTable.root.descendants {
      XCTAssertTrue(
        page.contains(".SS \"\(ManualPage.escape(HelpText.usage(path)))\""), "\(path)")
      for option in command.options {
        XCTAssertTrue(page.contains("\\fB\(ManualPage.escape(option.flag))\\fR"), option.flag)
        XCTAssertTrue(page.contains(ManualPage.escape(option.help)), option.flag)
      }
    }
    for meaning in ExitCode.meanings {
      XCTAssertTrue(page.contains(".B \(meaning.status)\n"), "\(meaning.status)")
    }
  }

  func testRoffControlCharactersAreEscaped() {
    XCTAssertEqual(ManualPage.escape("--date"), "\\-\\-date")
    XCTAssertEqual(ManualPage.escape(".hidden"), "\\&.hidden")
    XCTAssertEqual(ManualPage.escape("'quoted"), "\\&'quoted")
    XCTAssertEqual(ManualPage.escape("a\\b"), "a\\eb")
  }

  func testGroffRendersThePageWithoutAWarning() throws {
    let groff = try Shell.require("groff")
    let page = FileManager.default.temporaryDirectory
      .appendingPathComponent("boxoffice-cli-\(UUID().uuidString).1")
    try Data(ManualPage.text().utf8).write(to: page)
    defer { try? FileManager.default.removeItem(at: page) }
    // -k reads the page as UTF-8 (for the Korean names), -ww turns every warning on, and -z
    // discards the output: what is left is warnings.
    let (warnings, status) = try Shell.run(groff, ["-k", "-man", "-Tutf8", "-ww", "-z", page.path])
    XCTAssertEqual(status, 0)
    XCTAssertEqual(warnings, "")
    let (rendered, _) = try Shell.run(groff, ["-k", "-man", "-Tutf8", page.path])
    // Bold and underlined text is written over itself with backspaces.
    let text = rendered.replacing(#/.\x08/#, with: "")
    XCTAssertTrue(text.contains("https://www.kobis.or.kr/kobisopenapi"), text)
    XCTAssertTrue(text.contains("boxoffice-cli weekly [<options>]"), text)
    XCTAssertTrue(text.contains("서울"), "the Korean region names survive")
  }
}
