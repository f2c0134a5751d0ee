#pragma once
// The public month of availability (docs/charter.md, "The bookable window"): which months a
// visitor may ask for, and until when a month's answer holds.

#include "domain/charter/booking_window.hpp"
#include "domain/rules/error.hpp"

#include <chrono>
#include <string_view>
#include <vector>

namespace marine::domain {

struct availability_day;

struct availability_month {
  std::vector<availability_day> days;
  // When the answer changes by itself: its first option's expiry, else the moment the month
  // leaves the bookable window (its end in Dubai).
  std::chrono::sys_seconds valid_until;
};

// The first day of the month `text` (YYYY-MM) if it is in the bookable window at `now`, else
// invalid_input with a field error on `month`: any other month would only be one more entry
// of the public read cache (docs/security.md, "The read cache").
result<std::chrono::sys_days> bookable_month(std::string_view text, std::chrono::system_clock::time_point now);
// The instant the month starting on `first` ends in Dubai (UTC+4 all year, booking_window.hpp).
std::chrono::sys_seconds dubai_month_end(std::chrono::sys_days first);

}  // namespace marine::domain
