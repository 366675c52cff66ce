// Writes StringsExport's files below the directory given as the only argument (scripts/export-strings).
import NotificationSettings

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let directory = arguments.first else {
  print("usage: export-strings DIRECTORY")
  exit(2)
}
let root = URL(filePath: directory, directoryHint: .isDirectory)
do {
  for file in StringsExport.files {
    let url = root.appending(path: file.path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(file.text.utf8).write(to: url)
    print(file.path)
  }
} catch {
  print("export-strings: \(error)")
  exit(1)
}
