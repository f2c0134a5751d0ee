#pragma once
// A per-address token bucket kept in memory only: addresses are never written anywhere,
// and a bucket that has filled up again is forgotten at the next sweep. The number of
// addresses held is capped; when the cap is reached and a sweep frees nothing, a new
// address is refused until buckets fill up again (counting pauses; the site does not).

#include <chrono>
#include <cstddef>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace marine::domain {

class address_rate_limit {
 public:
  using clock = std::chrono::steady_clock;
  // `per_minute` events per minute on average, in bursts of up to `per_minute`.
  explicit address_rate_limit(unsigned per_minute, std::size_t max_addresses = 50000)
      : capacity_(static_cast<double>(per_minute)), max_addresses_(max_addresses) {}

  // True if `address` may send one more event at `now` (and takes its token).
  bool allow(std::string_view address, clock::time_point now);
  // Forgets the addresses whose buckets are full again (they would be allowed anyway).
  void forget_idle(clock::time_point now);
  std::size_t addresses() const;

 private:
  struct bucket {
    double tokens;
    clock::time_point updated;
  };
  double refilled(const bucket& b, clock::time_point now) const;
  void sweep(clock::time_point now);

  const double capacity_;
  const std::size_t max_addresses_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, bucket> buckets_;
};

}  // namespace marine::domain
