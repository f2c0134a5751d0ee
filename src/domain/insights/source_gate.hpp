#pragma once
// Which visit sources get rows of their own in the enquiry insights (docs/insights.md,
// "Sources"). A day stores a bounded number of sources (the rest is "other"), so a stream
// of made-up utm_source values could take every row of the day. Here each network (an IPv4
// address, an IPv6 /64: what one client holds) may bring at most a few sources that the day
// has not seen yet; past that, its new sources count as "other", while sources the day
// already has are counted from anyone. Held in memory for the current day only, the
// networks as salted hashes: nothing of an address is kept or written.

#include "domain/insights/enquiry_event.hpp"

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace marine::domain {

// The network an address belongs to, for per-client limits: an IPv4 address itself (also
// when written IPv4-mapped), the /64 of an IPv6 address; anything else as it is.
std::string network_of(std::string_view address);

class source_gate {
 public:
  explicit source_gate(std::size_t new_sources_per_network = 5, std::size_t max_sources = 1000,
                       std::size_t max_networks = 50000);

  // The source to count an event of `address`'s on `day` under: `source` itself, or "other".
  std::string admit(sys_days day, std::string_view source, std::string_view address);

 private:
  const std::size_t per_network_, max_sources_, max_networks_;
  const std::uint64_t salt_;
  std::mutex mutex_;
  sys_days day_{};
  std::unordered_set<std::string> seen_;                      // the day's sources
  std::unordered_map<std::uint64_t, std::size_t> brought_;    // network hash → sources it brought
};

}  // namespace marine::domain
