import Foundation
import Reactive
import ReactiveTest
import XCTest

/// A class that offers a driver by implementing only `asSharedSequence()`, as an activity
/// indicator in a real library does; RxCocoa gives it `asObservable()`.
private final class ActivityIndicator: SharedSequenceConvertibleType {
  typealias SharingStrategy = DriverSharingStrategy
  typealias Element = Bool

  private let relay = BehaviorRelay(value: false)

  func asSharedSequence() -> Driver<Bool> {
    relay.asDriver()
  }
}

/// An infallible sequence of a library's own type, not `Infallible` itself.
private struct Countdown: InfallibleType {
  typealias Element = Int

  let from: Int

  func asObservable() -> Observable<Int> {
    Observable.from((0...from).reversed())
  }
}

/// Declarations whose shape, not only whose name, is RxSwift's: what conforms to what, what a
/// generic accepts, whether a type is a struct.
final class DeclarationShapeCompatibilityTests: ReactiveTestCase {
  func testATypeImplementingOnlyAsSharedSequenceIsObservableConvertible() {
    func observe<Convertible: ObservableConvertibleType>(_ convertible: Convertible)
      -> Observable<Convertible.Element>
    {
      convertible.asObservable()
    }
    var received: [Bool] = []
    let subscription = observe(ActivityIndicator()).subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [false])
    subscription.dispose()
  }

  func testInfallibleFlatMapLatestTakesAnyInfallibleTypeAndStaysInfallible() {
    let latest: Infallible<Int> = Infallible.of(1, 2).flatMapLatest { Countdown(from: $0) }
    var received: [Int] = []
    _ = latest.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [1, 2, 1, 0])
  }

  func testInfallibleEventsDematerialize() {
    func events<Convertible: EventConvertible>(_ values: [Convertible])
      -> [Event<Convertible.Element>]
    {
      values.map(\.event)
    }
    XCTAssertEqual(events([InfallibleEvent.next(1), .completed]), [.next(1), .completed])
    var received: [Event<Int>] = []
    _ = Observable.of(InfallibleEvent.next(1), .next(2), .completed).dematerialize()
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(2), .completed])
  }

  func testTheDisposableBuilderIsAStruct() {
    XCTAssertEqual(typeKind(DisposeBag.DisposableBuilder.self), structKind)
  }

  func testTheHistoricalTimeConverterSpeaksInItsOwnUnits() {
    let converter = HistoricalSchedulerTimeConverter()
    let start: HistoricalSchedulerTimeConverter.VirtualTimeUnit = Date(timeIntervalSince1970: 0)
    let step: HistoricalSchedulerTimeConverter.VirtualTimeIntervalUnit = 2.5
    let later: HistoricalSchedulerTimeConverter.VirtualTimeUnit =
      converter.offsetVirtualTime(start, offset: step)
    XCTAssertEqual(converter.convertFromVirtualTime(later), Date(timeIntervalSince1970: 2.5))
    let interval: TimeInterval = converter.convertFromVirtualTimeInterval(step)
    XCTAssertEqual(interval, 2.5)
    XCTAssertEqual(converter.compareVirtualTime(start, later), .lessThan)
  }
}

/// The kind the Swift runtime records in a type's metadata (0x200 for a struct, 0x201 for an
/// enum): the one way to tell the two apart without an instance.
private func typeKind(_ type: Any.Type) -> Int {
  unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: Int.self)
}

private let structKind = 0x200
