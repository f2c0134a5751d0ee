#pragma once
// The days a visitor can book (docs/charter.md, "The bookable window"): from today in Dubai
// to the last day of the 24th month after this one. Quotes, booking leads and the public
// month of availability all hold to it, so no request names a date nobody can book.

#include <chrono>

namespace marine::domain {

inline constexpr int bookable_months_ahead = 24;

struct booking_window {
  std::chrono::sys_days first;  // today, in Dubai
  std::chrono::sys_days last;   // the last day of the 24th month after this one

  bool holds(std::chrono::sys_days day) const { return first <= day && day <= last; }
  // A month, by its first day: this month to the 24th ahead.
  bool holds_month(std::chrono::year_month month) const;
};

// Dubai keeps UTC+4 all year (no daylight saving).
booking_window booking_window_at(std::chrono::system_clock::time_point now);
booking_window current_booking_window();

}  // namespace marine::domain
