// libcurl's own API for Swift. Swift cannot call C variadic functions, so each
// curl_easy_setopt / curl_easy_getinfo form the transport uses gets a typed wrapper here.
// Debian: apt-get install libcurl4-openssl-dev
#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H

#include <curl/curl.h>

typedef size_t (*ccurl_data_callback)(char *data, size_t size, size_t count, void *context);

static inline CURLcode ccurl_set_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_set_string(CURL *handle, CURLoption option, const char *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_set_pointer(CURL *handle, CURLoption option, void *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_set_callback(CURL *handle, CURLoption option, ccurl_data_callback value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_set_headers(CURL *handle, struct curl_slist *headers) {
  return curl_easy_setopt(handle, CURLOPT_HTTPHEADER, headers);
}

static inline CURLcode ccurl_set_size(CURL *handle, CURLoption option, curl_off_t value) {
  return curl_easy_setopt(handle, option, value);
}

static inline long ccurl_response_code(CURL *handle) {
  long code = 0;
  curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &code);
  return code;
}

static inline void *ccurl_private(CURL *handle) {
  char *pointer = NULL;
  curl_easy_getinfo(handle, CURLINFO_PRIVATE, &pointer);
  return pointer;
}

static inline CURLMcode ccurl_multi_set_long(CURLM *multi, CURLMoption option, long value) {
  return curl_multi_setopt(multi, option, value);
}

/// The easy handle and result of a finished transfer, or NULL when no message is waiting.
static inline CURL *ccurl_next_done(CURLM *multi, CURLcode *result) {
  int left = 0;
  CURLMsg *message;
  while ((message = curl_multi_info_read(multi, &left)) != NULL) {
    if (message->msg == CURLMSG_DONE) {
      *result = message->data.result;
      return message->easy_handle;
    }
  }
  return NULL;
}

#endif
