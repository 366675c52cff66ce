// libcurl's API for the Linux transport (Sources/CurlTransport). Its option and information
// setters are variadic C functions, which Swift cannot call: each typed wrapper below forwards
// one kind of argument. The headers come from Debian's libcurl4-openssl-dev
// (scripts/ensure-build-deps installs it); the tool links Debian's libcurl4.
#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H

#include <curl/curl.h>
#include <pthread.h>
#include <stdlib.h>

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

/// Information that is a list (CURLINFO_COOKIELIST); the caller frees it with curl_slist_free_all.
static inline CURLcode ccurl_getinfo_slist(CURL *handle, CURLINFO info, struct curl_slist **value) {
  return curl_easy_getinfo(handle, info, value);
}

/// One session's cookies in libcurl's own cookie engine: a share handle that the easy handles of
/// the session's requests attach to, with the locks libcurl asks for, because the requests run on
/// the engine's thread while the cookies are saved or loaded from others. One lock per kind of
/// shared data, so that libcurl may hold two kinds at once.
typedef struct {
  CURLSH *share;
  pthread_mutex_t locks[CURL_LOCK_DATA_LAST];
} ccurl_cookie_share;

static void ccurl_cookie_share_lock(
    CURL *handle, curl_lock_data data, curl_lock_access access, void *context) {
  (void)handle;
  (void)access;
  pthread_mutex_lock(&((ccurl_cookie_share *)context)->locks[data]);
}

static void ccurl_cookie_share_unlock(CURL *handle, curl_lock_data data, void *context) {
  (void)handle;
  pthread_mutex_unlock(&((ccurl_cookie_share *)context)->locks[data]);
}

/// A share handle that shares cookies only, or NULL when libcurl cannot make one.
static inline ccurl_cookie_share *ccurl_cookie_share_new(void) {
  ccurl_cookie_share *cookies = calloc(1, sizeof *cookies);
  if (cookies == NULL) return NULL;
  for (int data = 0; data < CURL_LOCK_DATA_LAST; data++) {
    pthread_mutex_init(&cookies->locks[data], NULL);
  }
  cookies->share = curl_share_init();
  if (cookies->share == NULL
      || curl_share_setopt(cookies->share, CURLSHOPT_LOCKFUNC, ccurl_cookie_share_lock) != CURLSHE_OK
      || curl_share_setopt(cookies->share, CURLSHOPT_UNLOCKFUNC, ccurl_cookie_share_unlock)
          != CURLSHE_OK
      || curl_share_setopt(cookies->share, CURLSHOPT_USERDATA, cookies) != CURLSHE_OK
      || curl_share_setopt(cookies->share, CURLSHOPT_SHARE, CURL_LOCK_DATA_COOKIE) != CURLSHE_OK) {
    if (cookies->share != NULL) curl_share_cleanup(cookies->share);
    free(cookies);
    return NULL;
  }
  return cookies;
}

/// Frees the share handle; no easy handle may still be attached to it.
static inline void ccurl_cookie_share_free(ccurl_cookie_share *cookies) {
  curl_share_cleanup(cookies->share);
  for (int data = 0; data < CURL_LOCK_DATA_LAST; data++) {
    pthread_mutex_destroy(&cookies->locks[data]);
  }
  free(cookies);
}

#endif
