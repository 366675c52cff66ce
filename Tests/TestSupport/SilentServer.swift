import Foundation

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// A TCP listener on 127.0.0.1 (an ephemeral port) that never accepts: the kernel completes the
/// connection and takes the request, and no answer ever comes.
public final class SilentServer: Sendable {
  /// The port it listens on.
  public let port: Int
  private let socketDescriptor: Int32

  /// The socket could not be set up.
  public struct SetupFailed: Error {}

  /// Listens on an ephemeral port of 127.0.0.1.
  public init() throws {
    (socketDescriptor, port) = try Self.listenOnLoopback()
  }

  /// A TCP socket listening on an ephemeral port of 127.0.0.1, and the port: for this server
  /// and for test servers that do answer.
  public static func listenOnLoopback() throws -> (descriptor: Int32, port: Int) {
    // Requests written to a connection this server drops must fail with EPIPE in the client
    // under test, not end the test process with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw SetupFailed() }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        bind(descriptor, generic, length) == 0 && listen(descriptor, 16) == 0
          && getsockname(descriptor, generic, &length) == 0
      }
    }
    guard bound else {
      _ = closeSocket(descriptor)
      throw SetupFailed()
    }
    return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
  }

  /// Stops listening: later connections are refused.
  public func close() { _ = closeSocket(socketDescriptor) }
}

private func closeSocket(_ descriptor: Int32) -> Int32 {
  #if canImport(Glibc)
    Glibc.close(descriptor)
  #else
    Darwin.close(descriptor)
  #endif
}
