#pragma once
// The public month of availability (docs/charter.md, "Availability"): which months a visitor
// may ask for, and until when a month's answer holds.

#include "domain/rules/error.hpp"

#include <chrono>
#include <string_view>
#include <vector>

namespace marine::domain {

struct availability_day;

// This month in Dubai to this many months ahead: the months a visitor can book. Each other
// month would only be one more entry of the public read cache (docs/security.md).
inline constexpr int bookable_months_ahead = 24;

struct availability_month {
  std::vector<availability_day> days;
  // When the answer changes by itself: its first option's expiry, else the moment the month
  // leaves the bookable window (its end in Dubai).
  std::chrono::sys_seconds valid_until;
};

// The first day of the month `text` (YYYY-MM) if it is bookable at `now`, else invalid_input
// with a field error on `month`.
result<std::chrono::sys_days> bookable_month(std::string_view text, std::chrono::system_clock::time_point now);
// The instant the month starting on `first` ends in Dubai.
std::chrono::sys_seconds dubai_month_end(std::chrono::sys_days first);

}  // namespace marine::domain
