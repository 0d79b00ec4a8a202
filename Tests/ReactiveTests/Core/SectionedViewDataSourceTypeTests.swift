import Foundation
import Reactive
import XCTest

final class SectionedViewDataSourceTypeTests: XCTestCase {
  func testADataSourceGivesTheModelAtAnIndexPathOrThrows() throws {
    let dataSource: any SectionedViewDataSourceType = Titles(sections: [["Parasite", "Okja"]])
    XCTAssertEqual(
      try dataSource.model(at: [0, 1]) as? String, "Okja")
    XCTAssertThrowsError(try dataSource.model(at: [0, 2]))
  }
}

private struct Titles: SectionedViewDataSourceType {
  let sections: [[String]]

  func model(at indexPath: IndexPath) throws -> Any {
    // On Linux an index path has no `section` and `item`: they are its first two indexes.
    guard indexPath.count == 2, sections.indices.contains(indexPath[0]),
      sections[indexPath[0]].indices.contains(indexPath[1])
    else { throw RxCocoaError.itemsNotYetBound(object: "titles") }
    return sections[indexPath[0]][indexPath[1]]
  }
}
