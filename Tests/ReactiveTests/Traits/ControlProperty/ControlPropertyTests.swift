import Reactive
import ReactiveTest
import XCTest

final class ControlPropertyTests: ReactiveTestCase {
  func testSubscribersReceiveTheCurrentValueThenTheChanges() {
    let text = BehaviorRelay(value: "a")
    let property = ControlProperty(values: text, valueSink: relaySink(text))
    assertMarbles(disposed: 230) { m in
      m.scheduler.scheduleAt(210) { property.onNext("ab") }
      m.scheduler.scheduleAt(220) { text.accept("abc") }
      m.expect("a'ab''abc'") { property }
    }
    XCTAssertEqual(text.value, "abc")
  }

  func testChangedSkipsTheCurrentValue() {
    let text = BehaviorRelay(value: "a")
    let property = ControlProperty(values: text, valueSink: relaySink(text))
    assertMarbles(disposed: 230) { m in
      m.scheduler.scheduleAt(210) { text.accept("ab") }
      m.expect("-'ab'") { property.changed }
    }
  }

  func testElementsAndCompletionSentToThePropertyGoToTheSink() {
    let sink = PublishSubject<Int>()
    var received: [Event<Int>] = []
    let watching = sink.subscribe { received.append($0) }
    let property = ControlProperty(values: Observable<Int>.never(), valueSink: sink)
    property.on(.next(1))
    property.onCompleted()
    XCTAssertEqual(received, [.next(1), .completed])
    watching.dispose()
  }

  func testOrEmptyReadsNilAsTheEmptyStringAndSendsOptionals() {
    let text = BehaviorRelay<String?>(value: nil)
    let property = ControlProperty(values: text, valueSink: relaySink(text)).orEmpty
    var seen: [String] = []
    let subscription = property.subscribe(onNext: { seen.append($0) })
    text.accept("Minari")
    property.onNext("Okja")
    text.accept(nil)
    XCTAssertEqual(seen, ["", "Minari", "Okja", ""])
    subscription.dispose()
  }

  func testAGenericBindingTakesAnyControlProperty() {
    func clear<Property: ControlPropertyType>(_ property: Property)
    where Property.Element == String? {
      property.asControlProperty().onNext(nil)
    }
    let text = BehaviorRelay<String?>(value: "draft")
    clear(ControlProperty(values: text, valueSink: relaySink(text)))
    XCTAssertNil(text.value)
  }
}

/// An observer that makes each element the relay's value.
func relaySink<Element>(_ relay: BehaviorRelay<Element>) -> AnyObserver<Element> {
  AnyObserver { event in
    if case .next(let element) = event { relay.accept(element) }
  }
}
