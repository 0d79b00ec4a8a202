import XCTest

@testable import ReactiveTest

final class MarbleTimelineTests: XCTestCase {
  private func entries(
    _ text: String, _ kind: MarbleTimelineKind = .events, origin: TestTime = 200,
    ticksPerFrame: TestTime = 10
  ) throws -> [String] {
    try MarbleTimeline(text, kind: kind, origin: origin, ticksPerFrame: ticksPerFrame).entries
      .map { "\($0.time) \(Self.describe($0.symbol))" }
  }

  private func syntaxError(
    _ text: String, _ kind: MarbleTimelineKind = .events, origin: TestTime = 200
  ) -> MarbleSyntaxError? {
    do {
      _ = try MarbleTimeline(text, kind: kind, origin: origin, ticksPerFrame: 10)
      return nil
    } catch {
      return error
    }
  }

  private static func describe(_ symbol: MarbleSymbol) -> String {
    switch symbol {
    case .value(let name): name
    case .completion: "|"
    case .error: "#"
    case .subscription: "^"
    case .unsubscription: "!"
    }
  }

  func testEachCharacterIsOneFrameFromTheOrigin() throws {
    XCTAssertEqual(try entries("-a-b--c|"), ["210 a", "230 b", "260 c", "270 |"])
    XCTAssertEqual(try entries("#"), ["200 #"])
    XCTAssertEqual(try entries(""), [])
  }

  func testTicksPerFrameScaleTheTimeline() throws {
    XCTAssertEqual(try entries("-a-b|", ticksPerFrame: 5), ["205 a", "215 b", "220 |"])
    XCTAssertEqual(try entries("-a-b|", ticksPerFrame: 1), ["201 a", "203 b", "204 |"])
  }

  func testSpacesTakeNoTime() throws {
    XCTAssertEqual(try entries("   -a   -b |"), ["210 a", "230 b", "240 |"])
  }

  func testAGroupIsOneFrameWithItsEventsInTheOrderWritten() throws {
    XCTAssertEqual(try entries("-(ab)-c"), ["210 a", "210 b", "230 c"])
    XCTAssertEqual(try entries("(a|)"), ["200 a", "200 |"])
    XCTAssertEqual(try entries("( a b )c"), ["200 a", "200 b", "210 c"])
  }

  func testAQuotedNameIsOneElementAndOneFrame() throws {
    XCTAssertEqual(try entries("'10'-'-1'|"), ["200 10", "220 -1", "230 |"])
    XCTAssertEqual(try entries("('ab'c)d"), ["200 ab", "200 c", "210 d"])
  }

  func testReservedCharactersBecomeNamesWhenQuoted() throws {
    XCTAssertEqual(try entries("'|''#''@'"), ["200 |", "210 #", "220 @"])
  }

  func testAnAnchorSetsTheTimeOfTheNextFrame() throws {
    XCTAssertEqual(try entries("a @1000 b-c"), ["200 a", "1000 b", "1020 c"])
    XCTAssertEqual(try entries("a@205b"), ["200 a", "205 b"])
    XCTAssertEqual(try entries("@150 a"), ["150 a"])
  }

  func testTheCaretOfAHotTimelineIsTheOriginAndWhatPrecedesItIsEarlier() throws {
    XCTAssertEqual(try entries("1-^-2-3-|", .hot), ["180 1", "220 2", "240 3", "260 |"])
    XCTAssertEqual(try entries("(^1)2", .hot), ["200 1", "210 2"])
    XCTAssertEqual(try entries("-1-2", .hot), ["210 1", "230 2"])
    XCTAssertEqual(try entries("1-^", .hot, origin: 300), ["280 1"])
  }

  func testAHotTimelineMayStartWithAnAnchorThatLandsItsCaretOnTheOrigin() throws {
    XCTAssertEqual(try entries("@150 1----^-2", .hot), ["150 1", "220 2"])
    XCTAssertEqual(
      syntaxError("@150 1---^-2", .hot)?.reason, "^ falls at 190, but the subscription is at 200")
  }

  func testAColdTimelineCountsFromItsOwnOrigin() throws {
    XCTAssertEqual(try entries("-1-2|", .cold, origin: 0), ["10 1", "30 2", "40 |"])
    XCTAssertEqual(try entries("(1|)", .cold, origin: 0), ["0 1", "0 |"])
  }

  func testASubscriptionTimelineHasOneCaretAndAtMostOneBang() throws {
    XCTAssertEqual(try entries("^--!", .subscription), ["200 ^", "230 !"])
    XCTAssertEqual(try entries("--^", .subscription), ["220 ^"])
    XCTAssertEqual(try entries("(^!)", .subscription), ["200 ^", "200 !"])
    XCTAssertEqual(try entries("^ @1000 !", .subscription), ["200 ^", "1000 !"])
  }

  func testSymbolsOutsideTheirKindOfTimelineAreRejectedWithTheirPosition() {
    XCTAssertEqual(
      syntaxError("-a!", .events),
      MarbleSyntaxError(
        timeline: "-a!", column: 3,
        reason: "! marks an unsubscription, in subscription timelines only"))
    XCTAssertEqual(syntaxError("-^a", .events)?.column, 2)
    XCTAssertEqual(syntaxError("-^a", .cold)?.column, 2)
    XCTAssertEqual(
      syntaxError("^-a", .subscription)?.reason, "a subscription timeline has only -, ^ and !")
    XCTAssertEqual(
      syntaxError("^-|", .subscription)?.reason, "a subscription timeline has only -, ^ and !")
    XCTAssertEqual(
      syntaxError("--!", .subscription)?.reason, "! must come after ^")
    XCTAssertEqual(syntaxError("^-^", .subscription)?.reason, "only one ^ is allowed")
    XCTAssertEqual(syntaxError("^-!!", .subscription)?.reason, "only one ! is allowed")
    XCTAssertEqual(
      syntaxError("---", .subscription),
      MarbleSyntaxError(timeline: "---", column: 4, reason: "a subscription timeline needs a ^"))
  }

  func testMalformedGroupsQuotesAndAnchorsAreRejected() {
    XCTAssertEqual(
      syntaxError("-(ab"),
      MarbleSyntaxError(
        timeline: "-(ab", column: 2, reason: "this ( is never closed"))
    XCTAssertEqual(syntaxError("-()")?.reason, "a group needs a symbol")
    XCTAssertEqual(
      syntaxError("(a-b)")?.reason, "a group holds symbols of one frame; close it first")
    XCTAssertEqual(syntaxError("a)")?.reason, "this ) closes no group")
    XCTAssertEqual(syntaxError("-'ab")?.reason, "this quote is never closed")
    XCTAssertEqual(syntaxError("''")?.reason, "a quoted name cannot be empty")
    XCTAssertEqual(syntaxError("a@x")?.reason, "@ must be followed by a time, as in @1000")
    XCTAssertEqual(
      syntaxError("--a @210 b")?.reason, "@210 is not after the previous frame, at 220")
  }

  func testTheSyntaxErrorDescriptionQuotesTheTimelineAndTheColumn() {
    XCTAssertEqual(
      syntaxError("-a!")?.description,
      "invalid marble timeline \"-a!\" at character 3: "
        + "! marks an unsubscription, in subscription timelines only")
  }
}
