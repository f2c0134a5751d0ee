#include "domain/charter/booking_window.hpp"

namespace marine::domain {

bool booking_window::holds_month(std::chrono::year_month month) const
{
  const std::chrono::year_month_day from{first}, to{last};
  const std::chrono::year_month low{from.year(), from.month()}, high{to.year(), to.month()};
  return low <= month && month <= high;
}

booking_window booking_window_at(std::chrono::system_clock::time_point now)
{
  using namespace std::chrono;
  const auto today = floor<days>(now + hours(4));
  const year_month_day ymd{today};
  const auto last_month = year_month{ymd.year(), ymd.month()} + months(bookable_months_ahead);
  return {today, sys_days{year_month_day_last{last_month.year(), month_day_last{last_month.month()}}}};
}

booking_window current_booking_window() { return booking_window_at(std::chrono::system_clock::now()); }

}  // namespace marine::domain
