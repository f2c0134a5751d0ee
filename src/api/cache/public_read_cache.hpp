#pragma once
// The in-process cache of the public catalogue reads (docs/architecture.md): anonymous GETs of
// /api/products, /api/products/recent/:n, /api/products/category/:c, /api/products/:id and
// /api/banners/active are answered from stored bytes, with an ETag, 304 and gzip.
//
// Two ways in: cached() makes those routes' handlers from their reads (a miss runs the read
// and stores its JSON; staff answers are stored apart), and answer_prebuilt() lets the
// server answer a plain anonymous HTTP/1.1 hit before routing, from the entry's ready-made
// header and body.
// Either way the answer is built from a cached_entry: entries are only ever stored by the
// cached handlers, so the fast path can only repeat what the route table answered.
//
// Writes in this process arrive through changed() (the domain services call it before
// answering); writes of other processes through the LISTEN connection, which also
// reports when it is lost (bypass; old answers kept for when the database is down too)
// and back (start afresh).

#include "api/cache/prebuilt_answer.hpp"
#include "api/cache/response_cache.hpp"
#include "api/http/cors.hpp"
#include "api/http/request_metrics.hpp"
#include "api/http/router.hpp"
#include "domain/catalogue/catalogue_change.hpp"
#include "domain/rules/error.hpp"

#include <chrono>
#include <functional>
#include <optional>
#include <string>

namespace marine::api {

// A cached route's read: the JSON text of its answer, or why there is none (never stored).
using cached_read = std::function<awaitable<domain::result<std::string>>(request_context&)>;
// The same for an answer that changes by itself at `expires` (a charter month whose option
// expires, docs/charter.md): stored until then.
struct expiring_text {
  std::string text;
  std::chrono::system_clock::time_point expires = std::chrono::system_clock::time_point::max();
};
using expiring_read = std::function<awaitable<domain::result<expiring_text>>(request_context&)>;

class public_read_cache final : public domain::catalogue_change_sink {
 public:
  // Bypassing until listener_ready(): other processes' writes are not heard before that.
  // `metrics` (optional) counts hits and misses.
  // `max_bytes`: the store's size (READ_CACHE_BYTES).
  explicit public_read_cache(const cors_policy& cors, request_metrics* metrics = nullptr,
                             std::size_t max_bytes = std::size_t{32} << 20)
      : store_(max_bytes), cors_(cors), metrics_(metrics)
  {
    store_.set_bypass(true);
  }

  // The route's handler. Routes of kind product name their parameter `:id`.
  handler cached(read_scope::kind what, cached_read read, std::string content_type = json_content_type);
  handler cached(read_scope::kind what, expiring_read read, std::string content_type = json_content_type);
  bool answer_prebuilt(const request& head, prebuilt_answer& out) const;

  void changed(const domain::catalogue_change& change) override;
  void listener_ready();
  void listener_lost();

  const response_cache& store() const { return store_; }

 private:
  awaitable<response> staff_answer(request_context& ctx, read_scope::kind what, const expiring_read& read,
                                   const std::string& content_type);

  response_cache store_;
  const cors_policy& cors_;
  request_metrics* metrics_;
};

// The handler of a cached read when there is no cache (CACHE_ENABLED=false): the same answers,
// built afresh each time.
handler uncached(cached_read read, std::string content_type = json_content_type);
handler uncached(expiring_read read, std::string content_type = json_content_type);

// The key a public read is stored under: its path, without the query (these routes take
// no parameters: `?b=1` must not make a miss, docs/security.md "The read cache"), with
// percent-escapes of letters, digits and `-._~` decoded, so that every spelling of one
// resource is one entry. Nothing for a target that is not one plain path.
std::optional<std::string> cache_key_of(std::string_view target);
// The same without decoding, for the fast path before routing: nothing when the path
// holds an escape (the route table's handler then decodes it).
std::optional<std::string_view> plain_cache_key_of(std::string_view target) noexcept;

}  // namespace marine::api
