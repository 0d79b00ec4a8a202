import BoxOfficeCLI
import Foundation

// A file-size limit (ulimit -f) makes a cache write fail, which the cache shrugs off, instead of
// killing the command with SIGXFSZ, whichever thread writes.
signal(SIGXFSZ, SIG_IGN)

let status = BoxOfficeTool(dependencies: .live()).run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  stdout: FileDescriptorOutput.standardOutput,
  stderr: FileDescriptorOutput.standardError)
exit(status)
