import Foundation

/// Stops the program in debug builds, as RxSwift's `rxFatalErrorInDebug` does; in release builds
/// writes `message` to standard error (RxSwift prints it to standard output, where it would mix
/// with a program's own output, such as a command's JSON).
///
/// For programming errors that must not go unnoticed during development but should not crash an
/// app in production, such as an error reaching a binding.
@usableFromInline
func rxFatalErrorInDebug(
  _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
) {
  #if DEBUG
    fatalError(message(), file: file, line: line)
  #else
    FileHandle.standardError.write(Data("\(file):\(line): \(message())\n".utf8))
  #endif
}
