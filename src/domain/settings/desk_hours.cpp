// When a desk is open (docs/desks.md, "Open now, or when"). Dubai keeps UTC+4 all year (no
// daylight saving), so no time-zone data is needed: a Dubai moment is the UTC instant plus
// four hours. The browser's deskStatus answers the same, held to the same table of cases.

#include "domain/settings/desk.hpp"

#include <algorithm>

namespace marine::domain {
namespace {

using std::chrono::days;
using std::chrono::sys_days;

constexpr std::chrono::hours dubai_offset{4};
constexpr int minutes_per_day = 24 * 60;
constexpr int open_until_horizon_days = 14;
constexpr int next_opening_horizon_days = 400;

int weekday_index(sys_days d) { return static_cast<int>(std::chrono::weekday(d).c_encoding()); }

// The exception that rules `date`: of those covering it, the later-starting one; on the
// same start, the later in the list (Eid inside Ramadan).
const hours_exception* exception_on(const desk& d, sys_days date)
{
  const hours_exception* best = nullptr;
  for (const auto& e : d.exceptions)
    if (e.from <= date && date <= e.to && (best == nullptr || e.from >= best->from)) best = &e;
  return best;
}

// The day's openings, sorted, with overlapping or touching ranges merged into one.
std::vector<time_range> openings_on(const desk& d, sys_days date)
{
  const auto* e = exception_on(d, date);
  if (e != nullptr && e->closed) return {};
  const auto& week = e != nullptr ? e->hours : d.hours;
  auto ranges = week.at(static_cast<std::size_t>(weekday_index(date)));
  std::sort(ranges.begin(), ranges.end(), [](const time_range& a, const time_range& b) { return a.from < b.from; });
  std::vector<time_range> merged;
  for (const auto& r : ranges) {
    if (r.to <= r.from) continue;
    if (!merged.empty() && r.from <= merged.back().to) merged.back().to = std::max(merged.back().to, r.to);
    else merged.push_back(r);
  }
  return merged;
}

// Open at (date, minute) inside `range`: where the opening ends, following a range that
// reaches midnight into the next day's range from 00:00; nothing when it lasts beyond the
// horizon.
std::optional<dubai_moment> open_until(const desk& d, sys_days date, time_range range)
{
  for (int day = 0; day <= open_until_horizon_days; ++day) {
    if (range.to < minutes_per_day) return dubai_moment{date, range.to};
    date += days{1};
    const auto next = openings_on(d, date);
    if (next.empty() || next.front().from != 0) return dubai_moment{date, 0};
    range = next.front();
  }
  return std::nullopt;
}

}  // namespace

bool desk::has_hours() const
{
  return std::any_of(hours.begin(), hours.end(), [](const auto& day) { return !day.empty(); });
}

desk_status status_of(const desk& d, std::chrono::system_clock::time_point now)
{
  if (!d.has_hours()) return {};
  const auto local = std::chrono::floor<std::chrono::minutes>(now + dubai_offset);
  const auto today = std::chrono::floor<days>(local);
  const int minute = static_cast<int>((local - today).count());
  const auto ranges = openings_on(d, today);
  for (const auto& r : ranges)
    if (r.from <= minute && minute < r.to) return {desk_status::state::open, open_until(d, today, r)};
  for (const auto& r : ranges)
    if (r.from > minute) return {desk_status::state::closed, dubai_moment{today, r.from}};
  for (int day = 1; day <= next_opening_horizon_days; ++day) {
    const auto date = today + days{day};
    const auto next = openings_on(d, date);
    if (!next.empty()) return {desk_status::state::closed, dubai_moment{date, next.front().from}};
  }
  return {desk_status::state::closed, std::nullopt};
}

const desk& desk_for(const std::vector<desk>& desks, category c)
{
  for (const auto& d : desks)
    if (std::find(d.categories.begin(), d.categories.end(), c) != d.categories.end()) return d;
  return desks.front();
}

}  // namespace marine::domain
