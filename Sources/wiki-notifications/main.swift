import WikiNotificationsCLI

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

// A reader that went away (`wiki-notifications status | head -1`) must not kill the tool with
// SIGPIPE: writes to it then fail with EPIPE, which the console drops, and the exit status is
// the command's own.
signal(SIGPIPE, SIG_IGN)
// All the logic lives in WikiNotificationsCLI so that tests can run it in-process.
let status = await WikiNotificationsTool.run(
  Array(CommandLine.arguments.dropFirst()), environment: .process)
exit(status)
