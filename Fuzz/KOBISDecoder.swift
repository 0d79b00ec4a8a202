import BoxOffice
import Foundation

/// The libFuzzer entry point for the KOBIS reply decoders: decodes every input as a chart, a page
/// of movie search results and a film's details.
///
/// Built by `.ci/fuzz` against an instrumented build of `BoxOffice`, apart from the package. A
/// crash, a memory error, a leak or a hang is a failure; a thrown `BoxOfficeError` is the
/// expected answer to a bad body. The movie decoders are public, so the module's API reaches all
/// three; the fixtures folders seed them with charts and movie replies alike.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKOBISDecoder(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  _ = try? BoxOfficeChart(decoding: data)
  _ = try? MovieSearchPage(decoding: data)
  for code in ["20124079", "20231234", "2024A017"] {
    _ = try? MovieDetails(decoding: data, code: code)
  }
  return 0
}
