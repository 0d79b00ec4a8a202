import BoxOffice

/// A `regions` command line: how to list the regions `--region` accepts.
struct RegionsCommand: Equatable, Sendable {
  /// How to write the list.
  var format = OutputFormat.table

  /// `-f`, `--format`.
  static let format = Option<RegionsCommand>.choice(
    OptionDefinition(
      name: "format", shortName: "f", valueName: "format",
      help: "table for people, json (an array of objects with code, name and koreanName) or csv.",
      defaultValue: "table"), \.format)

  /// The list in the chosen format, ending in a line break.
  ///
  /// - Parameter width: The terminal's width in cells, for the table.
  /// - Returns: The text for standard output.
  func render(width: Int) -> String {
    let regions = Region.all
    switch format {
    case .table:
      var table = TextTable(columns: [
        .init(heading: "Name"), .init(heading: "Korean", dropOrder: 2), .init(heading: "Code"),
        .init(heading: "Also", isFlexible: true, dropOrder: 1),
      ])
      table.rows = regions.map { region in
        [
          .init(region.name), .init(region.koreanName), .init(region.code),
          .init(region.otherNames.joined(separator: ", ")),
        ]
      }
      return table.render(width: width, palette: .plain).joined(separator: "\n") + "\n"
    case .json:
      let objects = regions.map { region in
        "  {\"code\": \(JSONValue.quoted(region.code)), \"name\": \(JSONValue.quoted(region.name)), "
          + "\"koreanName\": \(JSONValue.quoted(region.koreanName))}"
      }
      return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    case .csv:
      let rows =
        [["code", "name", "koreanName"]]
        + regions.map { [$0.code, $0.name, $0.koreanName] }
      return CSV.document(rows)
    }
  }
}
