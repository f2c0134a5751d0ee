#include "api/cache/response_cache.hpp"

#include <mutex>

namespace marine::api {
namespace {

bool expired(const cached_entry& e)
{
  return e.expires != std::chrono::system_clock::time_point::max() && e.expires <= std::chrono::system_clock::now();
}

}  // namespace

std::uint64_t response_cache::generation() const
{
  std::shared_lock lock(mutex_);
  return generation_;
}

response_cache::entry_ptr response_cache::find(std::string_view key) const
{
  std::shared_lock lock(mutex_);
  const auto it = entries_.find(key);
  if (it == entries_.end() || expired(*it->second.entry)) return nullptr;
  // Written only when it changes: hits of one hot entry on several threads share its line.
  if (!it->second.used.load(std::memory_order_relaxed)) it->second.used.store(true, std::memory_order_relaxed);
  return it->second.entry;
}

bool response_cache::insert(std::string key, entry_ptr entry, std::uint64_t seen_generation)
{
  std::unique_lock lock(mutex_);
  if (bypass_ || seen_generation != generation_ || !entry) return false;
  const auto added = cost(*entry);
  if (added > max_bytes_) return false;
  // A fresh answer for the target: the copy set aside during an outage has done its work.
  fallback_.erase(key);
  if (auto it = entries_.find(key); it != entries_.end()) {
    // Built again (expired, or two misses at once): asked for more than once.
    auto& s = it->second;
    bytes_ -= s.cost;
    if (s.is_protected) protected_bytes_ -= s.cost;
    s.entry = std::move(entry);
    s.cost = added;
    bytes_ += added;
    if (s.is_protected) protected_bytes_ += added;
    s.used.store(true, std::memory_order_relaxed);
    make_room(0);
    return true;
  }
  make_room(added);
  const auto [it, inserted] = entries_.try_emplace(std::move(key));
  auto& s = it->second;
  s.entry = std::move(entry);
  s.cost = added;
  s.at = probation_.insert(probation_.end(), &it->first);
  bytes_ += added;
  return true;
}

// Until `needed` more bytes fit: the oldest entry of probation (else of the protected
// segment) goes, unless it was used since it got there: then it moves on (probation's to the
// protected segment, the protected segment's to its newest end) with its flag cleared. Each
// step drops an entry or clears a flag, and only find() sets flags (never meanwhile: this
// holds the lock), so it ends.
void response_cache::make_room(std::size_t needed)
{
  const auto protected_max = max_bytes_ / 5 * 4;
  while (bytes_ + needed > max_bytes_ && !entries_.empty()) {
    const bool from_probation = !probation_.empty();
    auto it = entries_.find(*(from_probation ? probation_ : protected_).front());
    auto& s = it->second;
    if (!s.used.exchange(false, std::memory_order_relaxed)) {
      erase(it);
      ++evictions_;
      continue;
    }
    move_to(s, true);
    // The protected segment over its share: its oldest go back to probation, for another
    // chance there (those used meanwhile move to its newest end instead).
    while (protected_bytes_ > protected_max) {
      auto& oldest = entries_.find(*protected_.front())->second;
      const bool used = oldest.used.exchange(false, std::memory_order_relaxed);
      move_to(oldest, used);
      if (&oldest == &s) break;  // everything else went round once: it alone is too large
    }
  }
}

void response_cache::move_to(slot& s, bool to_protected)
{
  const auto* key = *s.at;
  (s.is_protected ? protected_ : probation_).erase(s.at);
  if (s.is_protected) protected_bytes_ -= s.cost;
  s.is_protected = to_protected;
  if (to_protected) protected_bytes_ += s.cost;
  auto& to = to_protected ? protected_ : probation_;
  s.at = to.insert(to.end(), key);
}

void response_cache::erase(slot_map::iterator it)
{
  auto& s = it->second;
  (s.is_protected ? protected_ : probation_).erase(s.at);
  bytes_ -= s.cost;
  if (s.is_protected) protected_bytes_ -= s.cost;
  entries_.erase(it);
}

void response_cache::invalidate_if(const std::function<bool(const cached_entry&)>& matches)
{
  std::unique_lock lock(mutex_);
  ++generation_;
  std::erase_if(fallback_, [&matches](const auto& item) { return matches(*item.second); });
  for (auto it = entries_.begin(); it != entries_.end();) {
    auto next = std::next(it);
    if (matches(*it->second.entry)) erase(it);
    it = next;
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
    // The entries now are newer than any copy kept from an earlier outage; of those, what
    // still fits in the store's size stays too (so outages one after another cannot pile
    // copies up beyond it).
    entry_map kept;
    std::size_t kept_bytes = 0;
    for (const auto& [key, s] : entries_) {
      kept.emplace(key, s.entry);
      kept_bytes += s.cost;
    }
    for (auto& [key, entry] : fallback_) {
      if (kept.contains(key) || kept_bytes + cost(*entry) > max_bytes_) continue;
      kept_bytes += cost(*entry);
      kept.emplace(key, std::move(entry));
    }
    fallback_ = std::move(kept);
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

std::uint64_t response_cache::evictions() const
{
  std::shared_lock lock(mutex_);
  return evictions_;
}

void response_cache::clear_locked()
{
  ++generation_;
  entries_.clear();
  probation_.clear();
  protected_.clear();
  bytes_ = 0;
  protected_bytes_ = 0;
}

}  // namespace marine::api
