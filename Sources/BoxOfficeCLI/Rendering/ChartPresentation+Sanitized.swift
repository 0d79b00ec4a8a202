extension ChartPresentation {
  /// The chart with every title made safe to print (``UntrustedText/sanitized(_:)``), in the
  /// cells and in their entries, so no view can print a raw title from the feed.
  ///
  /// - Returns: The sanitized chart.
  func sanitized() -> ChartPresentation {
    var copy = self
    for index in copy.cells.indices {
      let title = UntrustedText.sanitized(copy.cells[index].title)
      copy.cells[index].title = title
      copy.cells[index].entry.title = title
    }
    return copy
  }
}
