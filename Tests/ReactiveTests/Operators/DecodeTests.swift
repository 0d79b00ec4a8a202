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
    assertMarbles { m in
      let xs = m.hot(
        "^ab-------|",
        values: ["a": json(#"{"title":"Parasite"}"#), "b": json(#"{"title":"Minari"}"#)])
      m.expect(
        "-ab-------|", values: ["a": Movie(title: "Parasite"), "b": Movie(title: "Minari")]
      ) {
        xs.decode(type: Movie.self, decoder: JSONDecoder())
      }
      m.expectSubscriptions(
        xs,
        "^---------!")
    }
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
    assertMarbles { m in
      let xs = m.hot("           ^---------#", values: [String: Data]())
      m.expect("                 ----------#") {
        xs.decode(type: Movie.self, decoder: JSONDecoder())
      }
      m.expectSubscriptions(xs, "^---------!")
    }
  }

  func testNeverSourceSendsNothingAndDisposingUnsubscribes() {
    assertMarbles(disposed: 380) { m in
      let xs = m.hot("           ^-------------------a", values: ["a": json("{}")])
      m.expect("                 -") { xs.decode(type: Movie.self, decoder: JSONDecoder()) }
      m.expectSubscriptions(xs, "^-----------------!")
    }
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
