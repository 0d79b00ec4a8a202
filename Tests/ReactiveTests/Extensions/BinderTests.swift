import Dispatch
import Foundation
import Reactive
import ReactiveTest
import XCTest

final class BinderTests: ReactiveTestCase {
  func testElementsAreAppliedToTheTargetOnTheGivenScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let label = Label()
    let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(300)])
    let binder = Binder<String>(label, scheduler: scheduler) { label, text in
      label.texts.append("\(scheduler.clock): \(text)")
    }
    scheduler.scheduleAt(200) { _ = xs.bind(to: binder) }
    scheduler.start()
    XCTAssertEqual(label.texts, ["211: a", "221: b"])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testTheDefaultSchedulerIsTheMainOneInlineOnTheMainThread() {
    let label = Label()
    let binder = Binder(label) { label, text in label.texts.append(text) }
    binder.onNext("now")
    XCTAssertEqual(label.texts, ["now"])
  }

  func testTheDefaultSchedulerMovesElementsSentFromABackgroundThreadToTheMainThread() {
    let label = Label()
    let binder = Binder(label) { label, text in
      label.texts.append(text)
      label.onMainThread.append(Thread.isMainThread)
    }
    nonisolated(unsafe) let observer = binder
    DispatchQueue.global().async { observer.onNext("from the background") }
    XCTAssertTrue(spinMainRunLoop { label.texts.count == 1 })
    XCTAssertEqual(label.texts, ["from the background"])
    XCTAssertEqual(label.onMainThread, [true])
  }

  func testTheTargetIsHeldWeaklyAndElementsAreIgnoredOnceItIsGone() {
    var label: Label? = Label()
    weak let released = label
    var calls = 0
    let binder = Binder<Int>(label!) { _, _ in calls += 1 }
    binder.onNext(1)
    label = nil
    XCTAssertNil(released)
    binder.onNext(2)
    XCTAssertEqual(calls, 1)
  }

  func testCompletionIsIgnored() {
    let label = Label()
    let binder = Binder(label) { label, text in label.texts.append(text) }
    _ = Observable.of("a", "b").bind(to: binder)
    binder.on(.completed)
    binder.onNext("c")
    XCTAssertEqual(label.texts, ["a", "b", "c"])
  }

  func testAsObserverForwardsToTheBinder() {
    let label = Label()
    let observer: AnyObserver<String> = Binder(label) { label, text in label.texts.append(text) }
      .asObserver()
    observer.onNext("erased")
    XCTAssertEqual(label.texts, ["erased"])
  }

  func testOptionalBindersAcceptNonOptionalElements() {
    let label = Label()
    let binder = Binder<String?>(label) { label, text in label.texts.append(text ?? "nil") }
    _ = Observable.just("wrapped").bind(to: binder)
    XCTAssertEqual(label.texts, ["wrapped"])
  }
}

private final class Label {
  var texts: [String] = []
  var onMainThread: [Bool] = []
}
