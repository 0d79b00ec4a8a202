// `toBlocking()` lives in RxBlocking, which needs no XCTest; it comes with ReactiveTest.
@_exported import RxBlocking
