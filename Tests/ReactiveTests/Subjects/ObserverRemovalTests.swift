import TestSupport
import XCTest

@testable import Reactive

final class ObserverRemovalTests: XCTestCase {
  func testLifetimeRemovesObserversInRegistrationOrderWhetherKeptInlineOrNot() {
    let log = LockedValue<[String]>()
    let owner = RecordingOwner(log: log)
    let lifetime = Lifetime()
    lifetime.addObserverRemoval(owner: owner, key: 1)
    lifetime.add(Disposables.create { log.append("resource") })
    lifetime.addObserverRemoval(owner: owner, key: 2)
    lifetime.dispose()
    XCTAssertEqual(log.value, ["remove 1", "resource", "remove 2"])
    lifetime.addObserverRemoval(owner: owner, key: 3)
    XCTAssertEqual(log.value.last, "remove 3", "removed at once once disposed")
  }

  func testARegistrationAfterAnotherResourceIsRemovedAfterIt() {
    let log = LockedValue<[String]>()
    let owner = RecordingOwner(log: log)
    let lifetime = Lifetime()
    lifetime.add(Disposables.create { log.append("resource") })
    lifetime.addObserverRemoval(owner: owner, key: 1)
    lifetime.dispose()
    XCTAssertEqual(log.value, ["resource", "remove 1"])
  }

  func testARegistrationWithAReleasedOwnerRemovesNothing() {
    let log = LockedValue<[String]>()
    let lifetime = Lifetime()
    do {
      let owner = RecordingOwner(log: log)
      lifetime.addObserverRemoval(owner: owner, key: 1)
    }
    lifetime.dispose()
    XCTAssertEqual(log.value, [])
  }
}

/// Logs each removal it is asked for.
private final class RecordingOwner: ObserverRemoving {
  let log: LockedValue<[String]>

  init(log: LockedValue<[String]>) {
    self.log = log
  }

  func removeObserver(_ key: Int) {
    log.append("remove \(key)")
  }
}
