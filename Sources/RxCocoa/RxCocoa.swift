// RxCocoa's platform-neutral part beyond `URLSession.rx` (Driver, Signal, ControlEvent,
// ControlProperty, Binder, NotificationCenter.rx) shares the core's internals and lives in
// RxSwift; it comes with this module, as do the relays, which RxCocoa's users drive.
@_exported import RxRelay
@_exported import RxSwift
