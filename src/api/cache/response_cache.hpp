#pragma once
// The store of cached public responses, keyed by request target ("/api/products/recent/6").
//
// The stale-repopulate race: a read that queried the database before a write committed
// must not put its (old) bytes back after the write invalidated them. Every invalidation
// bumps a generation; a read notes the generation before it queries, and insert() refuses
// its entry if the generation moved meanwhile. One counter for the whole store: writes are
// rare, and a refused insert only means the next read builds the entry again.
//
// Bypass: while other processes' writes cannot be heard (the LISTEN connection is down),
// the store answers nothing and accepts nothing. Its entries are set aside as a fallback,
// answered only when the database cannot be reached either (stale-if-error): the usual
// cause of a lost LISTEN connection is PostgreSQL itself being down, and then nobody can
// have written since. Local writes still invalidate the fallback. It outlives the listener's
// return, entry by entry, until a fresh read of the same target is stored: the read
// pipelines reconnect each on its own (backing off up to a second), and in between a read
// that cannot reach the database is answered from the copy rather than with a 503.

#include "api/cache/cached_entry.hpp"

#include <cstdint>
#include <functional>
#include <memory>
#include <shared_mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace marine::api {

class response_cache {
 public:
  using entry_ptr = std::shared_ptr<const cached_entry>;

  explicit response_cache(std::size_t max_bytes = 32 * 1024 * 1024) : max_bytes_(max_bytes) {}

  // Note it before querying the database; hand it to insert().
  std::uint64_t generation() const;
  entry_ptr find(std::string_view key) const;
  // False (and nothing stored) if anything was invalidated since `seen_generation`, while
  // bypassing, or when the store is full.
  bool insert(std::string key, entry_ptr entry, std::uint64_t seen_generation);

  // Drops the entries that match; always bumps the generation.
  void invalidate_if(const std::function<bool(const cached_entry&)>& matches);
  void clear();
  // true: set everything aside as the fallback and bypass; false: cache again from empty
  // (what was missed while bypassing is unknown), the fallback kept for errors only.
  void set_bypass(bool bypass);
  // The entry set aside for `key` (until a fresh one is stored), for when the database is
  // unreachable.
  entry_ptr find_fallback(std::string_view key) const;
  bool bypassing() const;

  std::size_t size() const;
  std::size_t bytes() const;

 private:
  struct key_hash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const noexcept { return std::hash<std::string_view>{}(s); }
  };
  static std::size_t cost(const cached_entry& e) { return e.body.size() + e.gzip_body.size() + 3 * e.head_identity.size(); }
  void clear_locked();

  mutable std::shared_mutex mutex_;
  using entry_map = std::unordered_map<std::string, entry_ptr, key_hash, std::equal_to<>>;
  entry_map entries_;
  entry_map fallback_;
  std::uint64_t generation_ = 0;
  bool bypass_ = false;
  std::size_t bytes_ = 0;
  const std::size_t max_bytes_;
};

}  // namespace marine::api
