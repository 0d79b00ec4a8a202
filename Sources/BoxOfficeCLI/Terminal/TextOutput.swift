#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the command writes text: standard output, standard error, or a buffer in tests.
///
/// Writers are called on one thread at a time (the main one).
public protocol TextOutput: AnyObject {
  /// Writes `text` as UTF-8, whole.
  ///
  /// - Parameter text: The text; line breaks included.
  func write(_ text: String)
}

/// Writes to a file descriptor with `write(2)`, unbuffered, so the spinner and error messages
/// appear at once and nothing is lost when the process exits.
///
/// `FileDescriptorOutput` is thread-safe: it has no state besides its descriptor, and each call
/// is one or more `write(2)` calls.
public final class FileDescriptorOutput: TextOutput, Sendable {
  /// Standard output.
  public static let standardOutput = FileDescriptorOutput(fileDescriptor: 1)
  /// Standard error.
  public static let standardError = FileDescriptorOutput(fileDescriptor: 2)

  /// The descriptor written to.
  public let fileDescriptor: Int32

  /// Creates an output for an open descriptor, which it does not close.
  ///
  /// - Parameter fileDescriptor: The descriptor.
  public init(fileDescriptor: Int32) {
    self.fileDescriptor = fileDescriptor
  }

  /// Writes `text`, retrying short writes and interrupted calls; other failures (a closed pipe)
  /// drop the rest, as there is nowhere left to report them.
  public func write(_ text: String) {
    var text = text
    text.withUTF8 { Self.write(UnsafeRawBufferPointer($0), to: fileDescriptor) }
  }

  /// Writes `bytes` to `descriptor` with nothing but `write(2)`, so a signal handler may call it.
  static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
    var offset = 0
    while offset < bytes.count {
      #if canImport(Glibc)
        let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      #else
        let written = Darwin.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      #endif
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }
}

/// Passes text on with every occurrence of some secrets replaced by `REDACTED`: the last guard
/// that keeps the API key out of every line the command prints, whatever path the text took.
///
/// Writes are whole messages and lines, never split inside a word, so a secret cannot straddle
/// two writes.
final class RedactingOutput: TextOutput {
  private let base: any TextOutput
  private let secrets: [String]

  /// Wraps `base`.
  ///
  /// - Parameters:
  ///   - base: Where the text goes.
  ///   - secrets: The texts to hide; blank ones and ones shorter than four characters are
  ///     ignored, as hiding them would garble ordinary text.
  init(_ base: any TextOutput, hiding secrets: [String]) {
    self.base = base
    self.secrets = secrets.filter { $0.count >= 4 }
  }

  func write(_ text: String) {
    var text = text
    for secret in secrets where text.contains(secret) {
      text = text.replacing(secret, with: "REDACTED")
    }
    base.write(text)
  }
}
