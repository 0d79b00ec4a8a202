import BoxOffice
import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 that plays KOBIS for end-to-end tests, and misbehaves on
/// demand.
///
/// `init` binds a free port on the loopback interface and starts serving; ``stop()`` closes it and
/// waits for every connection to finish. Each connection carries one request and is closed after
/// the reply (`Connection: close`). The usual replies follow `kobis-api.md`: the fixture
/// `daily-<targetDt>.json` or `weekly-<ISO year><week>-weekGb<0|1|2>.json` (`weekGb` defaults to 1,
/// as on the real server) from ``FixtureLibrary/servedDirectories``, an empty chart when there is no
/// such file, and `faultInfo` replies with HTTP 200 for a key other than ``acceptedKey`` (320010), a
/// missing `targetDt` (320102), a malformed one (320103) or a bad `weekGb` (320105). The filters
/// (`itemPerPage`, `multiMovieYn`, …) are recorded but not applied. The movie services answer
/// with `movie-info-<movieCd>.json` (a reply without a film for a code that has none) and with
/// searches of the movie catalog (``MovieCatalog``), filtered and paged.
///
/// Misbehaviour is chosen per request by a path prefix, so one server serves every case and a
/// client (or the CLI, through `--base-url`) selects it with its base URL:
/// ``baseURL(misbehaving:)`` gives `http://127.0.0.1:<port>/misbehave/<token>/kobisopenapi/…`;
/// see ``Misbehaviour`` for the tokens.
///
/// ```swift
/// let server = try KOBISTestServer()
/// defer { server.stop() }
/// let api = BoxOfficeAPI(apiKey: KOBISTestServer.validKey, baseURL: server.baseURL(misbehaving: .status(500)))
/// // … a request through the live transport fails with .httpStatus(500) …
/// XCTAssertEqual(server.requests.count, 1)
/// ```
///
/// Creating the server sets `no_proxy`/`NO_PROXY` to `127.0.0.1,localhost` in the process
/// environment, so that no proxy setting can send a test's request off the machine.
///
/// `KOBISTestServer` is thread-safe; its state is behind one lock.
public final class KOBISTestServer: Sendable {
  /// The key the server accepts: recognisable, so tests can check that it appears nowhere.
  public static let validKey = "c0ffee00deadbeef5ec7e7c0ffee0042"

  /// The port the server listens on, on 127.0.0.1.
  public let port: Int
  /// The key the server accepts; any other gets fault 320010.
  public let acceptedKey: String

  private let replies: KOBISReplies
  private let listener: Int32
  private let state = LockedValue(State())
  private let acceptLoopFinished = DispatchSemaphore(value: 0)
  private let connections = DispatchGroup()

  private struct State {
    var requests: [RecordedRequest] = []
    var hitsByToken: [String: Int] = [:]
    var isStopped = false
  }

  /// Binds a free port on 127.0.0.1 and starts serving.
  ///
  /// - Parameters:
  ///   - fixtureDirectories: Where the fixtures are looked up, in order.
  ///   - acceptedKey: The key the server accepts.
  /// - Throws: A `POSIXError` if the socket cannot be set up.
  public init(
    fixtureDirectories: [URL] = FixtureLibrary.servedDirectories,
    acceptedKey: String = KOBISTestServer.validKey
  ) throws {
    setenv("no_proxy", "127.0.0.1,localhost", 1)
    setenv("NO_PROXY", "127.0.0.1,localhost", 1)
    self.acceptedKey = acceptedKey
    replies = KOBISReplies(fixtureDirectories: fixtureDirectories, acceptedKey: acceptedKey)
    (listener, port) = try Self.listenOnLoopback()
    Thread.detachNewThread { [self] in acceptLoop() }
  }

  /// The base URL of the well-behaved server: `http://127.0.0.1:<port>/kobisopenapi/webservice/rest`.
  public var baseURL: URL {
    URL(string: "http://127.0.0.1:\(port)/kobisopenapi/webservice/rest")!
  }

  /// The base URL under which every request gets `misbehaviour`.
  ///
  /// - Parameter misbehaviour: What the server should do wrong.
  /// - Returns: `http://127.0.0.1:<port>/misbehave/<token>/kobisopenapi/webservice/rest`.
  public func baseURL(misbehaving misbehaviour: Misbehaviour) -> URL {
    URL(
      string:
        "http://127.0.0.1:\(port)/misbehave/\(misbehaviour.token)/kobisopenapi/webservice/rest")!
  }

  /// Every request received so far, in order of arrival.
  public var requests: [RecordedRequest] {
    state.withLock { $0.requests }
  }

  /// Stops listening, waits for the connections in progress (a slow reply is abandoned), and
  /// closes the socket. Calling it again does nothing.
  public func stop() {
    let wasRunning = state.withLock { state in
      defer { state.isStopped = true }
      return !state.isStopped
    }
    guard wasRunning else { return }
    shutdown(listener, Int32(SHUT_RDWR))
    acceptLoopFinished.wait()
    close(listener)
    connections.wait()
  }

  deinit {
    stop()
  }

  private var isStopped: Bool {
    state.withLock { $0.isStopped }
  }

  private static func listenOnLoopback() throws -> (Int32, Int) {
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(fd, address, length) == 0 && listen(fd, 64) == 0
          && getsockname(fd, address, &length) == 0
      }
    }
    guard bound else {
      let code = errno
      close(fd)
      throw POSIXError(.init(rawValue: code) ?? .EIO)
    }
    return (fd, Int(UInt16(bigEndian: address.sin_port)))
  }

  private func acceptLoop() {
    defer { acceptLoopFinished.signal() }
    while true {
      let client = accept(listener, nil, nil)
      if client < 0 {
        if errno == EINTR && !isStopped { continue }
        return
      }
      _ = fcntl(client, F_SETFD, FD_CLOEXEC)
      if isStopped {
        close(client)
        return
      }
      connections.enter()
      Thread.detachNewThread { [self] in
        serve(client)
        close(client)
        connections.leave()
      }
    }
  }

  private func serve(_ client: Int32) {
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    _ = setsockopt(
      client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    guard let head = readHead(client), let line = head.split(separator: "\r\n").first else {
      return
    }
    let parts = line.split(separator: " ")
    guard parts.count == 3, let components = URLComponents(string: String(parts[1])) else {
      send(client, .html(status: 400, "<html><body><h1>400 Bad Request</h1></body></html>"))
      return
    }
    var path = components.path
    var token: String?
    let segments = path.split(separator: "/", omittingEmptySubsequences: false)
    if segments.count > 3, segments[1] == "misbehave" {
      token = String(segments[2])
      path = "/" + segments.dropFirst(3).joined(separator: "/")
    }
    var query: [String: String] = [:]
    for item in components.queryItems ?? [] {
      query[item.name] = item.value ?? ""
    }
    let record = RecordedRequest(
      method: String(parts[0]), path: path, query: query, misbehaviour: token)
    let hits = state.withLock { state in
      state.requests.append(record)
      guard let token else { return 0 }
      state.hitsByToken[token, default: 0] += 1
      return state.hitsByToken[token]!
    }
    guard let token else {
      send(client, replies.reply(path: path, query: query))
      return
    }
    guard let misbehaviour = Misbehaviour(token: token) else {
      send(client, .html(status: 400, "<html><body>unknown misbehaviour \(token)</body></html>"))
      return
    }
    misbehave(misbehaviour, hits: hits, client: client, path: path, query: query)
  }

  private func misbehave(
    _ misbehaviour: Misbehaviour, hits: Int, client: Int32, path: String, query: [String: String]
  ) {
    switch misbehaviour {
    case .status(let status):
      send(client, .html(status: status, "<html><body><h1>Error \(status)</h1></body></html>"))
    case .htmlErrorPage:
      send(
        client,
        .html(
          status: 200,
          "<!DOCTYPE html>\n<html><head><title>Service unavailable</title></head>"
            + "<body><h1>The service is temporarily unavailable.</h1></body></html>\n"))
    case .fault(let code):
      send(client, .json(KOBISReplies.fault(code: code)))
    case .leakKeyInFault:
      let key = query["key"] ?? ""
      let message = "유효하지않은 키값입니다.[parameterName=key,parameterValue=\(key)]"
      send(client, .json(KOBISReplies.faultBody(code: "320010", message: message)))
    case .truncatedBody:
      var reply = replies.reply(path: path, query: query)
      reply.body = reply.body.prefix(reply.body.count / 2)
      send(client, reply)
    case .cutConnection:
      let reply = replies.reply(path: path, query: query)
      send(client, reply, bodyBytes: reply.body.count / 2)
    case .slow(let milliseconds):
      let deadline = Date().addingTimeInterval(Double(milliseconds) / 1000)
      while Date() < deadline {
        if isStopped { return }
        usleep(10_000)
      }
      send(client, replies.reply(path: path, query: query))
    case .closeConnection:
      return
    case .fixture(let name):
      guard let body = replies.fixture(named: name) else {
        send(client, .html(status: 404, "<html><body>no fixture \(name)</body></html>"))
        return
      }
      send(client, .json(body))
    case .flaky(let failures):
      if hits <= failures {
        send(client, .html(status: 500, "<html><body><h1>Error 500</h1></body></html>"))
      } else {
        send(client, replies.reply(path: path, query: query))
      }
    }
  }

  /// Reads up to the blank line that ends the request head (a GET has no body).
  private func readHead(_ client: Int32) -> String? {
    var received = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let end: [UInt8] = Array("\r\n\r\n".utf8)
    while received.count < 65_536 {
      let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return nil }
      received += buffer[..<count]
      if received.count >= 4, received.firstRange(of: end) != nil {
        return String(decoding: received, as: UTF8.self)
      }
    }
    return nil
  }

  /// Writes `reply`; with `bodyBytes`, only that much of the body after a header that promises all
  /// of it.
  private func send(_ client: Int32, _ reply: TestReply, bodyBytes: Int? = nil) {
    let reason =
      switch reply.status {
      case 200: "OK"
      case 400: "Bad Request"
      case 404: "Not Found"
      case 500: "Internal Server Error"
      case 502: "Bad Gateway"
      case 503: "Service Unavailable"
      default: "Status"
      }
    let head =
      "HTTP/1.1 \(reply.status) \(reason)\r\nContent-Type: \(reply.contentType)\r\n"
      + "Content-Length: \(reply.body.count)\r\nConnection: close\r\n\r\n"
    var bytes = Array(head.utf8)
    bytes += reply.body.prefix(bodyBytes ?? reply.body.count)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { buffer in
        #if canImport(Glibc)
          Glibc.send(client, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
        #else
          Darwin.send(client, buffer.baseAddress, buffer.count, 0)
        #endif
      }
      guard written > 0 else { return }
      offset += written
    }
  }
}
