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

  /// Every film's details, the chart's films first, from ``credits``.
  static let catalog: [MovieDetails] = credits.split(separator: "\n").reduce(into: []) {
    films, line in
    guard line.hasPrefix(" ") else { return films.append(film(String(line))) }
    let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
    let items = words.dropFirst().flatMap { $0.components(separatedBy: "; ") }
    let parts = items.map { $0.components(separatedBy: " as ") }
    switch words[0] {
    case "by": films[films.count - 1].directors = items.map(person)
    case "with":
      films[films.count - 1].actors = parts.map { .init(person: person($0[0]), role: $0[1]) }
    case "from":
      films[films.count - 1].companies = parts.map {
        let (name, englishName) = companies[$0[0]]!
        return .init(code: $0[0], name: name, englishName: englishName, part: $0[1])
      }
    default:
      films[films.count - 1].showTypes = items.map {
        let words = $0.split(separator: " ", maxSplits: 1).map(String.init)
        return .init(group: words[0], name: words[1])
      }
    }
  }

  /// A film's first line: code | English title | year | minutes | rating | status | type |
  /// nations | genres, and for a film outside the charts, title | opening date (`-` for none).
  /// A chart's film takes its title and opening date from ``SampleCharts/films``.
  private static func film(_ line: String) -> MovieDetails {
    let field = line.components(separatedBy: " | ")
    let charted = SampleCharts.films.first { $0.code == field[0] }
    let rating = field[4] == "-" ? nil : field[4]
    return MovieDetails(
      code: field[0], title: charted?.title ?? field[9], englishTitle: field[1],
      runtimeMinutes: Int(field[3]), productionYear: Int(field[2]),
      openingDate: charted.map(\.opening) ?? CalendarDate(yyyymmdd: field[10]),
      productionStatus: field[5], typeName: field[6],
      nations: field[7].components(separatedBy: ", "),
      genres: field[8].components(separatedBy: ", "),
      showTypes: [.init(group: "2D", name: "디지털")],
      audits: rating.map { [.init(number: "\(field[2])-SAMPLE-\(field[0].suffix(3))", grade: $0)] }
        ?? [])
  }

  /// `name / English name`.
  private static func person(_ text: String) -> MovieDetails.Person {
    let names = text.components(separatedBy: " / ")
    return MovieDetails.Person(name: names[0], englishName: names[1])
  }

  /// The companies of the credits, by code: name and English name.
  private static let companies: [String: (String, String)] = [
    "20210101": ("씨네마루(주)", "Cinemaru"),
    "20210102": ("별빛엔터테인먼트(주)", "Starlight Entertainment"),
    "20210103": ("(주)글로벌무비코리아", "Global Movie Korea"),
    "20210201": ("한강필름(주)", "Hangang Film"),
    "20210202": ("청풍픽처스(주)", "Cheongpung Pictures"),
    "20210203": ("냥냥스튜디오", "Nyangnyang Studio"),
    "20210204": ("설원영화사", "Seolwon Films"),
    "20210205": ("달빛필름", "Dalbit Film"),
    "20210206": ("작은별배급", "Little Star Distribution"),
    "20210207": ("해변영화(주)", "Haebyeon Films"),
  ]

  /// The invented credits, a film a paragraph: its first line (``film(_:)``), then its directors
  /// (`by`), its cast with their parts (`with`, the part after `as`), its companies by code with
  /// their parts (`from`), and how it is shown (`shown`: the group and the name; `2D 디지털` when
  /// the line is left out), entries separated by `;`, people as `name / English name`.
  private static let credits = """
    20240811 | Night on the Han River | 2024 | 124 | 15세이상관람가 | 개봉 | 장편 | 한국 | 스릴러, 범죄
      by 윤세린 / YOON Se-rin
      with 강도윤 / KANG Do-yoon as 형사 박진우; 서하린 / SEO Ha-rin as 한수아; 민재혁 / MIN Jae-hyeok as 최 회장
      from 20210201 as 제작사; 20210101 as 배급사; 20210101 as 제공
      shown 2D 디지털; IMAX IMAX; 4D 4D
    20236542 | Swordsman of the Wind | 2023 | 138 | 15세이상관람가 | 개봉 | 장편 | 한국 | 사극, 액션
      by 차무열 / CHA Mu-yeol
      with 이준서 / LEE Jun-seo as 무영; 고은채 / KO Eun-chae as 연화; 백승호 / BAEK Seung-ho as 대장군 김
      from 20210202 as 제작사; 20210101 as 배급사
    20249017 | The Cat Detective Next Door | 2024 | 102 | 전체관람가 | 개봉 | 장편 | 한국 | 코미디, 가족
      by 문하늘 / MOON Ha-neul
      with 조은별 / JO Eun-byeol as 나래; 장태식 / JANG Tae-sik as 탐정 고양이 (목소리)
      from 20210203 as 제작사; 20210102 as 배급사
    20241876 | Sky High: Last Mission | 2024 | 131 | 12세이상관람가 | 개봉 | 장편 | 미국 | 액션, SF
      by 데이나 휘틀록 / Dana Whitlock
      with 마커스 헤일 / Marcus Hale as Capt. Rhys Cole; 아나 페헤이라 / Ana Ferreira as Lt. Mara Voss
      from 20210103 as 수입사; 20210103 as 배급사
      shown 2D 디지털; IMAX IMAX
    20232210 | The Guest at the Winter Lodge | 2023 | 109 | 15세이상관람가 | 개봉 | 장편 | 한국 | 미스터리, 스릴러
      by 한소율 / HAN So-yul
      with 정세아 / JUNG Se-a as 윤희; 오태민 / OH Tae-min as 낯선 손님
      from 20210204 as 제작사; 20210102 as 배급사
    20248803 | Under the Moonlight: Director's Cut | 2024 | 156 | 12세이상관람가 | 개봉 | 장편 | 한국 | 드라마
      by 임가온 / LIM Ga-on
      with 하윤서 / HA Yoon-seo as 달님; 곽도현 / KWAK Do-hyun as 기록관
      from 20210205 as 제작사; 20210206 as 배급사
    20237720 | Miracle at the Little Bookshop | 2023 | 98 | 전체관람가 | 개봉 | 장편 | 한국 | 드라마, 가족
      by 문하늘 / MOON Ha-neul
      with 남지우 / NAM Ji-woo as 서점 주인 은수; 유다온 / YOO Da-on as 도윤
      from 20210206 as 배급사
    20245561 | Midnight Driver | 2024 | 117 | 청소년관람불가 | 개봉 | 장편 | 영국, 프랑스 | 범죄, 스릴러
      by 올리버 브란트 / Oliver Brandt
      with 톰 올드리지 / Tom Aldridge as Jack
      from 20210103 as 수입사; 20210101 as 배급사
    20226014 | At the End of Summer | 2001 | 112 | 12세이상관람가 | 개봉 | 장편 | 한국 | 멜로/로맨스, 드라마
      by 차무열 / CHA Mu-yeol
      with 송민채 / SONG Min-chae as 여름; 구재원 / KU Jae-won as 태오
      from 20210207 as 제작사
      shown 필름 필름; 2D 디지털
    20249930 | Promise of Spring | 2024 | - | - | 개봉예정 | 장편 | 한국 | 드라마
      by 한소율 / HAN So-yul
      with 정세아 / JUNG Se-a as 봄
      from 20210102 as 배급사
    20247741 | Magical Girl Haru: Song of the Stars | 2024 | 95 | 전체관람가 | 개봉 | 장편 | 일본 | 애니메이션
      by 사쿠라이 미오 / SAKURAI Mio
      with 아오키 린 / AOKI Rin as 하루 (목소리)
      from 20210103 as 수입사; 20210103 as 배급사
    20241209 | The Lucky Pouch Fiasco | 2024 | 105 | 12세이상관람가 | 개봉 | 장편 | 한국 | 코미디
      by 장보람 / JANG Bo-ram
      with 최가람 / CHOI Ga-ram as 복순; 표준혁 / PYO Jun-hyuk as 만수
      from 20210101 as 배급사
    20241530 | Hero Explorers the Movie: New Year Adventure | 2024 | 80 | 전체관람가 | 개봉 | 장편 | 한국 | 애니메이션, 어드벤처
      by 오지환 / OH Ji-hwan
      with 이봄 / LEE Bom as 용사 단비 (목소리)
      from 20210102 as 배급사
    20243310 | Christmas Runway | 2024 | 112 | 12세이상관람가 | 개봉 | 장편 | 미국 | 멜로/로맨스, 코미디
      by 클레어 던 / Claire Dunn
      with 엘리 브룩스 / Ellie Brooks as Holly Grant
      from 20210103 as 배급사
    20243987 | The Snowflake Train | 2024 | 118 | 전체관람가 | 개봉 | 장편 | 한국 | 드라마, 가족
      by 한소윤 / HAN So-yoon
      with 정다온 / JUNG Da-on as 기관사 정
      from 20210101 as 배급사
    20244120 | Happy New Year Brothers | 2024 | 109 | 12세이상관람가 | 개봉 | 장편 | 한국 | 코미디
      by 권도현 / KWON Do-hyun
      with 남궁현 / NAMGUNG Hyun as 큰형 동수; 유재민 / YOO Jae-min as 막내 동호
      from 20210102 as 배급사
    20244402 | Midnight Diner: The Second Story | 2024 | 106 | 12세이상관람가 | 개봉 | 장편 | 일본 | 드라마
      by 사토 겐 / SATO Ken
      with 야마다 료 / YAMADA Ryo as 마스터
      from 20210103 as 배급사
    20250233 | Pip, the Kite Boy | 2025 | 96 | 전체관람가 | 개봉 | 장편 | 프랑스 | 애니메이션, 가족
      by 마엘 르루 / Maël Leroux
      with 노아 마르탱 / Noah Martin as Pip (voice)
      from 20210102 as 배급사
    20250418 | The Red Harbour | 2025 | 127 | 청소년관람불가 | 개봉 | 장편 | 한국 | 범죄, 액션
      by 오태경 / OH Tae-kyung
      with 황보석 / HWANGBO Seok as 부두 반장 강철; 임세아 / LIM Se-a as 검사 윤
      from 20210101 as 배급사
    20190377 | Morning on the Han River | 2019 | 115 | 15세이상관람가 | 개봉 | 장편 | 한국 | 드라마 | 한강의 아침 | 20191002
      by 윤세린 / YOON Se-rin
      with 서하린 / SEO Ha-rin as 아침
      from 20210201 as 제작사
    20160921 | Memory of the Wind | 2016 | 121 | 12세이상관람가 | 개봉 | 장편 | 한국 | 사극, 드라마 | 바람의 기억 | 20160914
      by 차무열 / CHA Mu-yeol
      with 이준서 / LEE Jun-seo as 바람
      from 20210202 as 제작사
    2021C455 | The Cat and I | 2021 | 89 | 전체관람가 | 기타 | 온라인전용 | 한국 | 가족 | 고양이와 나 | -
      by 문하늘 / MOON Ha-neul
      with 조은별 / JO Eun-byeol as 나
      from 
      shown 
    """
}
