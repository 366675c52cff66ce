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

/// Reading a file that holds secrets (or decides where they go) only when it is the user's own:
/// another user who owns it, or who may write it or its folder, could have put a session, a
/// device, titles or a wiki's address there.
extension SecureFile {
  /// Opens `folder` once (never through a link) and checks it through the descriptor: a real
  /// folder, owned by the user running the tool, that neither its group nor others can write.
  /// Nil when there is no such folder.
  static func openFolder(_ folder: String) throws(Failure) -> Folder? {
    let path = folder.isEmpty ? "." : folder
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else {
      switch errno {
      case ENOENT: return nil
      case ELOOP, ENOTDIR:
        throw Failure(description: "\(path) is not a folder (a link or a file is not followed)")
      default:
        throw Failure(description: "cannot read \(path): \(String(cString: strerror(errno)))")
      }
    }
    let opened = Folder(descriptor: descriptor, path: path)
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let reason = String(cString: strerror(errno))
      opened.close()
      throw Failure(description: "cannot read \(path): \(reason)")
    }
    do {
      try checkOwner(status, of: "the folder \(path)")
    } catch {
      opened.close()
      throw error
    }
    return opened
  }

  /// The bytes of the regular file at `path`, at most `limit` of them; nil when there is no file
  /// (or no folder). Its folder is checked first (``openFolder(_:)``); a link, a file of another
  /// user, one its group or others can write, or one larger than `limit` is refused unread.
  static func read(_ path: String, atMost limit: Int) throws(Failure) -> Data? {
    guard let folder = try openFolder(parent(of: path)) else { return nil }
    defer { folder.close() }
    return try read(name(of: path), in: folder, atMost: limit)
  }

  /// The bytes of the regular file `name` in `folder` (opened relative to it), as
  /// ``read(_:atMost:)`` takes them.
  static func read(_ name: String, in folder: Folder, atMost limit: Int) throws(Failure) -> Data? {
    let path = folder.path == "." ? name : folder.path + "/" + name
    let descriptor = openat(
      folder.descriptor, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    if descriptor < 0, errno == ENOENT { return nil }
    guard descriptor >= 0 else {
      let reason = errno == ELOOP ? "it is a link" : String(cString: strerror(errno))
      throw Failure(description: "cannot read \(path): \(reason)")
    }
    defer { _ = systemClose(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      throw Failure(description: "\(path) is not a regular file")
    }
    try checkOwner(status, of: path)
    guard status.st_size <= limit else {
      throw Failure(description: "\(path) is larger than \(sizeText(limit))")
    }
    // The size may change while it is read: never more than the limit is taken.
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else {
        throw Failure(description: "cannot read \(path): \(String(cString: strerror(errno)))")
      }
      if count == 0 { return data }
      data.append(contentsOf: chunk[..<count])
      guard data.count <= limit else {
        throw Failure(description: "\(path) is larger than \(sizeText(limit))")
      }
    }
  }

  /// `4 MiB`, `64 KiB`.
  private static func sizeText(_ bytes: Int) -> String {
    bytes >= 1024 * 1024 ? "\(bytes / 1024 / 1024) MiB" : "\(bytes / 1024) KiB"
  }

  /// Refuses what another user owns, or what its group or others may write.
  private static func checkOwner(_ status: stat, of name: String) throws(Failure) {
    guard status.st_uid == geteuid() else {
      throw Failure(description: "\(name) belongs to another user (uid \(status.st_uid))")
    }
    guard status.st_mode & (S_IWGRP | S_IWOTH) == 0 else {
      let mode = String(status.st_mode & 0o7777, radix: 8)
      throw Failure(description: "others can write \(name) (mode \(mode))")
    }
  }
}

/// read(2), named apart from `SecureFile.read`, which would shadow it inside the enum.
private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int
{
  read(descriptor, bytes, count)
}
