#include "domain/catalogue/search_summary_cache.hpp"

#include <fmt/format.h>

namespace marine::domain {
namespace {

// The heap a kept summary takes, about: its key, its facets' values, the list and map nodes.
std::size_t bytes_of(const std::string& key, const search_summary& s)
{
  std::size_t n = 2 * key.capacity() + sizeof(search_summary) + 128;
  for (const auto* counts : {&s.facets.types, &s.facets.brands, &s.facets.fits})
    for (const auto& c : *counts) n += sizeof(facet_count) + c.value.capacity();
  return n;
}

}  // namespace

std::optional<search_summary> search_summary_cache::find(const std::string& key)
{
  std::lock_guard lock(mutex_);
  const auto at = by_key_.find(key);
  if (at == by_key_.end()) return std::nullopt;
  recent_.splice(recent_.begin(), recent_, at->second);
  return at->second->summary;
}

std::uint64_t search_summary_cache::generation() const
{
  std::lock_guard lock(mutex_);
  return generation_;
}

void search_summary_cache::store(std::string key, search_summary summary, std::uint64_t read_at)
{
  std::lock_guard lock(mutex_);
  const auto size = bytes_of(key, summary);
  if (read_at != generation_ || capacity_ == 0 || size > max_bytes_) return;
  if (const auto at = by_key_.find(key); at != by_key_.end()) {
    bytes_ -= at->second->bytes;
    recent_.erase(at->second);
    by_key_.erase(at);
  }
  recent_.push_front({key, std::move(summary), size});
  bytes_ += size;
  by_key_.emplace(std::move(key), recent_.begin());
  while (recent_.size() > capacity_ || bytes_ > max_bytes_) {
    bytes_ -= recent_.back().bytes;
    by_key_.erase(recent_.back().key);
    recent_.pop_back();
  }
}

void search_summary_cache::changed(const catalogue_change& change)
{
  if (change.what != catalogue_change::subject::product) return;
  std::lock_guard lock(mutex_);
  ++generation_;
  recent_.clear();
  by_key_.clear();
  bytes_ = 0;
}

std::size_t search_summary_cache::size() const
{
  std::lock_guard lock(mutex_);
  return recent_.size();
}

std::size_t search_summary_cache::bytes() const
{
  std::lock_guard lock(mutex_);
  return bytes_;
}

std::string summary_key(const search_request& r)
{
  const auto& f = r.filters;
  const auto bound = [](const std::optional<std::string>& b) { return b ? *b : std::string("-"); };
  // Unit separators between the fields: none of them can hold one (text rules).
  return fmt::format("{}\x1f{}\x1f{}\x1f{}\x1f{}\x1f{}\x1f{}\x1f{}\x1f{}\x1f{}\x1f{}\x1f{}\x1f{}", r.text,
                     r.in_category ? static_cast<int>(*r.in_category) : -1, r.include_hidden ? 1 : 0, f.type, f.brand,
                     bound(f.length_min), bound(f.length_max), bound(f.guests), bound(f.year_min), bound(f.year_max),
                     bound(f.price_min), bound(f.price_max), f.fits);
}

}  // namespace marine::domain
