#pragma once
// One public read response as the cache keeps it: the JSON bytes, a gzip copy when that
// pays, a strong ETag, and the complete HTTP/1.1 header blocks of the common answers
// (200 identity, 200 gzip, 304), serialized once by Beast so a hit writes two buffers.

#include "api/http/types.hpp"

#include <chrono>
#include <memory>
#include <string>
#include <string_view>

namespace marine::api {

// `public, no-cache`: any cache may keep the bytes but must revalidate (a cheap 304) on
// every use, so a client never sees data older than a write it saw succeed.
inline constexpr const char* cached_cache_control = "public, no-cache";
// Responses for staff (who may see invisible products) are never stored anywhere.
inline constexpr const char* private_cache_control = "private, no-store";
// Below this a gzip copy costs more header and CPU than it saves on the wire.
inline constexpr std::size_t gzip_min_bytes = 1024;
// From this size on, copying the body into the socket costs more than sendfile's setup.
inline constexpr std::size_t send_file_min_bytes = 32 * 1024;
inline constexpr const char* json_content_type = "application/json; charset=utf-8";

// What a cached answer was read from, so that a change knows which answers it makes stale
// without matching route strings.
struct read_scope {
  enum class kind {
    product_lists,  // any list of products: a change may move a product into or out of it
    product,        // one product, `product_id`
    banners,
    settings,
    availability,   // a charter vessel's month of busy time, `product_id` (docs/charter.md)
  };
  kind what = kind::product_lists;
  std::string product_id;
};

struct cached_entry {
  cached_entry() = default;
  cached_entry(const cached_entry&) = delete;
  cached_entry& operator=(const cached_entry&) = delete;
  ~cached_entry();

  std::string body;
  std::string gzip_body;  // empty when not worth it
  std::string etag;       // quoted, strong
  std::string content_type = json_content_type;
  // Exactly what the server writes for an HTTP/1.1 keep-alive request without an allowed
  // Origin (Vary and nosniff included): built from the same responses as the slow path.
  // The server adds the request's X-Request-Id in place of the final empty line.
  std::string head_identity, head_gzip, head_not_modified;
  // Large bodies: the body in a sealed memory file, for sendfile(2); else -1.
  int identity_file = -1;
  std::size_t route = 0;  // the route that built it (route::index), for the metrics
  read_scope scope;
  std::chrono::steady_clock::time_point built = std::chrono::steady_clock::now();  // for Age when stale
  // When the answer changes by itself (a charter option expires): no longer found after it.
  std::chrono::system_clock::time_point expires = std::chrono::system_clock::time_point::max();
};

std::shared_ptr<const cached_entry> make_cached_entry(
    std::string body, read_scope scope = {}, std::size_t route = 0, std::string content_type = json_content_type,
    std::chrono::system_clock::time_point expires = std::chrono::system_clock::time_point::max());

enum class cached_variant { identity, gzip, not_modified };
// Which answer the request asks for: 304 if If-None-Match matches, gzip if accepted.
cached_variant choose_variant(const request& req, const cached_entry& e);

// The Beast response of a variant (the slow path: other HTTP versions, CORS, HEAD...).
response cached_response(const request& req, const cached_entry& e, cached_variant v);

// Accept-Encoding allows gzip (a `gzip` or `*` coding whose q is not 0).
bool accepts_gzip(std::string_view accept_encoding);
// If-None-Match lists this ETag (weak comparison, as RFC 9110 asks for this header) or is '*'.
bool etag_matches(std::string_view if_none_match, std::string_view etag);
// The ETag of some bytes: 64-bit FNV-1a and the length, identical in every process.
std::string strong_etag(std::string_view bytes);
// RFC 1952 gzip of `bytes`, level 6.
std::string gzip(std::string_view bytes);

}  // namespace marine::api
