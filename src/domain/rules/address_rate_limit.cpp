#include "domain/rules/address_rate_limit.hpp"

#include <algorithm>

namespace marine::domain {

double address_rate_limit::refilled(const bucket& b, clock::time_point now) const
{
  const double minutes = std::chrono::duration<double, std::ratio<60>>(now - b.updated).count();
  return std::min(capacity_, b.tokens + std::max(0.0, minutes) * capacity_);
}

void address_rate_limit::sweep(clock::time_point now)
{
  std::erase_if(buckets_, [&](const auto& entry) { return refilled(entry.second, now) >= capacity_; });
}

bool address_rate_limit::allow(std::string_view address, clock::time_point now)
{
  std::lock_guard lock(mutex_);
  auto it = buckets_.find(std::string(address));
  if (it == buckets_.end()) {
    if (buckets_.size() >= max_addresses_) sweep(now);
    if (buckets_.size() >= max_addresses_) return false;
    it = buckets_.emplace(std::string(address), bucket{capacity_, now}).first;
  }
  auto& b = it->second;
  b.tokens = refilled(b, now);
  b.updated = now;
  if (b.tokens < 1.0) return false;
  b.tokens -= 1.0;
  return true;
}

void address_rate_limit::forget_idle(clock::time_point now)
{
  std::lock_guard lock(mutex_);
  sweep(now);
}

std::size_t address_rate_limit::addresses() const
{
  std::lock_guard lock(mutex_);
  return buckets_.size();
}

}  // namespace marine::domain
