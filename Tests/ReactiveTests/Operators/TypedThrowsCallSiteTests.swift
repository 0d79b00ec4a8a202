import Dispatch
import TestSupport
import XCTest

@testable import RxSwift

/// RxSwift call sites of `map`, `filter` and `compactMap`, whose closures are now generic over
/// their thrown type: each still compiles, resolves and behaves as with an untyped `throws`.
final class TypedThrowsCallSiteTests: ReactiveTestCase {
  private let source = Observable.of(1, 2, 3)

  func testUntypedThrowingValuesPassedThroughGenericWrappersEndWithTheirError() {
    let rejectingTwo: (Int) throws -> Int = { value in
      if value == 2 { throw testError }
      return value * 10
    }
    XCTAssertEqual(events(lifted(source, rejectingTwo)), [.next(10), .error(testError)])
    XCTAssertEqual(events(source.mapThrough(rejectingTwo)), [.next(10), .error(testError)])
    XCTAssertEqual(
      events(source.filterThrough { value throws in value != 2 ? true : try fail() }),
      [.next(1), .error(testError)])
    XCTAssertEqual(
      events(source.compactMapThrough { value throws in value == 2 ? try fail() : value }),
      [.next(1), .error(testError)])
  }

  func testClosureLiteralsOfEveryThrowingShapeResolve() throws {
    XCTAssertEqual(
      events(source.map { (value: Int) throws -> Int in try value == 3 ? fail() : value }),
      [.next(1), .next(2), .error(testError)])
    XCTAssertEqual(
      events(source.map { (value: Int) throws(Never) -> Int in value + 1 }),
      [.next(2), .next(3), .next(4), .completed])
    XCTAssertEqual(
      events(source.map { value in try typedFail(when: value == 1, value) }),
      [.error(testError)])
    XCTAssertEqual(
      events(source.map { value in (try? fail(value)) ?? -value }),
      [.next(-1), .next(-2), .next(-3), .completed])
    let sendable: @Sendable (Int) throws -> String = { String($0) }
    XCTAssertEqual(
      events(source.map(sendable)), [.next("1"), .next("2"), .next("3"), .completed])
    XCTAssertEqual(events(rethrowing { _ in }), [.next(1), .error(testError)])
    XCTAssertThrowsError(try rethrowing { _ in throw testError })
    let mapping: (@escaping (Int) throws -> Int) -> Observable<Int> = source.map
    XCTAssertEqual(
      events(mapping { try $0 == 1 ? fail() : $0 }), [.error(testError)])
  }

  func testFunctionReferencesAndKeyPathsResolve() {
    XCTAssertEqual(
      events(source.map(String.init)), [.next("1"), .next("2"), .next("3"), .completed])
    XCTAssertEqual(
      events(Observable.of("1", "x", "3").compactMap(Int.init)),
      [.next(1), .next(3), .completed])
    XCTAssertEqual(
      events(Observable.of("", "a", "").filter(\.isEmpty)), [.next(""), .next(""), .completed])
    let parser = Parser()
    XCTAssertEqual(
      events(Observable.of("7", "x").map(parser.parse)),
      [.next(7), .error(TestError("not a number: x"))])
  }

  func testTraitsMapThroughWithTheirOwnSignatures() {
    var single: [String] = []
    _ = Single.just(2).map { value throws -> Int in try value == 2 ? fail() : value }
      .subscribe { single.append("\($0)") }
    XCTAssertEqual(single, ["failure(test error)"])
    var maybe: [String] = []
    _ = Maybe.just(2).filter { $0 > 5 }.subscribe(
      onSuccess: { maybe.append("success \($0)") }, onCompleted: { maybe.append("completed") })
    XCTAssertEqual(maybe, ["completed"])
    var infallible: [Int] = []
    _ = Infallible.just(3).map { $0 * 3 }.subscribe(onNext: { infallible.append($0) })
    XCTAssertEqual(infallible, [9])
  }

  func testAThrowingMapAheadOfObserveOnStillLetsTheErrorBeCaughtLater() {
    let done = expectation(description: "completed")
    let received = LockedValue<[String]>([])
    let scheduler = SerialDispatchQueueScheduler(qos: .default)
    let subject = PublishSubject<Int>()
    let subscription = subject.map { value throws -> Int in try value == 2 ? fail() : value }
      .observe(on: scheduler)
      .catchAndReturn(-1)
      .subscribe { event in
        received.append("\(event)")
        if event.isStopEvent { done.fulfill() }
      }
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    wait(for: [done], timeout: 5)
    XCTAssertEqual(received.value, ["next(1)", "next(-1)", "completed"])
    XCTAssertFalse(subject.hasObservers)
    subscription.dispose()
  }

  func testAThrowingFilterAheadOfAnInfallibleFallbackDeliversTheFallbackOnce() {
    var received: [String] = []
    let subject = PublishSubject<Int>()
    _ = subject.filter { value throws in try value == 2 ? fail() : true }
      .asInfallible(onErrorJustReturn: 0)
      .subscribe(onNext: { received.append("next \($0)") }, onCompleted: { received.append("c") })
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    XCTAssertEqual(received, ["next 1", "next 0", "c"])
    XCTAssertFalse(subject.hasObservers)
  }

  private func rethrowing(_ check: (Int) throws -> Void) rethrows -> Observable<Int> {
    try check(0)
    return source.map { value in try value == 2 ? fail() : value }
  }

  private func events<Element>(_ source: Observable<Element>) -> [Event<Element>] {
    var received: [Event<Element>] = []
    _ = source.subscribe { received.append($0) }
    return received
  }
}

private struct Parser {
  func parse(_ text: String) throws -> Int {
    guard let value = Int(text) else { throw TestError("not a number: \(text)") }
    return value
  }
}

private func fail<Value>(_ value: Value? = nil) throws -> Value {
  throw testError
}

private func typedFail(when failing: Bool, _ value: Int) throws(TestError) -> Int {
  if failing { throw testError }
  return value
}

private func lifted<Value, Result>(
  _ source: Observable<Value>, _ transform: @escaping (Value) throws -> Result
) -> Observable<Result> {
  source.map(transform)
}

extension ObservableType {
  fileprivate func mapThrough<Result>(_ transform: @escaping (Element) throws -> Result)
    -> Observable<Result>
  {
    map(transform)
  }

  fileprivate func filterThrough(_ predicate: @escaping (Element) throws -> Bool)
    -> Observable<Element>
  {
    filter(predicate)
  }

  fileprivate func compactMapThrough<Result>(
    _ transform: @escaping (Element) throws -> Result?
  ) -> Observable<Result> {
    compactMap(transform)
  }
}
