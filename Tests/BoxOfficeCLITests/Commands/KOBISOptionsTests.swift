import BoxOffice
import Foundation
import XCTest

@testable import BoxOfficeCLI

/// The options every command that asks KOBIS shares: each one's checks, how a command embeds
/// them, and the API they make.
final class KOBISOptionsTests: XCTestCase {
  private let context = ParseContext(today: day("20250301"), root: CommandTable.root)

  private func apply(_ option: Option<KOBISOptions>, _ value: String) -> (
    KOBISOptions, InvalidValue?
  ) {
    var options = KOBISOptions()
    let invalid = option.apply(&options, value, context)
    return (options, invalid)
  }

  /// A command that embeds the options and has nothing else.
  private struct Embedding: KOBISCommand {
    var kobis = KOBISOptions()
  }

  func testLabelsShowTheShortNameAndTheValuePlaceholder() {
    XCTAssertEqual(KOBISOptions.sample(help: "x").definition.label, "--sample")
    XCTAssertEqual(KOBISOptions.verbose.definition.label, "-v, --verbose")
    XCTAssertEqual(KOBISOptions.timeout.definition.label, "--timeout <seconds>")
    XCTAssertFalse(KOBISOptions.noCache.definition.takesValue)
  }

  func testAColorNearMissIsSuggested() {
    XCTAssertEqual(apply(KOBISOptions.color, "NEVER").0.color, .never)
    XCTAssertEqual(
      apply(KOBISOptions.color, "alwyas").1,
      InvalidValue(reason: "expected auto, always or never", suggestion: "always"))
  }

  func testTheBaseURLIsAnHTTPOrHTTPSURLWithAHost() {
    XCTAssertEqual(
      apply(KOBISOptions.baseURL, "HTTPS://kobis.example/rest").0.baseURL.absoluteString,
      "HTTPS://kobis.example/rest")
    for value in ["ftp://x/", "http://", "/relative", "kobis.or.kr", ""] {
      XCTAssertEqual(
        apply(KOBISOptions.baseURL, value).1,
        InvalidValue(reason: "expected an http or https URL"), value)
    }
  }

  func testTheTimeoutIsPositiveAndAtMostFiveMinutes() {
    XCTAssertEqual(apply(KOBISOptions.timeout, "0.5").0.timeout, 0.5)
    XCTAssertEqual(apply(KOBISOptions.timeout, "300").0.timeout, 300)
    for value in ["0", "-1", "300.1", "nan", "inf", "1e400", "soon"] {
      XCTAssertEqual(
        apply(KOBISOptions.timeout, value).1,
        InvalidValue(reason: "expected a number of seconds greater than 0 and at most 300"), value)
    }
  }

  func testTheAPIKeyIsNeverBlankAndNeverEchoed() {
    XCTAssertEqual(apply(KOBISOptions.apiKey, "abc").0.apiKey, "abc")
    XCTAssertEqual(apply(KOBISOptions.apiKey, " \t").1, InvalidValue(reason: "the key is blank"))
    XCTAssertFalse(KOBISOptions.apiKey.definition.echoesValue)
  }

  func testFlagsSetTheirSwitch() {
    XCTAssertTrue(apply(KOBISOptions.sample(help: "x"), "").0.isSample)
    XCTAssertTrue(apply(KOBISOptions.noCache, "").0.bypassesCache)
    XCTAssertTrue(apply(KOBISOptions.verbose, "").0.isVerbose)
  }

  func testTheCacheDirectoryIsAnyPathButEmpty() {
    let option = KOBISOptions.cacheDirectory(\KOBISOptions.cacheDirectory)
    XCTAssertEqual(apply(option, "/tmp/c").0.cacheDirectory, "/tmp/c")
    XCTAssertEqual(apply(option, "relative dir").0.cacheDirectory, "relative dir")
    XCTAssertEqual(apply(option, "").1, InvalidValue(reason: "expected a directory"))
  }

  func testTheTimeoutHelpSaysHowTheClientRetries() {
    XCTAssertEqual(
      KOBISOptions.retrySentence(.default),
      " A timeout, a lost connection or a server error (HTTP 5xx) is tried again: up to 3 "
        + "attempts in all, 0.5 s and then 1 s apart.")
    XCTAssertTrue(
      KOBISOptions.timeout.definition.help.hasSuffix(KOBISOptions.retrySentence(.default)))
    XCTAssertEqual(
      KOBISOptions.retrySentence(
        RetryPolicy(maxRetries: 3, initialDelay: .milliseconds(200), multiplier: 2)),
      " A timeout, a lost connection or a server error (HTTP 5xx) is tried again: up to 4 "
        + "attempts in all, 0.2 s, 0.4 s and then 0.8 s apart.")
    XCTAssertEqual(KOBISOptions.retrySentence(.none), "")
  }

  func testAnEmbeddingCommandGetsTheOptionsInHelpsOrderReadingIntoItsKOBISOptions() {
    let options: [Option<Embedding>] = KOBISOptions.connection(sampleHelp: "The sample.")
    XCTAssertEqual(
      options.map(\.definition.name),
      ["color", "sample", "base-url", "timeout", "verbose", "cache-dir", "no-cache", "api-key"])
    XCTAssertEqual(options[0].definition.help, KOBISOptions.colorHelp)
    XCTAssertEqual(options[1].definition.help, "The sample.")
    XCTAssertEqual(options[4].definition.help, KOBISOptions.verboseHelp)
    var command = Embedding()
    for (option, value) in zip(options, ["never", "", "http://h/r", "2", "", "/c", "", "k"]) {
      XCTAssertNil(option.apply(&command, value, context), option.definition.name)
    }
    XCTAssertEqual(
      command.kobis,
      KOBISOptions(
        color: .never, isSample: true, baseURL: URL(string: "http://h/r")!, timeout: 2,
        isVerbose: true, cacheDirectory: "/c", bypassesCache: true, apiKey: "k"))
  }

  func testACommandMayReplaceTheHelpOfColorAndLeaveOutTheLog() {
    let options: [Option<Embedding>] = KOBISOptions.connection(
      sampleHelp: "The sample.", colorHelp: "Color the screen.", verboseHelp: nil)
    XCTAssertEqual(
      options.map(\.definition.name),
      ["color", "sample", "base-url", "timeout", "cache-dir", "no-cache", "api-key"])
    XCTAssertEqual(options[0].definition.help, "Color the screen.")
  }

  func testTheAPIHasTheGivenKeyElseTheEnvironmentsAndNoneMeansTheCommandCannotRun() throws {
    var options = KOBISOptions()
    options.baseURL = URL(string: "http://127.0.0.1:9/rest")!
    options.timeout = 2.5
    let fromEnvironment = try XCTUnwrap(options.api(environment: ["KOBIS_API_KEY": "env"]))
    XCTAssertEqual(fromEnvironment.apiKey, "env")
    XCTAssertEqual(fromEnvironment.baseURL, options.baseURL)
    XCTAssertEqual(fromEnvironment.timeout, 2.5)
    options.apiKey = "given"
    XCTAssertEqual(options.api(environment: ["KOBIS_API_KEY": "env"])?.apiKey, "given")
    options.apiKey = nil
    XCTAssertNil(options.api(environment: [:]))
    XCTAssertNil(options.api(environment: ["KOBIS_API_KEY": " \n"]))
    options.isSample = true
    XCTAssertNotNil(options.api(environment: [:]), "the sample needs no key")
  }
}
