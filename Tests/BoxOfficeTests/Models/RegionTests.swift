import BoxOffice
import XCTest

/// KOBIS's wide-area regions, found by code and by name.
final class RegionTests: XCTestCase {
  func testThereAreSeventeenRegionsWithDistinctCodesAndNames() {
    XCTAssertEqual(Region.all.count, 17)
    XCTAssertEqual(Set(Region.all.map(\.code)).count, 17)
    XCTAssertEqual(Set(Region.all.map(\.name)).count, 17)
    XCTAssertEqual(Set(Region.all.map(\.koreanName)).count, 17)
    for region in Region.all {
      XCTAssertTrue(region.code.hasPrefix("0105") && region.code.hasSuffix("000"), region.code)
      XCTAssertEqual(region.code.count, 10)
      XCTAssertEqual(region.name, region.name.lowercased())
    }
    XCTAssertEqual(Region.all.map(\.code), Region.all.map(\.code).sorted())
  }

  func testEveryNameFindsItsRegionAndNoOther() {
    for region in Region.all {
      for name in [region.code, region.name, region.koreanName] + region.otherNames {
        XCTAssertEqual(Region.named(name), region, name)
      }
    }
  }

  func testCaseSpacesHyphensAndUnderscoresDoNotMatter() {
    XCTAssertEqual(Region.named("SEOUL")?.code, "0105001000")
    XCTAssertEqual(Region.named(" 서울 특별시 ")?.code, "0105001000")
    XCTAssertEqual(Region.named("North Chungcheong")?.code, "0105004000")
    XCTAssertEqual(Region.named("north_chungcheong")?.code, "0105004000")
    XCTAssertEqual(Region.named("Gyeonggi-Do")?.code, "0105002000")
  }

  func testUnknownNamesAndCodesFindNothing() {
    for text in ["", " ", "mars", "0105000000", "0105018000", "105001000", "서울시청", "seo"] {
      XCTAssertNil(Region.named(text), text)
    }
  }
}
