// OpenSSL's client API for the socket transport's https connections, loaded when the first https
// connection is made: a run that talks only to a loopback wiki over http never maps OpenSSL
// (linking it cost every run ~1 ms and ~150 page faults before `main`), and a machine without
// it still runs the tool, with an https request failing clearly. The headers (Debian:
// libssl-dev) give the types and constants; every call goes through the functions below, which
// forward to the library found at run time.
#ifndef COPENSSL_H
#define COPENSSL_H
// Linux only: Apple SDKs have no OpenSSL headers, and Apple platforms use URLSession.
#ifdef __linux__

#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>

/// Loads OpenSSL (once; safe from any thread). NULL when it is ready, else why it is not.
const char *copenssl_load(void);

// Each forwards to OpenSSL's function of the same name (after copenssl_); call only once
// copenssl_load() has returned NULL.
const SSL_METHOD *copenssl_TLS_client_method(void);
SSL_CTX *copenssl_SSL_CTX_new(const SSL_METHOD *method);
void copenssl_SSL_CTX_free(SSL_CTX *context);
void copenssl_SSL_CTX_set_verify(SSL_CTX *context, int mode, SSL_verify_cb callback);
int copenssl_SSL_CTX_load_verify_locations(SSL_CTX *context, const char *file, const char *path);
int copenssl_SSL_CTX_set_default_verify_paths(SSL_CTX *context);
SSL *copenssl_SSL_new(SSL_CTX *context);
void copenssl_SSL_free(SSL *connection);
int copenssl_SSL_set_fd(SSL *connection, int descriptor);
int copenssl_SSL_set1_host(SSL *connection, const char *host);
int copenssl_SSL_connect(SSL *connection);
int copenssl_SSL_read(SSL *connection, void *buffer, int count);
int copenssl_SSL_write(SSL *connection, const void *buffer, int count);
int copenssl_SSL_shutdown(SSL *connection);
int copenssl_SSL_get_error(const SSL *connection, int result);
long copenssl_SSL_get_verify_result(const SSL *connection);
const char *copenssl_X509_verify_cert_error_string(long verdict);

// Macros in OpenSSL's headers, which Swift cannot call.

/// Refuses anything older than TLS 1.2 on connections made from `context`.
int copenssl_require_tls12(SSL_CTX *context);

/// Lets a retried write pass the same bytes from another address (Swift may move an array).
void copenssl_allow_moving_write_buffer(SSL_CTX *context);

/// Names the server for SNI (a host name, never an address).
int copenssl_set_server_name(SSL *connection, const char *host);

/// Makes the handshake fail unless the certificate names this IP address.
int copenssl_expect_ip(SSL *connection, const char *address);

/// The first queued OpenSSL error as text ("" when none), and clears the queue.
void copenssl_last_error(char *buffer, size_t size);

#endif  // __linux__
#endif
