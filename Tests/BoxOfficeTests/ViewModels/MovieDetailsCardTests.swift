import BoxOffice
import BoxOfficeTestSupport
import Foundation
import XCTest

/// The detail card: every section of a full film, KOBIS's own example, glosses and the cast limit.
final class MovieDetailsCardTests: XCTestCase {
  private func lines(_ card: MovieDetailsCard) -> [String] {
    [card.title, card.subtitle]
      + card.sections.flatMap { section in
        ["[\(section.title)]"] + section.rows.map { "\($0.label): \($0.value)" }
      }
  }

  func testAFullFilmHasEverySection() throws {
    let details = try MovieDetails(
      decoding: FixtureLibrary.project("movie-info-20231234"), code: "20231234")
    XCTAssertEqual(
      lines(MovieDetailsCard(details: details)),
      [
        "서울의 별", "Star of Seoul · 2023 · 118 min · 12+",
        "[Film]", "Code: 20231234", "English title: Star of Seoul", "Year: 2023",
        "Opened: 2023-04-12",
        "Running time: 118 min", "Rating: 12+", "Status: Released", "Type: Feature",
        "Genres: 드라마, 멜로/로맨스", "Nations: 한국", "Directed by: 도가은 (DO Ga-eun)",
        "Formats: 2D (디지털), 4D, IMAX",
        "[Cast]", "한서윤 (HAN Seo-yoon): 별 (Byeol)", "문태오 (MOON Tae-o): 준호 (Jun-ho)", "석지안: —",
        "Claire Dumont: 레아 (Léa)",
        "[Companies]", "Producer: (주)한빛픽처스 (Hanbit Pictures)",
        "Distributor: (주)한빛픽처스 (Hanbit Pictures), 별빛배급(주)", "Presenter: 서울영상투자조합 (Seoul Film Fund)",
        "[Staff]", "촬영: 정우림 (JEONG Woo-rim)", "각본: 도가은 (DO Ga-eun)",
      ])
  }

  func testKOBISOwnExample() throws {
    guard let data = try FixtureLibrary.shared("movie-info-20124079") else {
      throw XCTSkip("the shared KOBIS fixtures are not beside this checkout")
    }
    let card = MovieDetailsCard(details: try MovieDetails(decoding: data, code: "20124079"))
    XCTAssertEqual(card.subtitle, "Masquerade · 2012 · 131 min · 15+")
    XCTAssertEqual(card.sections.map(\.title), ["Film", "Cast", "Staff"], "no companies at all")
    XCTAssertEqual(card.sections[1].rows.map(\.value), ["광해/하선", "허균"])
    XCTAssertEqual(card.sections[0].rows.last, MovieDetailsRow(label: "Formats", value: "필름"))
  }

  func testAFilmWithLittleKnownHasOnlyItsFactsAndUnknownWordsStayKorean() {
    let details = MovieDetails(
      code: "2024A017", title: "별빛 상점", productionStatus: "재개봉", typeName: "온라인전용",
      companies: [.init(code: "1", name: "갑", part: "특수효과")])
    let card = MovieDetailsCard(details: details)
    XCTAssertEqual(card.subtitle, "")
    XCTAssertEqual(
      lines(card),
      [
        "별빛 상점", "", "[Film]", "Code: 2024A017", "Status: 재개봉", "Type: Online only", "[Companies]",
        "특수효과: 갑",
      ])
  }

  func testTheCastStopsAtTheLimitAndSaysHowManyMore() {
    let actors = (1...13).map { MovieDetails.Actor(person: .init(name: "배우\($0)"), role: "역\($0)") }
    let card = MovieDetailsCard(details: MovieDetails(code: "1", title: "t", actors: actors))
    let cast = card.sections[1].rows
    XCTAssertEqual(cast.count, MovieDetailsCard.castLimit + 1)
    XCTAssertEqual(cast.last, MovieDetailsRow(label: "…", value: "and 3 more"))
  }

  func testTheVocabularyGlossesKnownWords() {
    XCTAssertEqual(MovieVocabulary.rating("청소년관람불가"), "18+")
    XCTAssertEqual(MovieVocabulary.rating("전체관람가"), "All ages")
    XCTAssertEqual(MovieVocabulary.status("개봉예정"), "Upcoming")
    XCTAssertEqual(MovieVocabulary.filmType("단편"), "Short")
    XCTAssertEqual(MovieVocabulary.companyPart("수입사"), "Importer")
    XCTAssertEqual(MovieVocabulary.companyPart("미지의 역할"), "미지의 역할")
  }

  func testSearchCellsFormatEveryValue() throws {
    guard let data = try FixtureLibrary.shared("movie-list-2023") else {
      throw XCTSkip("the shared KOBIS fixtures are not beside this checkout")
    }
    let cell = MovieSearchRow(movie: try MovieSearchPage(decoding: data).movies[8])
    XCTAssertEqual(
      [
        cell.code, cell.title, cell.englishTitle, cell.yearText, cell.openingDateText,
        cell.typeText,
        cell.statusText, cell.directorsText, cell.nationsText, cell.genresText,
      ],
      [
        "2023C165", "토미리스: 전쟁의 여신 리덕스", "The Legend of Tomiris", "2019", "", "Online only", "Other",
        "아칸 사타예브", "카자흐스탄", "전쟁, 드라마, 액션",
      ])
  }
}
