// RxTest's module name for ReactiveTest, which is RxTest with RxBlocking.
@_exported import ReactiveTest
