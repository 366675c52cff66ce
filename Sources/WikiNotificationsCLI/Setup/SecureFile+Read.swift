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

/// Reading a file that holds secrets only when it is the user's own: another user who owns it,
/// or who may write it or its folder, could have put a session, a device or titles there.
extension SecureFile {
  /// Refuses `folder` unless it is a real folder (not a link), owned by the user running the
  /// tool, that neither its group nor others can write.
  static func checkFolder(_ folder: String) throws(Failure) {
    var status = stat()
    guard lstat(folder, &status) == 0 else {
      throw Failure(description: "cannot read \(folder): \(String(cString: strerror(errno)))")
    }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw Failure(description: "\(folder) is not a folder (a link or a file is not followed)")
    }
    try checkOwner(status, of: "the folder \(folder)")
  }

  /// The bytes of the regular file at `path`, at most `limit` of them; nil when there is no file.
  /// Its folder is checked first (``checkFolder(_:)``); a link, a file of another user, one its
  /// group or others can write, or one larger than `limit` is refused unread.
  static func read(_ path: String, atMost limit: Int) throws(Failure) -> Data? {
    let folder = parent(of: path)
    if access(folder.isEmpty ? "." : folder, F_OK) != 0, errno == ENOENT { return nil }
    try checkFolder(folder.isEmpty ? "." : folder)
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    if descriptor < 0, errno == ENOENT { return nil }
    guard descriptor >= 0 else {
      let reason = errno == ELOOP ? "it is a link" : String(cString: strerror(errno))
      throw Failure(description: "cannot read \(path): \(reason)")
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      throw Failure(description: "\(path) is not a regular file")
    }
    try checkOwner(status, of: path)
    guard status.st_size <= limit else {
      throw Failure(description: "\(path) is larger than \(limit / 1024 / 1024) MiB")
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
        throw Failure(description: "\(path) is larger than \(limit / 1024 / 1024) MiB")
      }
    }
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
