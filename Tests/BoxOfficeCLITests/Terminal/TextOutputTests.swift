import Foundation
import XCTest

@testable import BoxOfficeCLI

/// Writing to file descriptors, and the last guard that hides the key.
final class TextOutputTests: XCTestCase {
  func testAFileDescriptorOutputWritesUTF8() {
    let pipe = Pipe()
    let output = FileDescriptorOutput(fileDescriptor: pipe.fileHandleForWriting.fileDescriptor)
    output.write("첫 줄\n")
    output.write("")
    output.write("둘")
    pipe.fileHandleForWriting.closeFile()
    XCTAssertEqual(
      String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self), "첫 줄\n둘")
  }

  func testLargeWritesArriveWholeThroughAPipe() throws {
    let pipe = Pipe()
    let output = FileDescriptorOutput(fileDescriptor: pipe.fileHandleForWriting.fileDescriptor)
    let text = String(repeating: "가나다라마바사 ", count: 20_000)
    let received = DataBox()
    let reader = Thread {
      received.set(pipe.fileHandleForReading.readDataToEndOfFile())
    }
    reader.start()
    output.write(text)
    pipe.fileHandleForWriting.closeFile()
    XCTAssertEqual(String(decoding: received.wait(), as: UTF8.self), text)
  }

  func testTheStandardStreamsAreDescriptorsOneAndTwo() {
    XCTAssertEqual(FileDescriptorOutput.standardOutput.fileDescriptor, 1)
    XCTAssertEqual(FileDescriptorOutput.standardError.fileDescriptor, 2)
  }

  func testSecretsAreRedactedInEveryWrite() {
    let captured = CapturedOutput()
    let output = RedactingOutput(captured, hiding: ["c0ffee00deadbeef", "", "ab"])
    output.write("key=c0ffee00deadbeef&x=c0ffee00deadbeef\n")
    output.write("about ab\n")
    XCTAssertEqual(captured.text, "key=REDACTED&x=REDACTED\nabout ab\n")
  }
}
