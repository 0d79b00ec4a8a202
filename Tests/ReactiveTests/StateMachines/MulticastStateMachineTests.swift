import XCTest

@testable import RxSwift

/// The `multicast` machine, transition by transition; subjects are strings, and connections
/// named objects compared by identity.
final class MulticastStateMachineTests: ReactiveTestCase {
  typealias Machine = MulticastStateMachine<String, NamedConnection>

  func testTheFirstSubscriberMakesTheSubjectAndLaterOnesUseIt() {
    var machine = Machine()
    XCTAssertEqual(describe(machine.subjectRequested()), "makeSubject")
    XCTAssertEqual(describe(machine.subjectMade("a")), "use(a)")
    XCTAssertEqual(describe(machine.subjectRequested()), "use(a)")
    XCTAssertEqual(describe(machine.phase), "made(a)")
  }

  func testOfTwoSubjectsMadeAtOnceTheFirstStoredWins() {
    var machine = Machine()
    XCTAssertEqual(describe(machine.subjectMade("a")), "use(a)")
    XCTAssertEqual(describe(machine.subjectMade("b")), "use(a)")
    XCTAssertEqual(describe(machine.phase), "made(a)")
  }

  func testConnectingMakesTheSubjectThenConnectsItOnce() {
    var machine = Machine()
    XCTAssertEqual(describe(machine.connectRequested()), "makeSubject")
    _ = machine.subjectMade("a")
    XCTAssertEqual(describe(machine.connectRequested()), "connect(a, 0)")
    let connection = NamedConnection("c0")
    XCTAssertEqual(machine.connectionMade(connection, generation: 0), .start)
    XCTAssertEqual(describe(machine.phase), "connected(a, c0)")
    XCTAssertEqual(describe(machine.connectRequested()), "existing(c0)", "connect twice")
    XCTAssertEqual(describe(machine.subjectRequested()), "use(a)")
  }

  func testAnEndedConnectionForgetsItsSubjectSoTheNextConnectionStartsAfresh() {
    var machine = Machine()
    _ = machine.subjectMade("a")
    let connection = NamedConnection("c0")
    _ = machine.connectionMade(connection, generation: 0)
    XCTAssertEqual(describe(machine.connectionEnded(connection)), "release(a)")
    XCTAssertEqual(describe(machine.phase), "unmade")
    XCTAssertEqual(machine.generation, 1)
    XCTAssertEqual(describe(machine.connectionEnded(connection)), "ignore", "ended once")
    XCTAssertEqual(describe(machine.connectRequested()), "makeSubject")
    _ = machine.subjectMade("b")
    XCTAssertEqual(describe(machine.connectRequested()), "connect(b, 1)")
  }

  func testAConnectionMadeWhileAnotherThreadConnectedIsDropped() {
    var machine = Machine()
    _ = machine.subjectMade("a")
    XCTAssertEqual(describe(machine.connectRequested()), "connect(a, 0)")
    XCTAssertEqual(machine.connectionMade(NamedConnection("c1"), generation: 0), .start)
    XCTAssertEqual(machine.connectionMade(NamedConnection("c2"), generation: 0), .retry)
    XCTAssertEqual(describe(machine.connectRequested()), "existing(c1)")
  }

  func testAConnectionMadeToAForgottenSubjectIsDropped() {
    var machine = Machine()
    _ = machine.subjectMade("a")
    XCTAssertEqual(describe(machine.connectRequested()), "connect(a, 0)")
    // Meanwhile another thread connects, the source terminates and a subscriber makes a subject.
    let other = NamedConnection("c1")
    _ = machine.connectionMade(other, generation: 0)
    _ = machine.connectionEnded(other)
    _ = machine.subjectMade("b")
    XCTAssertEqual(machine.connectionMade(NamedConnection("c2"), generation: 0), .retry)
    XCTAssertEqual(describe(machine.connectRequested()), "connect(b, 1)")
  }

  func testTheEndOfAConnectionThatIsNotCurrentChangesNothing() {
    var machine = Machine()
    _ = machine.subjectMade("a")
    _ = machine.connectionMade(NamedConnection("c0"), generation: 0)
    XCTAssertEqual(describe(machine.connectionEnded(NamedConnection("c0"))), "ignore")
    XCTAssertEqual(describe(machine.phase), "connected(a, c0)")
  }

  private func describe(_ action: Machine.SubjectAction) -> String {
    switch action {
    case .use(let subject): "use(\(subject))"
    case .makeSubject: "makeSubject"
    }
  }

  private func describe(_ action: Machine.ConnectAction) -> String {
    switch action {
    case .existing(let connection): "existing(\(connection))"
    case .connect(let subject, let generation): "connect(\(subject), \(generation))"
    case .makeSubject: "makeSubject"
    }
  }

  private func describe(_ action: Machine.EndAction) -> String {
    switch action {
    case .release(let subject): "release(\(subject))"
    case .ignore: "ignore"
    }
  }

  private func describe(_ phase: Machine.Phase) -> String {
    switch phase {
    case .unmade: "unmade"
    case .made(let subject): "made(\(subject))"
    case .connected(let subject, let connection): "connected(\(subject), \(connection))"
    }
  }
}
