import Reactive

/// The base of test cases that change the global ``Hooks`` settings: puts them back as they were
/// before each test.
class HooksTestCase: ReactiveTestCase {
  private var errorHandler = Hooks.defaultErrorHandler
  private var capture = Hooks.customCaptureSubscriptionCallstack
  private var recording = Hooks.recordCallStackOnError

  override func setUp() {
    super.setUp()
    errorHandler = Hooks.defaultErrorHandler
    capture = Hooks.customCaptureSubscriptionCallstack
    recording = Hooks.recordCallStackOnError
  }

  override func tearDown() {
    Hooks.defaultErrorHandler = errorHandler
    Hooks.customCaptureSubscriptionCallstack = capture
    Hooks.recordCallStackOnError = recording
    super.tearDown()
  }
}
