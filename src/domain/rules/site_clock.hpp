#pragma once
// The clock the desks' hours are read by (docs/desks.md, "The clock"): the system's, shifted
// by NOW_OFFSET_SECONDS so that an end-to-end run can be a Friday night. Only the desks use
// it: charter dates, sessions and payments keep the real time. The offset is refused in
// production mode (support/config.cpp).

#include <chrono>

namespace marine::domain {

struct site_clock {
  std::chrono::seconds offset{0};
  std::chrono::system_clock::time_point now() const { return std::chrono::system_clock::now() + offset; }
};

}  // namespace marine::domain
