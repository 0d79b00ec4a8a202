import Foundation

/// A data source of a sectioned view, such as a table, that gives the model at an index path.
///
/// RxCocoa's table and collection view data sources adopt it; a view model's data source can
/// adopt it on any platform, so views and tests ask it for the model of a row the same way.
///
/// ```swift
/// struct Rows: SectionedViewDataSourceType {
///   let sections: [[String]]
///   func model(at indexPath: IndexPath) throws -> Any {
///     // `section` and `item` are UIKit's names for the first two indexes.
///     guard indexPath.count == 2, sections.indices.contains(indexPath[0]),
///       sections[indexPath[0]].indices.contains(indexPath[1])
///     else { throw RxCocoaError.itemsNotYetBound(object: "rows") }
///     return sections[indexPath[0]][indexPath[1]]
///   }
/// }
/// ```
public protocol SectionedViewDataSourceType {
  /// Returns the model at `indexPath`.
  ///
  /// - Parameter indexPath: The section and the item of the model.
  /// - Returns: The model.
  /// - Throws: An error, such as ``RxCocoaError``, when there is no model at `indexPath`.
  func model(at indexPath: IndexPath) throws -> Any
}
