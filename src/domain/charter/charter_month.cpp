#include "domain/charter/charter_month.hpp"

#include "domain/charter/charter_terms.hpp"
#include "domain/rules/validation.hpp"

#include <string>

namespace marine::domain {

result<std::chrono::sys_days> bookable_month(std::string_view text, std::chrono::system_clock::time_point now)
{
  using namespace std::chrono;
  const auto first = text.size() == 7 ? parse_civil_date(std::string(text) + "-01") : std::nullopt;
  if (!first) return validation_failure({{"month", "A month as YYYY-MM"}});
  const year_month_day asked{*first};
  if (!booking_window_at(now).holds_month(asked.year() / asked.month()))
    return validation_failure(
        {{"month", "A month from this month to " + std::to_string(bookable_months_ahead) + " months ahead"}});
  return *first;
}

std::chrono::sys_seconds dubai_month_end(std::chrono::sys_days first)
{
  using namespace std::chrono;
  const year_month_day f{first};
  return sys_seconds{sys_days{(f.year() / f.month() + months{1}) / 1}} - hours{4};
}

}  // namespace marine::domain
