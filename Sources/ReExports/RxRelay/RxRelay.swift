// RxRelay's module name. The relays share the subjects' internals, so they live in RxSwift, which
// this module re-exports.
@_exported import RxSwift
