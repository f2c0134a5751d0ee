#include "domain/rules/time_bounds.hpp"

#include "domain/rules/validation.hpp"

#include <chrono>
#include <fmt/format.h>

namespace marine::domain {
namespace {

bool is_date(std::string_view s) noexcept
{
  return s.size() == 10 && is_iso_utc_timestamp(fmt::format("{}T00:00:00Z", s));
}

// The day of a date (is_date checked).
std::chrono::sys_days day_of(std::string_view s)
{
  using namespace std::chrono;
  return sys_days(year_month_day{year(std::stoi(std::string(s.substr(0, 4)))),
                                 month(static_cast<unsigned>(std::stoi(std::string(s.substr(5, 2))))),
                                 day(static_cast<unsigned>(std::stoi(std::string(s.substr(8, 2)))))});
}

std::optional<std::string> time_bound(std::string_view s, bool next_day)
{
  if (is_iso_utc_timestamp(s)) return std::string(s);
  if (!is_date(s)) return std::nullopt;
  if (!next_day) return fmt::format("{}T00:00:00Z", s);
  using namespace std::chrono;
  const year_month_day next{day_of(s) + days(1)};
  return fmt::format("{:04}-{:02}-{:02}T00:00:00Z", static_cast<int>(next.year()), static_cast<unsigned>(next.month()),
                     static_cast<unsigned>(next.day()));
}

}  // namespace

std::optional<std::string> time_bound_of(const std::string& name, std::string_view value,
                                         std::vector<field_error>& errors)
{
  auto bound = time_bound(value, name == "to");
  if (!bound) {
    errors.push_back({name, name + " must be a date (2026-01-31) or a UTC time (2026-01-31T12:00:00Z)"});
    return std::nullopt;
  }
  if (auto problem = is_date(value) ? day_out_of_range(day_of(value)) : time_out_of_range(value)) {
    errors.push_back({name, name + " " + *problem});
    return std::nullopt;
  }
  return bound;
}

}  // namespace marine::domain
