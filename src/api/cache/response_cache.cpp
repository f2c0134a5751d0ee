#include "api/cache/response_cache.hpp"

#include <mutex>

namespace marine::api {

std::uint64_t response_cache::generation() const
{
  std::shared_lock lock(mutex_);
  return generation_;
}

response_cache::entry_ptr response_cache::find(std::string_view key) const
{
  std::shared_lock lock(mutex_);
  const auto it = entries_.find(key);
  return it == entries_.end() ? nullptr : it->second;
}

bool response_cache::insert(std::string key, entry_ptr entry, std::uint64_t seen_generation)
{
  std::unique_lock lock(mutex_);
  if (bypass_ || seen_generation != generation_ || !entry) return false;
  const auto added = cost(*entry);
  auto it = entries_.find(key);
  const auto replaced = it == entries_.end() ? 0 : cost(*it->second);
  if (bytes_ - replaced + added > max_bytes_) return false;
  bytes_ = bytes_ - replaced + added;
  // A fresh answer for the target: the copy set aside during an outage has done its work.
  fallback_.erase(key);
  if (it == entries_.end())
    entries_.emplace(std::move(key), std::move(entry));
  else
    it->second = std::move(entry);
  return true;
}

void response_cache::invalidate_if(const std::function<bool(const cached_entry&)>& matches)
{
  std::unique_lock lock(mutex_);
  ++generation_;
  std::erase_if(fallback_, [&matches](const auto& item) { return matches(*item.second); });
  for (auto it = entries_.begin(); it != entries_.end();) {
    if (matches(*it->second)) {
      bytes_ -= cost(*it->second);
      it = entries_.erase(it);
    } else {
      ++it;
    }
  }
}

void response_cache::clear()
{
  std::unique_lock lock(mutex_);
  fallback_.clear();
  clear_locked();
}

void response_cache::set_bypass(bool bypass)
{
  std::unique_lock lock(mutex_);
  if (bypass && !bypass_) {
    // The entries now are newer than any copy kept from an earlier outage.
    entries_.merge(fallback_);
    fallback_ = std::move(entries_);
    entries_.clear();
  }
  bypass_ = bypass;
  clear_locked();
}

response_cache::entry_ptr response_cache::find_fallback(std::string_view key) const
{
  std::shared_lock lock(mutex_);
  const auto it = fallback_.find(key);
  return it == fallback_.end() ? nullptr : it->second;
}

bool response_cache::bypassing() const
{
  std::shared_lock lock(mutex_);
  return bypass_;
}

std::size_t response_cache::size() const
{
  std::shared_lock lock(mutex_);
  return entries_.size();
}

std::size_t response_cache::bytes() const
{
  std::shared_lock lock(mutex_);
  return bytes_;
}

void response_cache::clear_locked()
{
  ++generation_;
  entries_.clear();
  bytes_ = 0;
}

}  // namespace marine::api
