import Foundation
import WikiNotificationsCLI

// All the logic lives in WikiNotificationsCLI so that tests can run it in-process.
let status = await WikiNotificationsTool.run(
  Array(CommandLine.arguments.dropFirst()), environment: .process)
exit(status)
