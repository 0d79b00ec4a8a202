import BoxOffice
import Foundation

/// The libFuzzer entry point for the KOBIS reply decoder: decodes every input as a reply body.
///
/// Built by `.ci/fuzz` against an instrumented build of `BoxOffice`, apart from the package. A crash, a
/// memory error, a leak or a hang is a failure; a thrown `BoxOfficeError` is the expected answer
/// to a bad body.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKOBISDecoder(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  _ = try? BoxOfficeChart(decoding: Data(bytes: bytes, count: count))
  return 0
}
