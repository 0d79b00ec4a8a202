import BoxOffice
import BoxOfficeTestSupport
import Foundation

// Measures a 52-week `boxoffice-cli trend` against the loopback KOBIS server: the requests it
// makes and its wall time, with an empty cache (cold) and again with the cache it filled (warm),
// for a server that answers at once and for one that takes 50 ms per reply. The figures are end
// to end — process start, 52 requests at most three at a time, the cache, the drawing — so they
// are what a user waits; run with `swift run -c release trend-bench` (the `boxoffice-cli` beside
// it is the one measured).

let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
let binary = products.appendingPathComponent("boxoffice-cli")
guard FileManager.default.isExecutableFile(atPath: binary.path) else {
  FileHandle.standardError.write(Data("trend-bench: \(binary.path) was not built\n".utf8))
  exit(1)
}
let scratch = FileManager.default.temporaryDirectory
  .appendingPathComponent("trend-bench-\(UUID().uuidString)", isDirectory: true)
defer { try? FileManager.default.removeItem(at: scratch) }
let fixtures = scratch.appendingPathComponent("fixtures", isDirectory: true)
let lastDay = CalendarDate(yyyymmdd: "20250309")!
try WeeklyFixtures.write(WeeklyFixtures.weeks(52, endingWith: lastDay), in: fixtures)
let server = try KOBISTestServer(fixtureDirectories: [fixtures])
defer { server.stop() }

/// Runs the trend once and returns its wall time in seconds and the requests it made.
func trend(baseURL: URL, cache: URL) throws -> (seconds: Double, requests: Int) {
  let before = server.requests.count
  let process = Process()
  process.executableURL = binary
  process.arguments = [
    "trend", WeeklyFixtures.leadingFilm, "--date", lastDay.yyyymmdd, "--weeks", "52",
    "--format", "csv", "--base-url", baseURL.absoluteString, "--cache-dir", cache.path,
  ]
  process.environment = [
    "KOBIS_API_KEY": KOBISTestServer.validKey, "PATH": "/usr/bin:/bin",
    "no_proxy": "127.0.0.1", "NO_PROXY": "127.0.0.1",
  ]
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  let start = ContinuousClock.now
  try process.run()
  process.waitUntilExit()
  let seconds = (ContinuousClock.now - start) / .milliseconds(1) / 1000
  guard process.terminationStatus == 0 else {
    throw NSError(domain: "trend-bench", code: Int(process.terminationStatus))
  }
  return (seconds, server.requests.count - before)
}

let repetitions = 5
print("52-week trend against the loopback server, median of \(repetitions) runs (min–max)")
print("server reply  run   requests  wall time")
for latency in [0, 50] {
  let baseURL =
    latency == 0 ? server.baseURL : server.baseURL(misbehaving: .slow(milliseconds: latency))
  var cold: [(seconds: Double, requests: Int)] = []
  var warm: [(seconds: Double, requests: Int)] = []
  for repetition in 0..<repetitions {
    let cache = scratch.appendingPathComponent("cache-\(latency)-\(repetition)")
    cold.append(try trend(baseURL: baseURL, cache: cache))
    warm.append(try trend(baseURL: baseURL, cache: cache))
  }
  for (name, runs) in [("cold", cold), ("warm", warm)] {
    let times = runs.map(\.seconds).sorted()
    let requests = Set(runs.map(\.requests)).sorted().map(String.init).joined(separator: "/")
    let seconds = [times[times.count / 2], times.first!, times.last!].map {
      String(format: "%.3f", $0)
    }
    let reply = String(repeating: " ", count: max(0, 6 - String(latency).count)) + "\(latency) ms"
    let column = String(repeating: " ", count: max(0, 8 - requests.count)) + requests
    print("\(reply)     \(name)  \(column)  \(seconds[0]) s (\(seconds[1])–\(seconds[2]))")
  }
}
