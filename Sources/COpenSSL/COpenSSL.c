// Finds OpenSSL's functions at run time (see include/COpenSSL.h for why).
#ifdef __linux__
#include "COpenSSL.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// Every OpenSSL function the wrappers call. __typeof__ takes each one's type from OpenSSL's own
// declaration without referring to the symbol, so nothing here links against the library.
#define COPENSSL_FUNCTIONS(X)                                                                 \
  X(TLS_client_method)                                                                        \
  X(SSL_CTX_new) X(SSL_CTX_free) X(SSL_CTX_ctrl) X(SSL_CTX_set_verify)                          \
  X(SSL_CTX_load_verify_locations) X(SSL_CTX_set_default_verify_paths)                         \
  X(SSL_new) X(SSL_free) X(SSL_set_fd) X(SSL_ctrl) X(SSL_set1_host) X(SSL_get0_param)           \
  X(SSL_connect) X(SSL_read) X(SSL_write) X(SSL_shutdown) X(SSL_get_error)                     \
  X(SSL_get_verify_result)                                                                    \
  X(X509_VERIFY_PARAM_set1_ip_asc) X(X509_verify_cert_error_string)                           \
  X(ERR_get_error) X(ERR_error_string_n) X(ERR_clear_error)

static struct {
#define COPENSSL_FIELD(name) __typeof__(&name) name;
  COPENSSL_FUNCTIONS(COPENSSL_FIELD)
#undef COPENSSL_FIELD
} openssl;

static pthread_once_t loading = PTHREAD_ONCE_INIT;
static char failure[256];

static void load(void) {
  // libssl brings libcrypto, and dlsym searches both. Local: nothing else sees its symbols.
  void *library = dlopen("libssl.so.3", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    snprintf(failure, sizeof failure, "OpenSSL 3 (libssl.so.3) cannot be loaded: %s", dlerror());
    return;
  }
#define COPENSSL_LOOKUP(name)                                                     \
  openssl.name = (__typeof__(&name))dlsym(library, #name);                        \
  if (openssl.name == NULL) {                                                     \
    snprintf(failure, sizeof failure, "OpenSSL (libssl.so.3) has no %s", #name);  \
    return;                                                                       \
  }
  COPENSSL_FUNCTIONS(COPENSSL_LOOKUP)
#undef COPENSSL_LOOKUP
}

const char *copenssl_load(void) {
  pthread_once(&loading, load);
  return failure[0] != 0 ? failure : NULL;
}

const SSL_METHOD *copenssl_TLS_client_method(void) { return openssl.TLS_client_method(); }
SSL_CTX *copenssl_SSL_CTX_new(const SSL_METHOD *method) { return openssl.SSL_CTX_new(method); }
void copenssl_SSL_CTX_free(SSL_CTX *context) { openssl.SSL_CTX_free(context); }
void copenssl_SSL_CTX_set_verify(SSL_CTX *context, int mode, SSL_verify_cb callback) {
  openssl.SSL_CTX_set_verify(context, mode, callback);
}
int copenssl_SSL_CTX_load_verify_locations(SSL_CTX *context, const char *file, const char *path) {
  return openssl.SSL_CTX_load_verify_locations(context, file, path);
}
int copenssl_SSL_CTX_set_default_verify_paths(SSL_CTX *context) {
  return openssl.SSL_CTX_set_default_verify_paths(context);
}
SSL *copenssl_SSL_new(SSL_CTX *context) { return openssl.SSL_new(context); }
void copenssl_SSL_free(SSL *connection) { openssl.SSL_free(connection); }
int copenssl_SSL_set_fd(SSL *connection, int descriptor) {
  return openssl.SSL_set_fd(connection, descriptor);
}
int copenssl_SSL_set1_host(SSL *connection, const char *host) {
  return openssl.SSL_set1_host(connection, host);
}
int copenssl_SSL_connect(SSL *connection) { return openssl.SSL_connect(connection); }
int copenssl_SSL_read(SSL *connection, void *buffer, int count) {
  return openssl.SSL_read(connection, buffer, count);
}
int copenssl_SSL_write(SSL *connection, const void *buffer, int count) {
  return openssl.SSL_write(connection, buffer, count);
}
int copenssl_SSL_shutdown(SSL *connection) { return openssl.SSL_shutdown(connection); }
int copenssl_SSL_get_error(const SSL *connection, int result) {
  return openssl.SSL_get_error(connection, result);
}
long copenssl_SSL_get_verify_result(const SSL *connection) {
  return openssl.SSL_get_verify_result(connection);
}
const char *copenssl_X509_verify_cert_error_string(long verdict) {
  return openssl.X509_verify_cert_error_string(verdict);
}

// The macros' expansions, as OpenSSL 3's headers define them.
int copenssl_require_tls12(SSL_CTX *context) {
  return (int)openssl.SSL_CTX_ctrl(context, SSL_CTRL_SET_MIN_PROTO_VERSION, TLS1_2_VERSION, NULL);
}
void copenssl_allow_moving_write_buffer(SSL_CTX *context) {
  openssl.SSL_CTX_ctrl(context, SSL_CTRL_MODE, SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER, NULL);
}
int copenssl_set_server_name(SSL *connection, const char *host) {
  return (int)openssl.SSL_ctrl(
    connection, SSL_CTRL_SET_TLSEXT_HOSTNAME, TLSEXT_NAMETYPE_host_name, (void *)host);
}
int copenssl_expect_ip(SSL *connection, const char *address) {
  return openssl.X509_VERIFY_PARAM_set1_ip_asc(openssl.SSL_get0_param(connection), address);
}
void copenssl_last_error(char *buffer, size_t size) {
  unsigned long code = openssl.ERR_get_error();
  buffer[0] = 0;
  if (code != 0) openssl.ERR_error_string_n(code, buffer, size);
  openssl.ERR_clear_error();
}
#endif  // __linux__
