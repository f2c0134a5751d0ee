#pragma once
// The site's data generation as this process knows it (docs/operations.md, "The site's
// data generation"): the largest number the LISTEN connection has heard, or read from the
// database when it (re)connected. Only that connection's thread changes it; every request
// reads it once, as it arrives, and answers with it in X-Site-Generation.
//
// The order is the guarantee: a change's stale answers are dropped from the read cache
// before the number is raised, so a request that saw N is never answered from data older
// than N. While the connection is down nothing can be vouched for (other processes' writes
// are not heard), and there is no number.

#include <atomic>
#include <cstdint>
#include <optional>

namespace marine::api {

class site_generation {
 public:
  std::optional<std::int64_t> current() const noexcept
  {
    const auto n = value_.load(std::memory_order_acquire);
    if (n < 0) return std::nullopt;
    return n;
  }

  // Listening again: `n` was read once LISTEN was in place, after the read cache started afresh.
  void listening_from(std::int64_t n) noexcept { value_.store(n, std::memory_order_release); }

  // A change heard, once the read cache dropped what it made stale. Never lowers the number
  // (a payload that a reconnection's read already counted).
  void raise_to(std::int64_t n) noexcept
  {
    const auto now = value_.load(std::memory_order_relaxed);
    if (now >= 0 && n > now) value_.store(n, std::memory_order_release);
  }

  void not_listening() noexcept { value_.store(-1, std::memory_order_release); }

 private:
  std::atomic<std::int64_t> value_{-1};
};

inline constexpr const char* site_generation_header = "X-Site-Generation";

}  // namespace marine::api
