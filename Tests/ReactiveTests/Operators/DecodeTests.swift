import Foundation
import Reactive
import ReactiveTest
import XCTest

final class DecodeTests: ReactiveTestCase {
  private struct Movie: Codable, Equatable {
    let title: String
  }

  private func json(_ text: String) -> Data {
    Data(text.utf8)
  }

  func testEachElementIsDecodedWithTheDecoder() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, json(#"{"title":"Parasite"}"#)), .next(220, json(#"{"title":"Minari"}"#)),
      .completed(300),
    ])
    let res = scheduler.start { xs.decode(type: Movie.self, decoder: JSONDecoder()) }
    XCTAssertEqual(
      res.events,
      [.next(210, Movie(title: "Parasite")), .next(220, Movie(title: "Minari")), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testADecodingErrorEndsTheSequenceAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, json(#"{"title":"Parasite"}"#)), .next(220, json(#"{"name":"Minari"}"#)),
      .next(230, json(#"{"title":"Burning"}"#)), .completed(300),
    ])
    var failure: (any Error)?
    let res = scheduler.start {
      xs.decode(type: Movie.self, decoder: JSONDecoder()).do(onError: { failure = $0 })
    }
    XCTAssertEqual(res.events.first, .next(210, Movie(title: "Parasite")))
    XCTAssertEqual(res.events.count, 2)
    XCTAssertEqual(res.events.last?.time, 220)
    guard case .keyNotFound(let key, _)? = failure as? DecodingError else {
      return XCTFail("expected keyNotFound, got \(String(describing: failure))")
    }
    XCTAssertEqual(key.stringValue, "title")
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testSourceErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(300, testError)] as [Recorded<Event<Data>>])
    let res = scheduler.start { xs.decode(type: Movie.self, decoder: JSONDecoder()) }
    XCTAssertEqual(res.events, [.error(300, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testNeverSourceSendsNothingAndDisposingUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(400, json("{}"))])
    let res = scheduler.start(disposed: 380) { xs.decode(type: Movie.self, decoder: JSONDecoder()) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 380)])
  }

  func testPropertyListDecoderIsADataDecoder() throws {
    let data = try PropertyListEncoder().encode(Movie(title: "Parasite"))
    var received: [Movie] = []
    _ = Observable.just(data).decode(type: Movie.self, decoder: PropertyListDecoder())
      .subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [Movie(title: "Parasite")])
  }

  func testACustomDecoderIsUsed() {
    struct UppercasingDecoder: DataDecoder {
      func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
        let upper = Data(String(decoding: data, as: UTF8.self).uppercased().utf8)
        return try JSONDecoder().decode(type, from: upper)
      }
    }
    var received: [String] = []
    _ = Observable.just(json(#""minari""#)).decode(type: String.self, decoder: UppercasingDecoder())
      .subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, ["MINARI"])
  }
}
