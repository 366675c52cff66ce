#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files only the owner can read (0600) in directories only the owner can enter (0700):
/// the state file holds session cookies.
enum SecureFile {
  /// Why a write failed.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Creates `path` and its missing parents with mode 0700, and tightens `path` itself to 0700.
  static func makeDirectory(_ path: String) throws(Failure) {
    var missing: [String] = []
    var current = path
    while !current.isEmpty, current != "/", !FileManager.default.fileExists(atPath: current) {
      missing.append(current)
      current = parent(of: current)
    }
    for directory in missing.reversed() where mkdir(directory, 0o700) != 0 && errno != EEXIST {
      throw Failure(description: "cannot create \(directory): \(String(cString: strerror(errno)))")
    }
    guard chmod(path, 0o700) == 0 else {
      throw Failure(description: "cannot restrict \(path): \(String(cString: strerror(errno)))")
    }
  }

  /// Replaces `path` atomically with `data`: written to a 0600 temporary file, then renamed.
  static func write(_ data: Data, to path: String) throws(Failure) {
    try makeDirectory(parent(of: path))
    let temporary = path + ".tmp-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else {
      throw Failure(description: "cannot write \(temporary): \(String(cString: strerror(errno)))")
    }
    // O_CREAT's mode does not apply to a file that already existed.
    var ok = fchmod(descriptor, 0o600) == 0
    data.withUnsafeBytes { buffer in
      var offset = 0
      while ok, offset < buffer.count {
        let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written <= 0 { ok = false } else { offset += written }
      }
    }
    ok = fsync(descriptor) == 0 && ok
    ok = close(descriptor) == 0 && ok
    guard ok, rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw Failure(description: "cannot write \(path): \(reason)")
    }
  }

  /// The directory holding `path`, as NSString's `deletingLastPathComponent` gives it (NSString
  /// is in the full Foundation on Linux): `/a/b` -> `/a`, `/a` -> `/`, `a` -> "".
  static func parent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.last == "/" { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    var parent = trimmed[..<slash]
    while parent.count > 1, parent.last == "/" { parent.removeLast() }
    return parent.isEmpty ? "/" : String(parent)
  }
}

/// write(2), named apart from `SecureFile.write`, which would shadow it inside the enum.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
