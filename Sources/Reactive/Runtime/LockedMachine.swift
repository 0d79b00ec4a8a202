/// The shell around the state machine of an operator that decides under a lock and delivers
/// outside it (`refCount`, `multicast`, `share`), as ``Sink`` is the shell of an operator that
/// delivers under its gate.
///
/// These operators are shared by many subscriptions, each with its own observer, and what they
/// do after deciding calls out of the library: connecting subscribes to the source, disconnecting
/// runs its dispose handlers, and delivering calls the subscribers. RxSwift calls its observers
/// from these operators outside its lock (`refCount`'s connection, `share`'s replay), and a
/// gate held across such a call would make a thread that subscribes or disposes from inside a
/// delivery wait for another thread doing the same. So the shell owns a ``Lock``: for each input
/// the operator feeds the machine with ``withMachine(_:)``, which returns the action, and performs
/// the action after leaving the lock.
@usableFromInline
final class LockedMachine<Machine>: @unchecked Sendable {
  // @unchecked Sendable: `machine` is guarded by `lock`
  @usableFromInline
  let lock = Lock()

  @exclusivity(unchecked) @usableFromInline
  var machine: Machine

  @inlinable
  init(_ machine: Machine) {
    self.machine = machine
  }

  /// Feeds the machine one input under the lock and returns what to do after leaving it.
  ///
  /// `body` calls one of the machine's `mutating` methods and nothing else: no observer, no
  /// closure of the user's and nothing that could take another lock.
  @inlinable
  func withMachine<Action>(_ body: (inout Machine) -> Action) -> Action {
    lock.locked { body(&machine) }
  }
}
