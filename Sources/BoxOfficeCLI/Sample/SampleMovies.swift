import BoxOffice
import Foundation
import Reactive

/// Built-in details of every sample film and a search over them, so that `movie`, `search` and
/// `browse` work with `--sample` as the charts do: no key, no network.
///
/// The catalog is the thirteen films of the sample charts (``SampleCharts``), whose titles and
/// opening dates it takes from the chart model, and three older films by the same directors, so
/// that a search by a director finds more than one film. Everything is invented for this project:
/// titles, people, companies, running times and ratings.
///
/// The search matches KOBIS's criteria on this catalog: the Korean or English title and a
/// director's Korean or English name contain the text (ignoring case), the opening and production
/// years fall in their ranges, and the page and page size choose the slice; nation and type codes
/// are not modelled and are ignored. Films come in catalog order.
enum SampleMovies {
  /// Answers a search from the catalog, synchronously on subscription.
  static let search: @Sendable (MovieSearchQuery, CachePolicy) -> Single<MovieSearchPage> = {
    query, _ in
    .just(page(for: query))
  }

  /// Answers a film's details from the catalog, or ``BoxOfficeError/movieNotFound(code:)``.
  static let details: @Sendable (String, CachePolicy) -> Single<MovieDetails> = { code, _ in
    guard let film = catalog.first(where: { $0.code == code }) else {
      return .error(BoxOfficeError.movieNotFound(code: code))
    }
    return .just(film)
  }

  /// The page of the catalog that `query` asks for.
  ///
  /// - Parameter query: The search.
  /// - Returns: The matching films on the page, and how many match in all.
  static func page(for query: MovieSearchQuery) -> MovieSearchPage {
    func contains(_ texts: [String?], _ wanted: String?) -> Bool {
      guard let wanted = wanted?.trimmingCharacters(in: .whitespaces).lowercased(), !wanted.isEmpty
      else { return true }
      return texts.contains { $0?.lowercased().contains(wanted) ?? false }
    }
    func within(_ year: Int?, _ range: ClosedRange<Int>?) -> Bool {
      guard let range else { return true }
      return year.map(range.contains) ?? false
    }
    let matches = catalog.filter { film in
      contains([film.title, film.englishTitle], query.title)
        && contains(film.directors.flatMap { [$0.name, $0.englishName] }, query.director)
        && within(film.openingDate?.year, query.openingYears)
        && within(film.productionYear, query.productionYears)
    }
    let size = max(1, query.pageSize)
    let start = max(0, query.page - 1) * size
    let shown = start < matches.count ? matches[start..<min(matches.count, start + size)] : []
    return MovieSearchPage(totalCount: matches.count, movies: shown.map(summary))
  }

  /// What a search lists of a film.
  static func summary(_ film: MovieDetails) -> MovieSummary {
    MovieSummary(
      code: film.code, title: film.title, englishTitle: film.englishTitle,
      productionYear: film.productionYear, openingDate: film.openingDate,
      typeName: film.typeName, productionStatus: film.productionStatus, nations: film.nations,
      genres: film.genres, representativeNation: film.nations.first,
      representativeGenre: film.genres.first, directors: film.directors.map(\.name),
      companies: film.companies.reduce(into: []) { companies, company in
        if !companies.contains(where: { $0.code == company.code }) {
          companies.append(.init(code: company.code, name: company.name))
        }
      })
  }

  /// Every film's details, the chart's films first.
  static let catalog: [MovieDetails] = credits.map { credit in
    let charted = SampleCharts.films.first { $0.code == credit.code }
    return MovieDetails(
      code: credit.code, title: charted?.title ?? credit.title, englishTitle: credit.englishTitle,
      runtimeMinutes: credit.runtime, productionYear: credit.year,
      openingDate: charted.map(\.opening) ?? credit.opening,
      productionStatus: credit.status, typeName: credit.type, nations: credit.nations,
      genres: credit.genres, directors: credit.directors,
      actors: credit.cast.map { .init(person: $0.person, role: $0.role) },
      showTypes: credit.showTypes.map { .init(group: $0, name: $1) },
      companies: credit.companies,
      audits: credit.rating.map {
        [.init(number: "\(credit.year)-SAMPLE-\(credit.code.suffix(3))", grade: $0)]
      } ?? [],
      staff: [])
  }

  /// One film's invented credits; `title` and `opening` serve only films outside the charts.
  private struct Credit {
    var code: String
    var title = ""
    var opening: CalendarDate?
    var englishTitle: String
    var year: Int
    var runtime: Int?
    var rating: String?
    var status = "개봉"
    var type = "장편"
    var nations = ["한국"]
    var genres: [String]
    var directors: [MovieDetails.Person]
    var cast: [(person: MovieDetails.Person, role: String)]
    var companies: [MovieDetails.Company]
    var showTypes = [("2D", "디지털")]
  }

  private static func person(_ name: String, _ englishName: String) -> MovieDetails.Person {
    MovieDetails.Person(name: name, englishName: englishName)
  }

  private static func company(_ code: String, _ name: String, _ englishName: String, _ part: String)
    -> MovieDetails.Company
  {
    MovieDetails.Company(code: code, name: name, englishName: englishName, part: part)
  }

  private static let cinemaru = ("20210101", "씨네마루(주)", "Cinemaru")
  private static let starlight = ("20210102", "별빛엔터테인먼트(주)", "Starlight Entertainment")
  private static let global = ("20210103", "(주)글로벌무비코리아", "Global Movie Korea")

  private static let credits: [Credit] = [
    Credit(
      code: "20240811", englishTitle: "Night on the Han River", year: 2024, runtime: 124,
      rating: "15세이상관람가", genres: ["스릴러", "범죄"], directors: [person("윤세린", "YOON Se-rin")],
      cast: [
        (person("강도윤", "KANG Do-yoon"), "형사 박진우"), (person("서하린", "SEO Ha-rin"), "한수아"),
        (person("민재혁", "MIN Jae-hyeok"), "최 회장"),
      ],
      companies: [
        company("20210201", "한강필름(주)", "Hangang Film", "제작사"),
        company(cinemaru.0, cinemaru.1, cinemaru.2, "배급사"),
        company(cinemaru.0, cinemaru.1, cinemaru.2, "제공"),
      ],
      showTypes: [("2D", "디지털"), ("IMAX", "IMAX"), ("4D", "4D")]),
    Credit(
      code: "20236542", englishTitle: "Swordsman of the Wind", year: 2023, runtime: 138,
      rating: "15세이상관람가", genres: ["사극", "액션"], directors: [person("차무열", "CHA Mu-yeol")],
      cast: [
        (person("이준서", "LEE Jun-seo"), "무영"), (person("고은채", "KO Eun-chae"), "연화"),
        (person("백승호", "BAEK Seung-ho"), "대장군 김"),
      ],
      companies: [
        company("20210202", "청풍픽처스(주)", "Cheongpung Pictures", "제작사"),
        company(cinemaru.0, cinemaru.1, cinemaru.2, "배급사"),
      ]),
    Credit(
      code: "20249017", englishTitle: "The Cat Detective Next Door", year: 2024, runtime: 102,
      rating: "전체관람가", genres: ["코미디", "가족"], directors: [person("문하늘", "MOON Ha-neul")],
      cast: [
        (person("조은별", "JO Eun-byeol"), "나래"), (person("장태식", "JANG Tae-sik"), "탐정 고양이 (목소리)"),
      ],
      companies: [
        company("20210203", "냥냥스튜디오", "Nyangnyang Studio", "제작사"),
        company(starlight.0, starlight.1, starlight.2, "배급사"),
      ]),
    Credit(
      code: "20241876", englishTitle: "Sky High: Last Mission", year: 2024, runtime: 131,
      rating: "12세이상관람가", nations: ["미국"], genres: ["액션", "SF"],
      directors: [person("데이나 휘틀록", "Dana Whitlock")],
      cast: [
        (person("마커스 헤일", "Marcus Hale"), "Capt. Rhys Cole"),
        (person("아나 페헤이라", "Ana Ferreira"), "Lt. Mara Voss"),
      ],
      companies: [
        company(global.0, global.1, global.2, "수입사"), company(global.0, global.1, global.2, "배급사"),
      ],
      showTypes: [("2D", "디지털"), ("IMAX", "IMAX")]),
    Credit(
      code: "20232210", englishTitle: "The Guest at the Winter Lodge", year: 2023, runtime: 109,
      rating: "15세이상관람가", genres: ["미스터리", "스릴러"], directors: [person("한소율", "HAN So-yul")],
      cast: [(person("정세아", "JUNG Se-a"), "윤희"), (person("오태민", "OH Tae-min"), "낯선 손님")],
      companies: [
        company("20210204", "설원영화사", "Seolwon Films", "제작사"),
        company(starlight.0, starlight.1, starlight.2, "배급사"),
      ]),
    Credit(
      code: "20248803", englishTitle: "Under the Moonlight: Director's Cut", year: 2024,
      runtime: 156, rating: "12세이상관람가", genres: ["드라마"], directors: [person("임가온", "LIM Ga-on")],
      cast: [(person("하윤서", "HA Yoon-seo"), "달님"), (person("곽도현", "KWAK Do-hyun"), "기록관")],
      companies: [
        company("20210205", "달빛필름", "Dalbit Film", "제작사"),
        company("20210206", "작은별배급", "Little Star Distribution", "배급사"),
      ]),
    Credit(
      code: "20237720", englishTitle: "Miracle at the Little Bookshop", year: 2023, runtime: 98,
      rating: "전체관람가", genres: ["드라마", "가족"], directors: [person("문하늘", "MOON Ha-neul")],
      cast: [(person("남지우", "NAM Ji-woo"), "서점 주인 은수"), (person("유다온", "YOO Da-on"), "도윤")],
      companies: [company("20210206", "작은별배급", "Little Star Distribution", "배급사")]),
    Credit(
      code: "20245561", englishTitle: "Midnight Driver", year: 2024, runtime: 117,
      rating: "청소년관람불가", nations: ["영국", "프랑스"], genres: ["범죄", "스릴러"],
      directors: [person("올리버 브란트", "Oliver Brandt")],
      cast: [(person("톰 올드리지", "Tom Aldridge"), "Jack")],
      companies: [
        company(global.0, global.1, global.2, "수입사"),
        company(cinemaru.0, cinemaru.1, cinemaru.2, "배급사"),
      ]),
    Credit(
      code: "20226014", englishTitle: "At the End of Summer", year: 2001, runtime: 112,
      rating: "12세이상관람가", genres: ["멜로/로맨스", "드라마"], directors: [person("차무열", "CHA Mu-yeol")],
      cast: [(person("송민채", "SONG Min-chae"), "여름"), (person("구재원", "KU Jae-won"), "태오")],
      companies: [company("20210207", "해변영화(주)", "Haebyeon Films", "제작사")],
      showTypes: [("필름", "필름"), ("2D", "디지털")]),
    Credit(
      code: "20249930", englishTitle: "Promise of Spring", year: 2024, runtime: nil, rating: nil,
      status: "개봉예정", genres: ["드라마"], directors: [person("한소율", "HAN So-yul")],
      cast: [(person("정세아", "JUNG Se-a"), "봄")],
      companies: [company(starlight.0, starlight.1, starlight.2, "배급사")]),
    Credit(
      code: "20247741", englishTitle: "Magical Girl Haru: Song of the Stars", year: 2024,
      runtime: 95, rating: "전체관람가", nations: ["일본"], genres: ["애니메이션"],
      directors: [person("사쿠라이 미오", "SAKURAI Mio")],
      cast: [(person("아오키 린", "AOKI Rin"), "하루 (목소리)")],
      companies: [
        company(global.0, global.1, global.2, "수입사"), company(global.0, global.1, global.2, "배급사"),
      ]),
    Credit(
      code: "20241209", englishTitle: "The Lucky Pouch Fiasco", year: 2024, runtime: 105,
      rating: "12세이상관람가", genres: ["코미디"], directors: [person("장보람", "JANG Bo-ram")],
      cast: [(person("최가람", "CHOI Ga-ram"), "복순"), (person("표준혁", "PYO Jun-hyuk"), "만수")],
      companies: [company(cinemaru.0, cinemaru.1, cinemaru.2, "배급사")]),
    Credit(
      code: "20241530", englishTitle: "Hero Explorers the Movie: New Year Adventure", year: 2024,
      runtime: 80, rating: "전체관람가", genres: ["애니메이션", "어드벤처"],
      directors: [person("오지환", "OH Ji-hwan")],
      cast: [(person("이봄", "LEE Bom"), "용사 단비 (목소리)")],
      companies: [company(starlight.0, starlight.1, starlight.2, "배급사")]),
    Credit(
      code: "20243310", englishTitle: "Christmas Runway", year: 2024, runtime: 112,
      rating: "12세이상관람가", nations: ["미국"], genres: ["멜로/로맨스", "코미디"],
      directors: [person("클레어 던", "Claire Dunn")],
      cast: [(person("엘리 브룩스", "Ellie Brooks"), "Holly Grant")],
      companies: [company(global.0, global.1, global.2, "배급사")]),
    Credit(
      code: "20243987", englishTitle: "The Snowflake Train", year: 2024, runtime: 118,
      rating: "전체관람가", genres: ["드라마", "가족"], directors: [person("한소윤", "HAN So-yoon")],
      cast: [(person("정다온", "JUNG Da-on"), "기관사 정")],
      companies: [company(cinemaru.0, cinemaru.1, cinemaru.2, "배급사")]),
    Credit(
      code: "20244120", englishTitle: "Happy New Year Brothers", year: 2024, runtime: 109,
      rating: "12세이상관람가", genres: ["코미디"], directors: [person("권도현", "KWON Do-hyun")],
      cast: [(person("남궁현", "NAMGUNG Hyun"), "큰형 동수"), (person("유재민", "YOO Jae-min"), "막내 동호")],
      companies: [company(starlight.0, starlight.1, starlight.2, "배급사")]),
    Credit(
      code: "20244402", englishTitle: "Midnight Diner: The Second Story", year: 2024, runtime: 106,
      rating: "12세이상관람가", nations: ["일본"], genres: ["드라마"],
      directors: [person("사토 겐", "SATO Ken")],
      cast: [(person("야마다 료", "YAMADA Ryo"), "마스터")],
      companies: [company(global.0, global.1, global.2, "배급사")]),
    Credit(
      code: "20250233", englishTitle: "Pip, the Kite Boy", year: 2025, runtime: 96,
      rating: "전체관람가", nations: ["프랑스"], genres: ["애니메이션", "가족"],
      directors: [person("마엘 르루", "Maël Leroux")],
      cast: [(person("노아 마르탱", "Noah Martin"), "Pip (voice)")],
      companies: [company(starlight.0, starlight.1, starlight.2, "배급사")]),
    Credit(
      code: "20250418", englishTitle: "The Red Harbour", year: 2025, runtime: 127,
      rating: "청소년관람불가", genres: ["범죄", "액션"], directors: [person("오태경", "OH Tae-kyung")],
      cast: [(person("황보석", "HWANGBO Seok"), "부두 반장 강철"), (person("임세아", "LIM Se-a"), "검사 윤")],
      companies: [company(cinemaru.0, cinemaru.1, cinemaru.2, "배급사")]),
    Credit(
      code: "20190377", title: "한강의 아침", opening: CalendarDate(year: 2019, month: 10, day: 2),
      englishTitle: "Morning on the Han River", year: 2019, runtime: 115, rating: "15세이상관람가",
      genres: ["드라마"], directors: [person("윤세린", "YOON Se-rin")],
      cast: [(person("서하린", "SEO Ha-rin"), "아침")],
      companies: [company("20210201", "한강필름(주)", "Hangang Film", "제작사")]),
    Credit(
      code: "20160921", title: "바람의 기억", opening: CalendarDate(year: 2016, month: 9, day: 14),
      englishTitle: "Memory of the Wind", year: 2016, runtime: 121, rating: "12세이상관람가",
      genres: ["사극", "드라마"], directors: [person("차무열", "CHA Mu-yeol")],
      cast: [(person("이준서", "LEE Jun-seo"), "바람")],
      companies: [company("20210202", "청풍픽처스(주)", "Cheongpung Pictures", "제작사")]),
    Credit(
      code: "2021C455", title: "고양이와 나", opening: nil, englishTitle: "The Cat and I", year: 2021,
      runtime: 89, rating: "전체관람가", status: "기타", type: "온라인전용", genres: ["가족"],
      directors: [person("문하늘", "MOON Ha-neul")], cast: [(person("조은별", "JO Eun-byeol"), "나")],
      companies: [], showTypes: []),
  ]
}
