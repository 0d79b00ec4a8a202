import TestSupport
import XCTest

@testable import RxSwift

final class LifetimeAttachmentTests: XCTestCase {
  func testAnAttachmentIsDetachedFirstAndHeldUntilThen() {
    let log = LockedValue<[String]>([])
    let lifetime = Lifetime()
    weak var released: RecordingAttachment?
    do {
      let attachment = RecordingAttachment(log: log)
      released = attachment
      XCTAssertTrue(lifetime.attach(attachment, key: 4))
      lifetime.add(Disposables.create { log.append("resource") })
    }
    XCTAssertNotNil(released, "held by the lifetime")
    lifetime.dispose()
    XCTAssertEqual(log.value, ["detach 4", "resource"])
    XCTAssertNil(released, "let go of at disposal, though the lifetime lives on")
  }

  func testTheSlotRefusesASecondAttachmentAndOneAfterAResource() {
    let log = LockedValue<[String]>([])
    let first = Lifetime()
    XCTAssertTrue(first.attach(RecordingAttachment(log: log), key: 1))
    XCTAssertFalse(first.attach(RecordingAttachment(log: log), key: 2))
    let second = Lifetime()
    second.add(Disposables.create())
    XCTAssertFalse(second.attach(RecordingAttachment(log: log), key: 3))
    first.dispose()
    second.dispose()
    XCTAssertEqual(log.value, ["detach 1"], "a refused attachment is not the lifetime's")
  }

  func testAnAttachmentToADisposedLifetimeIsDetachedAtOnce() {
    let log = LockedValue<[String]>([])
    let lifetime = Lifetime()
    lifetime.dispose()
    XCTAssertTrue(lifetime.attach(RecordingAttachment(log: log), key: 5))
    XCTAssertEqual(log.value, ["detach 5"])
  }

  func testAnAttachmentThatStaysThroughTheEndAfterATerminalEventIsDetachedByTheNextDispose() {
    let log = LockedValue<[String]>([])
    let attachment = RecordingAttachment(log: log, stays: true)
    let lifetime = Lifetime()
    XCTAssertTrue(lifetime.attach(attachment, key: 6))
    lifetime.endAfterTerminalEvent()
    XCTAssertTrue(lifetime.isDisposed)
    XCTAssertEqual(log.value, [])
    lifetime.dispose()
    lifetime.dispose()
    XCTAssertEqual(log.value, ["detach 6"])
  }

  func testAnAttachmentThatStaysIsDetachedAtOnceByADisposeBeforeTheEnd() {
    let log = LockedValue<[String]>([])
    let lifetime = Lifetime()
    XCTAssertTrue(lifetime.attach(RecordingAttachment(log: log, stays: true), key: 7))
    lifetime.dispose()
    XCTAssertEqual(log.value, ["detach 7"])
    lifetime.endAfterTerminalEvent()
    lifetime.dispose()
    XCTAssertEqual(log.value, ["detach 7"])
  }

  func testALifetimeWhoseSlotWasFilledIsNeverMadeNew() {
    let plain = Lifetime()
    plain.dispose()
    XCTAssertTrue(plain.reuse())
    XCTAssertFalse(plain.isDisposed)
    let attached = Lifetime()
    XCTAssertTrue(attached.attach(RecordingAttachment(log: LockedValue([])), key: 0))
    attached.dispose()
    XCTAssertFalse(attached.reuse())
    XCTAssertTrue(attached.isDisposed)
  }
}

/// Logs each detachment it is asked for.
private final class RecordingAttachment: LifetimeAttachment, @unchecked Sendable {
  // @unchecked Sendable: `log` guards its value with its own lock; `stays` never changes
  let log: LockedValue<[String]>
  let stays: Bool

  init(log: LockedValue<[String]>, stays: Bool = false) {
    self.log = log
    self.stays = stays
  }

  override func detach(_ key: Int) {
    log.append("detach \(key)")
  }

  override var staysThroughDisposal: Bool {
    stays
  }
}
