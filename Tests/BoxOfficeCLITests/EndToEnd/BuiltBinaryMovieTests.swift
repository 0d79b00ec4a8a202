import BoxOffice
import BoxOfficeTestSupport
import Foundation
import XCTest

/// `movie` and `search` through the built binary against the loopback KOBIS server: the card and
/// the results in every format, the statuses of the failures, the cache, and the key in nothing
/// it prints.
final class BuiltBinaryMovieTests: XCTestCase {
  private var server: KOBISTestServer!
  private var home: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    try BuiltBinary.require()
    server = try KOBISTestServer()
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("BuiltBinaryMovieTests-\(UUID().uuidString)", isDirectory: true)
  }

  override func tearDown() {
    server?.stop()
    server = nil
    if let home { try? FileManager.default.removeItem(at: home) }
    super.tearDown()
  }

  private func run(
    _ arguments: [String], misbehaving misbehaviour: Misbehaviour? = nil,
    key: String = KOBISTestServer.validKey
  ) throws -> ToolRun {
    let baseURL = misbehaviour.map { server.baseURL(misbehaving: $0) } ?? server.baseURL
    return try BuiltBinary.run(
      arguments + ["--base-url", baseURL.absoluteString],
      environment: BuiltBinary.environment([
        "HOME": home.path, "COLUMNS": "100", "KOBIS_API_KEY": key,
      ]))
  }

  func testACardArrivesInEveryFormatAndIsCachedForTheNextRun() throws {
    let table = try run(["movie", "20231234"])
    XCTAssertEqual([table.stderr, "\(table.status)"], ["", "0"])
    XCTAssertTrue(
      table.stdout.hasPrefix(
        "서울의 별\nStar of Seoul · 2023 · 118 min · 12+\n\nFilm\nCode           20231234\n"),
      table.stdout)
    XCTAssertTrue(
      table.stdout.contains("Distributor  (주)한빛픽처스 (Hanbit Pictures), 별빛배급(주)\n"), table.stdout)
    let json = try run(["movie", "20231234", "--format", "json"])
    let object = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let movie = try XCTUnwrap(object["movie"] as? [String: Any])
    XCTAssertEqual(movie["runtimeMinutes"] as? Int, 118)
    XCTAssertEqual((movie["companies"] as? [[String: Any]])?.count, 4)
    let csv = try run(["movie", "20231234", "--format", "csv"])
    XCTAssertEqual(csv.stdout.components(separatedBy: "\r\n").count, 3, csv.stdout)
    XCTAssertEqual(
      server.requests.count, 1, "the details were answered from the cache after the first run")
  }

  func testASearchListsItsPageAndATitleWithOneMatchShowsTheFilm() throws {
    let search = try run(["search", "별", "--limit", "4", "--page", "2"])
    XCTAssertEqual(search.status, 0)
    XCTAssertTrue(search.stdout.hasPrefix("Films 5–7 of 7 matching “별”\n"), search.stdout)
    XCTAssertTrue(search.stdout.contains("19560102"), search.stdout)
    XCTAssertEqual(
      server.requests.last?.query,
      ["key": KOBISTestServer.validKey, "curPage": "2", "itemPerPage": "4", "movieNm": "별"])
    let one = try run(["movie", "서울의"])
    XCTAssertTrue(one.stdout.hasPrefix("서울의 별\nStar of Seoul · 2023 · 118 min · 12+\n"), one.stdout)
  }

  func testFailuresEndInTheirStatusesAndTheKeyIsNowhere() throws {
    let cases: [([String], Misbehaviour?, Int32)] = [
      (["movie", "20990001"], nil, 66),
      (["movie", "없는 영화"], nil, 66),
      (["movie", "20231234"], .leakKeyInFault, 77),
      (["search", "별"], .fixture("invalid-movie-total"), 65),
      (["movie", "20231234"], .status(503), 69),
      (["search", "별"], .htmlErrorPage, 65),
    ]
    for (arguments, misbehaviour, status) in cases {
      let run = try run(arguments + ["--timeout", "5"], misbehaving: misbehaviour)
      XCTAssertEqual(
        run.status, status, "\(arguments) \(String(describing: misbehaviour)): \(run.stderr)")
      XCTAssertTrue(run.stderr.hasPrefix("Error: "), run.stderr)
      XCTAssertFalse(
        (run.stdout + run.stderr).contains(KOBISTestServer.validKey),
        "\(arguments): the key was printed")
    }
  }
}
