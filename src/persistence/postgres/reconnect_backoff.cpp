#include "persistence/postgres/reconnect_backoff.hpp"

#include <algorithm>

namespace marine::persistence {

reconnect_backoff::reconnect_backoff(std::chrono::milliseconds first, std::chrono::milliseconds most)
    : delay_(first), first_(first), most_(most), random_(std::random_device{}())
{
}

bool reconnect_backoff::try_begin()
{
  std::lock_guard lock(mutex_);
  if (!failing_) return true;
  if (probing_ || clock::now() < retry_at_) return false;
  probing_ = true;
  return true;
}

void reconnect_backoff::succeeded()
{
  std::lock_guard lock(mutex_);
  failing_ = probing_ = false;
  delay_ = first_;
}

void reconnect_backoff::failed()
{
  std::lock_guard lock(mutex_);
  const auto ms = delay_.count();
  std::uniform_int_distribution<long> pick(ms / 2, ms);
  retry_at_ = clock::now() + std::chrono::milliseconds(pick(random_));
  delay_ = std::min(delay_ * 2, most_);
  failing_ = true;
  probing_ = false;
}

void reconnect_backoff::abandoned()
{
  std::lock_guard lock(mutex_);
  probing_ = false;
}

reconnect_backoff::clock::duration reconnect_backoff::wait_time() const
{
  std::lock_guard lock(mutex_);
  if (!failing_) return clock::duration::zero();
  return std::max(clock::duration::zero(), retry_at_ - clock::now());
}

}  // namespace marine::persistence
