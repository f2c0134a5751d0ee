#pragma once
// The summaries (count and facets) of recent searches (docs/search.md, "What is kept"). A
// category page's summary costs the database a pass over the whole category, the same for
// every visitor until a product changes; its page of products is cheap and never kept.
//
// At most `capacity` summaries and about `max_bytes` of them (a summary's facets can list
// 150 values of up to 100 characters each), the least recently used dropped first, so a
// stream of distinct queries cannot grow it. Any product change empties it (this process's writes and,
// through LISTEN, the other instances'); a summary read before a change is not stored after
// it.

#include "domain/catalogue/catalogue_change.hpp"
#include "domain/catalogue/product_search.hpp"

#include <cstdint>
#include <list>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

namespace marine::domain {

class search_summary_cache final : public catalogue_change_sink {
 public:
  explicit search_summary_cache(std::size_t capacity = 1024, std::size_t max_bytes = std::size_t{4} << 20)
      : capacity_(capacity), max_bytes_(max_bytes)
  {
  }

  std::optional<search_summary> find(const std::string& key);
  // Taken before the summary is read; store() drops a summary read across a change.
  std::uint64_t generation() const;
  void store(std::string key, search_summary summary, std::uint64_t read_at);
  void changed(const catalogue_change& change) override;
  std::size_t size() const;
  std::size_t bytes() const;  // what the kept summaries take, about

 private:
  struct entry {
    std::string key;
    search_summary summary;
    std::size_t bytes;
  };
  mutable std::mutex mutex_;
  std::list<entry> recent_;  // most recently used first
  std::unordered_map<std::string, std::list<entry>::iterator> by_key_;
  std::uint64_t generation_ = 0;
  std::size_t bytes_ = 0;
  std::size_t capacity_;
  std::size_t max_bytes_;
};

// What a search's summary depends on: its text, category, filters and whether hidden
// products count (never its sort, cursor or page size).
std::string summary_key(const search_request& r);

}  // namespace marine::domain
