// OpenSSL's client API for the socket transport's https connections (Debian: libssl-dev).
// Some of it is macros, which Swift cannot call: each is wrapped in a function here.
#ifndef COPENSSL_SHIM_H
#define COPENSSL_SHIM_H
// Linux only: Apple SDKs have no OpenSSL headers, and Apple platforms use URLSession.
#ifdef __linux__

#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>

/// Refuses anything older than TLS 1.2 on connections made from `context`.
static inline int copenssl_require_tls12(SSL_CTX *context) {
  return (int)SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION);
}

/// Lets a retried write pass the same bytes from another address (Swift may move an array).
static inline void copenssl_allow_moving_write_buffer(SSL_CTX *context) {
  SSL_CTX_set_mode(context, SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
}

/// Names the server for SNI (a host name, never an address).
static inline int copenssl_set_server_name(SSL *connection, const char *host) {
  return (int)SSL_set_tlsext_host_name(connection, host);
}

/// Makes the handshake fail unless the certificate names this IP address.
static inline int copenssl_expect_ip(SSL *connection, const char *address) {
  return X509_VERIFY_PARAM_set1_ip_asc(SSL_get0_param(connection), address);
}

/// The first queued OpenSSL error as text ("" when none), and clears the queue.
static inline void copenssl_last_error(char *buffer, size_t size) {
  unsigned long code = ERR_get_error();
  buffer[0] = 0;
  if (code != 0) ERR_error_string_n(code, buffer, size);
  ERR_clear_error();
}

#endif  // __linux__
#endif
