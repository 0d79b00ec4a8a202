/// An owner of something that belongs to a lifetime, stored under a key (a subject's entry for a
/// subscription's observer), which a lifetime can hold in its attachment slot and tells, by key,
/// when it is disposed.
///
/// A lifetime holds its attachment strongly until it is disposed: the owner must let go of its
/// entries itself (when it terminates, is disposed or is deinitialized by whoever owns it), so
/// that the cycle that closes while an entry is stored (the owner holds the entry, which holds
/// the lifetime, which holds the owner) never outlives it, or, like a shared sequence, live
/// exactly as long as its entries, so that a subscription never disposed keeps it, as RxSwift's
/// subscriptions keep what they subscribed to.
@usableFromInline
class LifetimeAttachment: @unchecked Sendable {
  // @unchecked Sendable: no state; subclasses guard theirs with their own lock
  @usableFromInline
  init() {}

  /// Lets go of the entry stored under `key`, whose lifetime was disposed; subclasses override it.
  @usableFromInline
  func detach(_ key: Int) {
    preconditionFailure("LifetimeAttachment.detach(_:) must be overridden")
  }

  /// Whether a subscriber's end after its terminal event leaves this attachment in place for
  /// the lifetime's next `dispose()` call to detach, as a subject that keeps its observers after
  /// terminating needs.
  @usableFromInline
  var staysThroughDisposal: Bool {
    false
  }
}
