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

  /// Creates `path` and its missing parents with mode 0700, and tightens `path` itself to 0700;
  /// an existing `path` must be the user's own folder that others cannot write.
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
    // A folder that was there is used only if it is the user's own, as a read checks it.
    if missing.isEmpty { try checkFolder(path) }
    guard chmod(path, 0o700) == 0 else {
      throw Failure(description: "cannot restrict \(path): \(String(cString: strerror(errno)))")
    }
  }

  /// Runs `body` holding an exclusive advisory lock (`flock`) on `lockFile` (created 0600 if
  /// need be, never through a link), which every run of the tool takes before it writes the
  /// file beside it: one writer at a time across processes.
  static func exclusively<T>(lockFile: String, _ body: () throws(Failure) -> T) throws(Failure)
    -> T
  {
    try makeDirectory(parent(of: lockFile))
    let descriptor = open(lockFile, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw Failure(description: "cannot open \(lockFile): \(String(cString: strerror(errno)))")
    }
    // Closing the descriptor releases the lock.
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw Failure(description: "cannot lock \(lockFile): \(String(cString: strerror(errno)))")
      }
    }
    return try body()
  }

  /// Replaces `path` atomically with `data`: written to a new 0600 temporary file beside it
  /// (never through a link, never one that was there before), renamed over `path`, and the
  /// directory synced so that the rename itself survives a crash.
  static func write(_ data: Data, to path: String) throws(Failure) {
    let directory = parent(of: path)
    try makeDirectory(directory)
    let temporary = path + ".tmp-\(getpid())"
    var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    if descriptor < 0, errno == EEXIST {
      // Left by a crashed run of this process id (or put there): removed, never written through.
      unlink(temporary)
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    }
    guard descriptor >= 0 else {
      throw Failure(description: "cannot write \(temporary): \(String(cString: strerror(errno)))")
    }
    var ok = true
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
    let folder = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0, fsync(folder) == 0 else {
      let reason = String(cString: strerror(errno))
      if folder >= 0 { close(folder) }
      throw Failure(description: "cannot sync \(directory): \(reason)")
    }
    close(folder)
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
