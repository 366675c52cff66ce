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
/// the state file holds session cookies. A folder is opened once (`O_DIRECTORY | O_NOFOLLOW`),
/// checked through that descriptor, and every file in it is opened, renamed and locked relative
/// to it (`openat`, `renameat`), so no one can swap the folder between the check and the use.
enum SecureFile {
  /// Why a write failed.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// A folder opened once and checked: the user's own, that neither its group nor others can
  /// write. Closed by ``close()``.
  struct Folder {
    /// The open descriptor of the folder.
    let descriptor: Int32
    /// Its path, for messages.
    let path: String

    /// Closes the descriptor.
    func close() { _ = systemClose(descriptor) }
  }

  /// Creates `path` and its missing parents with mode 0700, and opens it (see ``Folder``),
  /// tightened to 0700; an existing `path` must be the user's own folder that others cannot write.
  static func makeDirectory(_ path: String) throws(Failure) -> Folder {
    var missing: [String] = []
    var current = path
    while !current.isEmpty, current != "/", !FileManager.default.fileExists(atPath: current) {
      missing.append(current)
      current = parent(of: current)
    }
    for directory in missing.reversed() where mkdir(directory, 0o700) != 0 && errno != EEXIST {
      throw Failure(description: "cannot create \(directory): \(String(cString: strerror(errno)))")
    }
    guard let folder = try openFolder(path) else {
      throw Failure(description: "cannot open \(path): \(String(cString: strerror(ENOENT)))")
    }
    guard fchmod(folder.descriptor, 0o700) == 0 else {
      let reason = String(cString: strerror(errno))
      folder.close()
      throw Failure(description: "cannot restrict \(path): \(reason)")
    }
    return folder
  }

  /// Runs `body` holding an exclusive advisory lock (`flock`) on `lockFile` (created 0600 if
  /// need be, never through a link), which every run of the tool takes before it writes the
  /// file beside it: one writer at a time across processes. `body` gets the folder, opened once.
  static func exclusively<T>(lockFile: String, _ body: (Folder) throws(Failure) -> T)
    throws(Failure) -> T
  {
    let folder = try makeDirectory(parent(of: lockFile))
    defer { folder.close() }
    let descriptor = openat(
      folder.descriptor, name(of: lockFile), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw Failure(description: "cannot open \(lockFile): \(String(cString: strerror(errno)))")
    }
    // Closing the descriptor releases the lock.
    defer { _ = systemClose(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw Failure(description: "cannot lock \(lockFile): \(String(cString: strerror(errno)))")
      }
    }
    return try body(folder)
  }

  /// Replaces the file `name` in `folder` atomically with `data`: written to a new 0600
  /// temporary file beside it (never through a link, never one that was there before), renamed
  /// over it, and the folder synced so that the rename itself survives a crash.
  static func write(_ data: Data, named name: String, in folder: Folder) throws(Failure) {
    let path = folder.path + "/" + name
    let temporary = name + ".tmp-\(getpid())"
    let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
    var descriptor = openat(folder.descriptor, temporary, flags, 0o600)
    if descriptor < 0, errno == EEXIST {
      // Left by a crashed run of this process id (or put there): removed, never written through.
      unlinkat(folder.descriptor, temporary, 0)
      descriptor = openat(folder.descriptor, temporary, flags, 0o600)
    }
    guard descriptor >= 0 else {
      throw Failure(
        description: "cannot write \(folder.path)/\(temporary): \(String(cString: strerror(errno)))"
      )
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
    ok = systemClose(descriptor) == 0 && ok
    guard ok, renameat(folder.descriptor, temporary, folder.descriptor, name) == 0 else {
      let reason = String(cString: strerror(errno))
      unlinkat(folder.descriptor, temporary, 0)
      throw Failure(description: "cannot write \(path): \(reason)")
    }
    guard fsync(folder.descriptor) == 0 else {
      throw Failure(
        description: "cannot sync \(folder.path): \(String(cString: strerror(errno)))")
    }
  }

  /// The last component of `path`.
  static func name(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
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

/// close(2), named apart from `Folder.close`.
func systemClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}
