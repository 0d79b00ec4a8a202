/// Stops the program in debug builds and prints `message` in release builds, as RxSwift's
/// `rxFatalErrorInDebug` does.
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
    print("\(file):\(line): \(message())")
  #endif
}
