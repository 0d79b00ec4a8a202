import Reactive
import ReactiveTest
import XCTest

final class InfallibleShareTests: ReactiveTestCase {
  func testShareWithReplayConnectsOnceAndReplaysTheLatest() {
    assertSharing(
      .hot([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)]),
      subscribers: [(200, 1000), (225, 1000)],
      receive: [
        [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)],
        [.next(225, 2), .next(230, 3), .completed(300)],
      ],
      subscriptions: [Subscription(200, 300)]
    ) { $0.asInfallible(onErrorJustReturn: -1).share(replay: 1).asObservable() }
  }

  func testShareWithoutReplayDisconnectsWhenTheLastSubscriberLeaves() {
    assertSharing(
      .cold([.next(10, 1), .next(20, 2)]),
      subscribers: [(200, 250), (215, 260), (300, 1000)],
      receive: [
        [.next(210, 1), .next(220, 2)],
        [.next(220, 2)],
        [.next(310, 1), .next(320, 2)],
      ],
      subscriptions: [Subscription(200, 260), Subscription(300, 1000)]
    ) { $0.asInfallible(onErrorJustReturn: -1).share().asObservable() }
  }

  func testShareForeverKeepsTheReplayBufferAcrossConnections() {
    assertSharing(
      .cold([.next(10, 1), .next(20, 2)]),
      subscribers: [(200, 250), (300, 1000)],
      receive: [[.next(210, 1), .next(220, 2)], [.next(300, 2), .next(310, 1), .next(320, 2)]],
      subscriptions: [Subscription(200, 250), Subscription(300, 1000)]
    ) { $0.asInfallible(onErrorJustReturn: -1).share(replay: 1, scope: .forever).asObservable() }
  }
}
