/// A horizontal bar of Unicode block elements at eighth-of-a-cell resolution: `█` for each whole
/// cell and one of `▏▎▍▌▋▊▉` for the rest.
///
/// ```swift
/// print(BlockBar.text(fraction: 0.55, width: 10) + "|")
/// // Prints: █████▌|
/// ```
///
/// A bar is drawn to the nearest eighth of a cell; any fraction above zero draws at least `▏`, so
/// a small figure is never mistaken for none. Every block element is one cell wide.
enum BlockBar {
  /// The partial blocks, one to seven eighths of a cell.
  static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
  /// The whole block.
  static let full: Character = "█"

  /// The bar for `fraction` of `width` cells, without padding.
  ///
  /// - Parameters:
  ///   - fraction: The length, from 0 to 1; values outside are clamped, NaN is 0.
  ///   - width: The cells of a full bar.
  /// - Returns: The bar, at most `width` cells.
  static func text(fraction: Double, width: Int) -> String {
    guard width > 0, fraction > 0 else { return "" }
    let clamped = min(1, fraction)
    let total = max(1, Int((clamped * Double(width * 8)).rounded()))
    var bar = String(repeating: full, count: total / 8)
    if total % 8 > 0 { bar.append(eighths[total % 8 - 1]) }
    return bar
  }
}
