#pragma once
// The rendered public pages, kept (docs/first-paint.md): a page's HTML with
// the server's rendering of its components is built once per page URL and data version, and
// answered from memory, gzip copy and strong ETag included (a revisit gets 304), by the
// read cache's own machinery (cached_entry, response_cache).
//
// The data version is the public read cache's generation: every catalogue or settings change
// it hears (this process's writes, and the others' through LISTEN) bumps it, and a page built
// before a change is never answered after it. While the read cache is bypassed (its listener
// lost) or off (CACHE_ENABLED=false), nothing is kept: other processes' writes cannot be heard.
// The template (index.html) has a version of its own: a new deployment's pages start afresh.

#include "api/cache/public_read_cache.hpp"
#include "api/cache/response_cache.hpp"

#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>

namespace marine::api {

class page_cache {
 public:
  // `reads`: whose generation is the data version (null: keep nothing).
  explicit page_cache(const public_read_cache* reads, std::size_t max_bytes = 16 * 1024 * 1024)
      : reads_(reads), store_(max_bytes) {}

  struct version {
    std::uint64_t data = 0;
    std::uint64_t template_version = 0;
    bool keeping = false;
  };
  // Note it before reading what the page is built from; hand it to insert().
  version current(std::uint64_t template_version) const;

  // The page at `target` ("/ar/category/marine-spares") built at `v`, if kept.
  response_cache::entry_ptr find(std::string_view target, const version& v);
  // Keeps `html` for `target` unless the data changed since `seen` (or the store is full);
  // the entry to answer with either way.
  response_cache::entry_ptr insert(std::string target, std::string html, const version& seen);

  std::size_t size() const { return store_.size(); }

 private:
  // Drops everything built at another version than `v`.
  void follow(const version& v);

  const public_read_cache* reads_;
  response_cache store_;
  std::mutex mutex_;
  version followed_{};
  std::uint64_t store_generation_ = 0;
};

// The Beast answer of a kept page (its variant: 304, gzip or identity), as HTML.
response page_response(const request& req, const cached_entry& page);

}  // namespace marine::api
