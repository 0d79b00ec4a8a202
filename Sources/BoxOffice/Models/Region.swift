/// One of KOBIS's wide-area regions (its common code group `0105000000`): a chart can count the
/// screenings of one of them only (`wideAreaCd`, ``ChartFilters/regionCode``).
///
/// Each region is found by its ten-digit code, by its romanized name (`seoul`, `gyeonggi`,
/// `chungbuk`) or by its Korean name in KOBIS's list (`서울시`), in short (`서울`) or in full
/// (`서울특별시`); case, spaces, hyphens and underscores do not matter.
///
/// ```swift
/// print(Region.named("Seoul")!.code, Region.named("부산")!.name)
/// // Prints: 0105001000 busan
/// ```
public struct Region: Hashable, Sendable {
  /// The ten-digit code KOBIS expects, e.g. `0105001000`.
  public let code: String
  /// The romanized name, lowercase, e.g. `seoul`.
  public let name: String
  /// The name in KOBIS's list, e.g. `서울시`.
  public let koreanName: String
  /// Other names it is known by, e.g. `north-chungcheong` or `충청북도`.
  public let otherNames: [String]

  /// The regions in KOBIS's order of codes.
  public static let all: [Region] = [
    Region("0105001000", "seoul", "서울시", ["서울", "서울특별시"]),
    Region("0105002000", "gyeonggi", "경기도", ["경기", "gyeonggi-do"]),
    Region("0105003000", "gangwon", "강원도", ["강원", "강원특별자치도", "gangwon-do"]),
    Region(
      "0105004000", "chungbuk", "충청북도", ["충북", "north-chungcheong", "chungcheongbuk-do"]),
    Region(
      "0105005000", "chungnam", "충청남도", ["충남", "south-chungcheong", "chungcheongnam-do"]),
    Region(
      "0105006000", "gyeongbuk", "경상북도", ["경북", "north-gyeongsang", "gyeongsangbuk-do"]),
    Region(
      "0105007000", "gyeongnam", "경상남도", ["경남", "south-gyeongsang", "gyeongsangnam-do"]),
    Region(
      "0105008000", "jeonbuk", "전라북도",
      ["전북", "전북특별자치도", "north-jeolla", "jeollabuk-do"]),
    Region("0105009000", "jeonnam", "전라남도", ["전남", "south-jeolla", "jeollanam-do"]),
    Region("0105010000", "jeju", "제주도", ["제주", "제주특별자치도", "jeju-do"]),
    Region("0105011000", "busan", "부산시", ["부산", "부산광역시"]),
    Region("0105012000", "daegu", "대구시", ["대구", "대구광역시"]),
    Region("0105013000", "daejeon", "대전시", ["대전", "대전광역시"]),
    Region("0105014000", "ulsan", "울산시", ["울산", "울산광역시"]),
    Region("0105015000", "incheon", "인천시", ["인천", "인천광역시"]),
    Region("0105016000", "gwangju", "광주시", ["광주", "광주광역시"]),
    Region("0105017000", "sejong", "세종시", ["세종", "세종특별자치시"]),
  ]

  private init(_ code: String, _ name: String, _ koreanName: String, _ otherNames: [String]) {
    self.code = code
    self.name = name
    self.koreanName = koreanName
    self.otherNames = otherNames
  }

  /// The region with this code or name, if there is one.
  ///
  /// - Parameter text: A ten-digit code, or a romanized or Korean name.
  /// - Returns: The region, or `nil`.
  /// - Complexity: O(*n*) in the number of regions and names.
  public static func named(_ text: String) -> Region? {
    let key = normalized(text)
    guard !key.isEmpty else { return nil }
    return all.first { region in
      region.code == key
        || ([region.name, region.koreanName] + region.otherNames).contains { normalized($0) == key }
    }
  }

  /// `text` lowercased, without spaces, hyphens or underscores.
  private static func normalized(_ text: String) -> String {
    String(text.lowercased().filter { !" -_".contains($0) })
  }
}
