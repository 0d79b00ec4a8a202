import XCTest

@testable import BoxOfficeCLI

/// "Did you mean …?" by edit distance.
final class SuggestionTests: XCTestCase {
  func testTheEditDistanceCountsInsertionsDeletionsAndSubstitutions() {
    XCTAssertEqual(Suggestion.editDistance("", ""), 0)
    XCTAssertEqual(Suggestion.editDistance("", "abc"), 3)
    XCTAssertEqual(Suggestion.editDistance("abc", ""), 3)
    XCTAssertEqual(Suggestion.editDistance("--dat", "--date"), 1)
    XCTAssertEqual(Suggestion.editDistance("kitten", "sitting"), 3)
    XCTAssertEqual(Suggestion.editDistance("weekyl", "weekly"), 2)
    XCTAssertEqual(Suggestion.editDistance("가나다", "가다"), 1)
  }

  func testCloseWordsAreSuggestedAndDistantOnesAreNot() {
    let options = ["--date", "--period", "--limit", "--format", "--no-cache", "--base-url"]
    XCTAssertEqual(Suggestion.closest(to: "--dat", among: options), "--date")
    XCTAssertEqual(Suggestion.closest(to: "--perod", among: options), "--period")
    XCTAssertEqual(Suggestion.closest(to: "--nocache", among: options), "--no-cache")
    XCTAssertEqual(Suggestion.closest(to: "--baseurl", among: options), "--base-url")
    XCTAssertNil(Suggestion.closest(to: "--verbose", among: options))
    XCTAssertNil(Suggestion.closest(to: "x", among: ["all", "korean"]))
    XCTAssertEqual(Suggestion.closest(to: "al", among: ["all", "korean"]), "all")
  }

  func testTheFirstCandidateWinsATie() {
    XCTAssertEqual(Suggestion.closest(to: "wek", among: ["week", "weekend"]), "week")
    XCTAssertEqual(Suggestion.closest(to: "ab", among: ["ac", "ad"]), "ac")
  }

  func testListsReadAsProse() {
    XCTAssertEqual(Suggestion.list([], conjunction: "or"), "")
    XCTAssertEqual(Suggestion.list(["a"], conjunction: "or"), "a")
    XCTAssertEqual(Suggestion.list(["a", "b", "c"], conjunction: "or"), "a, b or c")
  }
}
