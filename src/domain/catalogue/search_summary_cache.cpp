#include "domain/catalogue/search_summary_cache.hpp"

#include <fmt/format.h>

namespace marine::domain {

std::optional<search_summary> search_summary_cache::find(const std::string& key)
{
  std::lock_guard lock(mutex_);
  const auto at = by_key_.find(key);
  if (at == by_key_.end()) return std::nullopt;
  recent_.splice(recent_.begin(), recent_, at->second);
  return at->second->second;
}

std::uint64_t search_summary_cache::generation() const
{
  std::lock_guard lock(mutex_);
  return generation_;
}

void search_summary_cache::store(std::string key, search_summary summary, std::uint64_t read_at)
{
  std::lock_guard lock(mutex_);
  if (read_at != generation_ || capacity_ == 0) return;
  if (const auto at = by_key_.find(key); at != by_key_.end()) {
    at->second->second = std::move(summary);
    recent_.splice(recent_.begin(), recent_, at->second);
    return;
  }
  recent_.emplace_front(key, std::move(summary));
  by_key_.emplace(std::move(key), recent_.begin());
  if (recent_.size() > capacity_) {
    by_key_.erase(recent_.back().first);
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
}

std::size_t search_summary_cache::size() const
{
  std::lock_guard lock(mutex_);
  return recent_.size();
}

std::string summary_key(const search_request& r)
{
  const auto& f = r.filters;
  const auto bound = [](const std::optional<std::string>& b) { return b ? *b : std::string("-"); };
  // Unit separators between the fields: none of them can hold one (text rules).
  return fmt::format("{}\x1f{}\x1f{}\x1f{}\x1f{}\x1f{}\x1f{}\x1f{}\x1f{}\x1f{}\x1f{}\x1f{}", r.text,
                     r.in_category ? static_cast<int>(*r.in_category) : -1, r.include_hidden ? 1 : 0, f.type, f.brand,
                     bound(f.length_min), bound(f.length_max), bound(f.guests), bound(f.year_min), bound(f.year_max),
                     bound(f.price_min), bound(f.price_max));
}

}  // namespace marine::domain
