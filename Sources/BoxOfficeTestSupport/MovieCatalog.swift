import Foundation

/// The films the test server searches: every `movieList` entry of the movie-list fixtures (the
/// project's `movie-list-catalog.json` and the shared capture `movie-list-2023.json`), filtered
/// and paged as KOBIS's `searchMovieList` documents.
///
/// `movieNm` matches the Korean or English title, `directorNm` a director's name (both
/// case-insensitively, anywhere in the text), `openStartDt`…`openEndDt` the year of `openDt` and
/// `prdtStartYear`…`prdtEndYear` `prdtYear`; `repNationCd` and `movieTypeCd` are recorded but not
/// applied (the entries carry names, not codes). `curPage` (from 1) and `itemPerPage` (default
/// 10) choose the page and `totCnt` counts every match. A search with no criteria for the default
/// first page gets the shared capture byte for byte, as it is KOBIS's own reply to that request.
struct MovieCatalog {
  let replies: KOBISReplies

  private static let sharedCapture = "movie-list-2023"

  /// The reply body for a search with `query`.
  func reply(to query: [String: String]) -> Data {
    let criteria = [
      "movieNm", "directorNm", "openStartDt", "openEndDt", "prdtStartYear", "prdtEndYear",
    ]
    let page = Int(query["curPage"] ?? "1") ?? 1
    let size = Int(query["itemPerPage"] ?? "10") ?? 10
    if criteria.allSatisfy({ (query[$0] ?? "").isEmpty }), page == 1, size == 10,
      let capture = replies.fixture(named: Self.sharedCapture)
    {
      return capture
    }
    let matches = films().filter { isMatch($0, query) }
    let start = max(0, page - 1) * max(1, size)
    let shown =
      start < matches.count ? Array(matches[start..<min(matches.count, start + size)]) : []
    let object: [String: Any] = [
      "movieListResult": ["totCnt": matches.count, "source": "영화진흥위원회", "movieList": shown]
    ]
    return try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
  }

  /// Every film of the catalogs, each code once, the project's first.
  private func films() -> [[String: Any]] {
    var seen: Set<String> = []
    var films: [[String: Any]] = []
    for name in ["movie-list-catalog", Self.sharedCapture] {
      guard let data = replies.fixture(named: name),
        let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let result = root["movieListResult"] as? [String: Any],
        let list = result["movieList"] as? [[String: Any]]
      else { continue }
      for film in list {
        if let code = film["movieCd"] as? String, seen.insert(code).inserted { films.append(film) }
      }
    }
    return films
  }

  private func isMatch(_ film: [String: Any], _ query: [String: String]) -> Bool {
    func contains(_ text: String?, _ wanted: String?) -> Bool {
      guard let wanted, !wanted.isEmpty else { return true }
      return text?.lowercased().contains(wanted.lowercased()) ?? false
    }
    func within(_ year: Int?, _ from: String?, _ to: String?) -> Bool {
      let lower = from.flatMap { Int($0) } ?? Int.min
      let upper = to.flatMap { Int($0) } ?? Int.max
      if lower == Int.min && upper == Int.max { return true }
      guard let year else { return false }
      return (lower...upper).contains(year)
    }
    let title = query["movieNm"]
    let directors = (film["directors"] as? [[String: Any]] ?? []).compactMap {
      $0["peopleNm"] as? String
    }
    let openYear = (film["openDt"] as? String).flatMap { Int($0.prefix(4)) }
    let productionYear = (film["prdtYear"] as? String).flatMap { Int($0) }
    return
      (contains(film["movieNm"] as? String, title) || contains(film["movieNmEn"] as? String, title))
      && ((query["directorNm"] ?? "").isEmpty
        || directors.contains { contains($0, query["directorNm"]) })
      && within(openYear, query["openStartDt"], query["openEndDt"])
      && within(productionYear, query["prdtStartYear"], query["prdtEndYear"])
  }
}
