import BoxOfficeCLI
import Foundation

let status = BoxOfficeTool(dependencies: .live()).run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  stdout: FileDescriptorOutput.standardOutput,
  stderr: FileDescriptorOutput.standardError)
exit(status)
