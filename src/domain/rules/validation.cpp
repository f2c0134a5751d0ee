#include "domain/rules/validation.hpp"

namespace marine::domain {
namespace {

// The decimal number of `length` digits at `at` (the shape is checked first).
int number_at(std::string_view t, std::size_t at, std::size_t length) noexcept
{
  int n = 0;
  for (std::size_t i = at; i < at + length; ++i) n = n * 10 + (t[i] - '0');
  return n;
}

std::chrono::year_month_day date_of(std::string_view t) noexcept
{
  return {std::chrono::year(number_at(t, 0, 4)), std::chrono::month(static_cast<unsigned>(number_at(t, 5, 2))),
          std::chrono::day(static_cast<unsigned>(number_at(t, 8, 2)))};
}

}  // namespace

bool is_plausible_id(std::string_view id) noexcept
{
  if (id.empty() || id.size() > 64) return false;
  for (char c : id) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                    c == '_' || c == '-';
    if (!ok) return false;
  }
  return true;
}

bool is_iso_utc_timestamp(std::string_view t) noexcept
{
  // YYYY-MM-DDTHH:MM:SSZ or YYYY-MM-DDTHH:MM:SS.sssZ
  constexpr std::string_view shape = "dddd-dd-ddTdd:dd:dd";
  if (t.size() != 20 && t.size() != 24) return false;
  for (std::size_t i = 0; i < shape.size(); ++i) {
    if (shape[i] == 'd' ? (t[i] < '0' || t[i] > '9') : t[i] != shape[i]) return false;
  }
  if (t.size() == 24 && (t[19] != '.' || t[20] < '0' || t[20] > '9' || t[21] < '0' || t[21] > '9' || t[22] < '0' ||
                         t[22] > '9'))
    return false;
  const auto date = date_of(t);
  return t.back() == 'Z' && date.ok() && number_at(t, 11, 2) < 24 && number_at(t, 14, 2) < 60 &&
         number_at(t, 17, 2) < 60;
}

std::optional<std::string> time_out_of_range(std::string_view t, std::chrono::system_clock::time_point now)
{
  using namespace std::chrono;
  if (number_at(t, 0, 4) < earliest_year) return "must be from 1970 on";
  const auto at = sys_days(date_of(t)) + hours(number_at(t, 11, 2)) + minutes(number_at(t, 14, 2)) +
                  seconds(number_at(t, 17, 2));
  // In seconds: the year 2999 in system_clock's nanoseconds would overflow.
  if (at > time_point_cast<seconds>(now) + max_clock_skew) return "cannot be in the future";
  return std::nullopt;
}

std::optional<std::string> day_out_of_range(std::chrono::sys_days day, std::chrono::system_clock::time_point now)
{
  using namespace std::chrono;
  if (year_month_day(day).year() < year(earliest_year)) return "must be from 1970 on";
  if (day > floor<days>(now) + days(1)) return "cannot be in the future";
  return std::nullopt;
}

void check_creation_timestamp(std::vector<field_error>& errors, std::string_view t,
                              std::chrono::system_clock::time_point now)
{
  if (!is_iso_utc_timestamp(t)) {
    errors.push_back({"timestamp", "timestamp must look like 2026-01-31T12:00:00.000Z"});
    return;
  }
  if (auto problem = time_out_of_range(t, now)) errors.push_back({"timestamp", "timestamp " + *problem});
}

void check_timestamp_unchanged(std::vector<field_error>& errors, const std::optional<std::string>& sent,
                               std::string_view stored)
{
  if (sent && *sent != stored)
    errors.push_back({"timestamp", "timestamp is the creation time: it cannot be changed"});
}

failure validation_failure(std::vector<field_error> errors)
{
  std::string message = errors.empty() ? "Invalid input" : errors.front().message;
  return invalid_input(std::move(message), std::move(errors));
}

}  // namespace marine::domain
