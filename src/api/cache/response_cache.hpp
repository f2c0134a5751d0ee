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
//
// Full: a segmented LRU (docs/security.md, "The read cache"). A new entry waits in the
// probation segment; one found again before it reaches the segment's end moves to the
// protected segment (at most 4/5 of the bytes). Room is made from probation's oldest end, so
// a stream of keys asked for once (a scan) only ever replaces itself, and the entries that
// visitors keep asking for stay. A hit only sets the entry's `used` flag (under the shared
// lock, so hits never wait on each other); the flag is read when the entry reaches the end
// of its segment (a second chance, as CLOCK does), never by moving lists on the hot path.
//
// Expiry: an entry whose `expires` has passed is not found (a charter month holding an
// option that expires, docs/charter.md); the next read builds it again.

#include "api/cache/cached_entry.hpp"

#include <atomic>
#include <cstdint>
#include <functional>
#include <list>
#include <memory>
#include <shared_mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace marine::api {

class response_cache {
 public:
  using entry_ptr = std::shared_ptr<const cached_entry>;

  explicit response_cache(std::size_t max_bytes = std::size_t{32} << 20) : max_bytes_(max_bytes) {}

  // Note it before querying the database; hand it to insert().
  std::uint64_t generation() const;
  // The entry, unless there is none or it has expired; marks it used.
  entry_ptr find(std::string_view key) const;
  // False (and nothing stored) if anything was invalidated since `seen_generation`, while
  // bypassing, or when the entry alone is larger than the store. Makes room by dropping the
  // least used entries.
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
  std::uint64_t evictions() const;

 private:
  struct key_hash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const noexcept { return std::hash<std::string_view>{}(s); }
  };
  static std::size_t cost(const cached_entry& e) { return e.body.size() + e.gzip_body.size() + 3 * e.head_identity.size(); }

  // A segment: the keys of its entries, oldest first (the keys live in the map's nodes,
  // which never move).
  using segment = std::list<const std::string*>;
  struct slot {
    entry_ptr entry;
    std::size_t cost = 0;
    bool is_protected = false;
    segment::iterator at;
    mutable std::atomic<bool> used{false};
  };
  using slot_map = std::unordered_map<std::string, slot, key_hash, std::equal_to<>>;
  using entry_map = std::unordered_map<std::string, entry_ptr, key_hash, std::equal_to<>>;

  void make_room(std::size_t needed);
  void erase(slot_map::iterator it);
  void move_to(slot& s, bool to_protected);
  void clear_locked();

  mutable std::shared_mutex mutex_;
  slot_map entries_;
  segment probation_, protected_;
  entry_map fallback_;
  std::uint64_t generation_ = 0;
  std::uint64_t evictions_ = 0;
  bool bypass_ = false;
  std::size_t bytes_ = 0;
  std::size_t protected_bytes_ = 0;
  const std::size_t max_bytes_;
};

}  // namespace marine::api
