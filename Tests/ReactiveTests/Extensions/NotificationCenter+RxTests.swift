import Dispatch
import Foundation
import Reactive
import XCTest

final class NotificationCenterRxTests: ReactiveTestCase {
  private let posted = Notification.Name("NotificationCenterRxTests")
  private let center = NotificationCenter()

  func testNotificationsPostedWhileSubscribedAreSentInOrder() {
    var received: [Int] = []
    center.post(name: posted, object: nil, userInfo: ["n": 0])
    let subscription = center.rx.notification(posted)
      .subscribe(onNext: { received.append($0.userInfo?["n"] as? Int ?? -1) })
    center.post(name: posted, object: nil, userInfo: ["n": 1])
    center.post(name: posted, object: nil, userInfo: ["n": 2])
    subscription.dispose()
    center.post(name: posted, object: nil, userInfo: ["n": 3])
    XCTAssertEqual(received, [1, 2])
  }

  func testOnlyTheGivenSendersNotificationsAreSent() {
    let sender = NSObject()
    var senders: [Bool] = []
    let subscription = center.rx.notification(posted, object: sender)
      .subscribe(onNext: { senders.append(($0.object as AnyObject) === sender) })
    center.post(name: posted, object: NSObject())
    center.post(name: posted, object: sender)
    subscription.dispose()
    XCTAssertEqual(senders, [true])
  }

  func testANilNameObservesEveryName() {
    var names: [String] = []
    let subscription = center.rx.notification(nil)
      .subscribe(onNext: { names.append($0.name.rawValue) })
    center.post(name: Notification.Name("first"), object: nil)
    center.post(name: Notification.Name("second"), object: nil)
    subscription.dispose()
    XCTAssertEqual(names, ["first", "second"])
  }

  func testTheSequenceNeverCompletesAndEachSubscriptionHasItsOwnObserver() {
    var first = 0
    var second = 0
    var ended = false
    let notifications = center.rx.notification(posted)
    let one = notifications.subscribe(
      onNext: { _ in first += 1 }, onError: { _ in ended = true }, onCompleted: { ended = true })
    let two = notifications.subscribe(onNext: { _ in second += 1 })
    center.post(name: posted, object: nil)
    one.dispose()
    center.post(name: posted, object: nil)
    two.dispose()
    XCTAssertEqual([first, second], [1, 2])
    XCTAssertFalse(ended)
  }

  func testNotificationsPostedFromSeveralThreadsAtOnceAreDeliveredOneAtATime() {
    let recorder = SerialRecorder<Notification>()
    let subscription = center.rx.notification(posted).subscribe(recorder)
    let center = center
    let posted = posted
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<200 {
        center.post(name: posted, object: nil)
      }
    }
    subscription.dispose()
    XCTAssertEqual(recorder.events.count, 800)
    XCTAssertEqual(recorder.overlaps, 0)
  }
}
