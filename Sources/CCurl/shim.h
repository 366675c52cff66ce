// libcurl's API for the Linux transport (Sources/CurlTransport). Its option and information
// setters are variadic C functions, which Swift cannot call: each typed wrapper below forwards
// one kind of argument. The headers come from Debian's libcurl4-openssl-dev
// (scripts/ensure-build-deps installs it); the tool links Debian's libcurl4.
#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H

#include <curl/curl.h>

/// curl_global_init with the default flags (OpenSSL set up); thread-safe in libcurl >= 7.84.
static inline CURLcode ccurl_global_init(void) { return curl_global_init(CURL_GLOBAL_DEFAULT); }

/// An option that takes a long (flags, counts, milliseconds).
static inline CURLcode ccurl_setopt_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}

/// An option that takes a curl_off_t (sizes).
static inline CURLcode ccurl_setopt_off(CURL *handle, CURLoption option, curl_off_t value) {
  return curl_easy_setopt(handle, option, value);
}

/// An option that takes a string (libcurl copies it) or a pointer it keeps (error buffer,
/// callback data, header list).
static inline CURLcode ccurl_setopt_pointer(CURL *handle, CURLoption option, const void *value) {
  return curl_easy_setopt(handle, option, value);
}

/// The callback type of CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION.
typedef size_t (*ccurl_data_callback)(char *bytes, size_t size, size_t count, void *context);

/// CURLOPT_WRITEFUNCTION or CURLOPT_HEADERFUNCTION.
static inline CURLcode ccurl_setopt_data_callback(
    CURL *handle, CURLoption option, ccurl_data_callback callback) {
  return curl_easy_setopt(handle, option, callback);
}

/// CURLOPT_PREREQFUNCTION: called once the connection is ready, before the request is sent.
static inline CURLcode ccurl_setopt_prereq(CURL *handle, curl_prereq_callback callback) {
  return curl_easy_setopt(handle, CURLOPT_PREREQFUNCTION, callback);
}

/// Information that is a long (the status code).
static inline CURLcode ccurl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}

/// A multi handle option that takes a long.
static inline CURLMcode ccurl_multi_setopt_long(CURLM *handle, CURLMoption option, long value) {
  return curl_multi_setopt(handle, option, value);
}

#endif
