/// The state of a subscription that keeps the latest element of one of its sequences for use at
/// the events of another: `withLatestFrom` and `sample`.
@usableFromInline
final class LatestElementSink<Latest, Element>: SerialSink<Element>, @unchecked Sendable {
  // @unchecked Sendable: `latest` and `isLatestDone` are guarded by `gate`
  /// The latest element of the kept sequence, if any.
  @exclusivity(unchecked) @usableFromInline
  var latest: Latest?

  /// Whether the kept sequence has completed.
  @exclusivity(unchecked) @usableFromInline
  var isLatestDone = false

  /// Subscribes to `source` on a child lifetime and keeps its latest element. Its error ends the
  /// subscription; its completion is recorded in ``isLatestDone`` and ends only its child
  /// lifetime.
  @inlinable
  func subscribeToLatest(_ source: Observable<Latest>) {
    let child = lifetime.makeChild()
    source.run(
      { event in
        switch event {
        case .next(let value):
          self.gate.run { self.latest = value }
        case .error(let error):
          self.forward(.error(error))
        case .completed:
          child.dispose()
          self.gate.run { self.isLatestDone = true }
        }
      }, child)
  }
}
