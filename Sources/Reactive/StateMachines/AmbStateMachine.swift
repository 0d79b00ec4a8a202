/// The decisions of one subscription to `amb`: which competitor sent first.
///
/// `Competitor` is what the sink keeps of a competing subscription (its lifetime), to dispose the
/// losers; the state machine only keeps and returns it.
@usableFromInline
enum AmbStateMachine<Competitor> {
  /// No competitor has sent anything; `competitors` are those subscribed so far, in order.
  case racing([Competitor])
  /// The competitor at `winner` sent first.
  case decided(winner: Int)

  @usableFromInline
  enum SubscribeAction {
    /// Subscribe the competitor; it is the one at `index`.
    case subscribe(index: Int)
    /// Subscribe the competitor on an ended lifetime, as RxSwift still subscribes it: the race
    /// is decided.
    case subscribeEnded
  }

  @usableFromInline
  enum EventAction {
    /// Deliver the event, after disposing `losers`: this competitor has just won.
    case win(losers: [Competitor])
    /// Deliver the event: this competitor won before.
    case forward
    /// Drop the event: another competitor won.
    case drop
  }

  /// `competitor` is about to be subscribed.
  @inlinable
  mutating func competitorSubscribing(_ competitor: Competitor) -> SubscribeAction {
    guard case .racing(var competitors) = self else { return .subscribeEnded }
    competitors.append(competitor)
    self = .racing(competitors)
    return .subscribe(index: competitors.count - 1)
  }

  /// The competitor at `index` sent an event.
  @inlinable
  mutating func competitorSent(_ index: Int) -> EventAction {
    switch self {
    case .decided(let winner):
      return winner == index ? .forward : .drop
    case .racing(let competitors):
      guard competitors.indices.contains(index) else {
        preconditionFailure("AmbStateMachine.competitorSent: no competitor \(index)")
      }
      self = .decided(winner: index)
      var losers = competitors
      losers.remove(at: index)
      return .win(losers: losers)
    }
  }
}
