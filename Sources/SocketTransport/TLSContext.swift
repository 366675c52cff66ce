// The socket transport is Linux-only: Apple platforms use URLSession, which waits without spinning.
#if os(Linux)
  import COpenSSL

  /// The TLS settings every https connection of a transport shares: TLS 1.2 or newer, and the
  /// server's certificate checked against the system's authorities (or the given file) and the
  /// host name. Made on the first https request, which loads OpenSSL: a run that talks only to
  /// a loopback wiki never maps it.
  final class TLSContext: @unchecked Sendable {
    /// OpenSSL's `SSL_CTX`, safe to share between threads once set up.
    let pointer: OpaquePointer

    /// Trusts the authorities in the PEM file `authorities`, or the system's when nil.
    init(authorities: String?) throws(WireError) {
      if let failure = copenssl_load() { throw .cannotConnect(String(cString: failure)) }
      guard let context = copenssl_SSL_CTX_new(copenssl_TLS_client_method()) else {
        throw .cannotConnect("TLS: " + Self.lastError())
      }
      pointer = context
      copenssl_require_tls12(context)
      copenssl_allow_moving_write_buffer(context)
      copenssl_SSL_CTX_set_verify(context, SSL_VERIFY_PEER, nil)
      let loaded =
        if let authorities {
          copenssl_SSL_CTX_load_verify_locations(context, authorities, nil)
        } else {
          copenssl_SSL_CTX_set_default_verify_paths(context)
        }
      guard loaded == 1 else {
        throw .cannotConnect("TLS: cannot load the certificate authorities: " + Self.lastError())
      }
    }

    deinit { copenssl_SSL_CTX_free(pointer) }

    /// OpenSSL's first queued error as text, clearing the queue.
    static func lastError() -> String {
      var text = [CChar](repeating: 0, count: 256)
      copenssl_last_error(&text, text.count)
      return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
  }
#endif
