#include "domain/activity/activity_service.hpp"

#include "domain/rules/validation.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <fmt/format.h>

namespace marine::domain {
namespace {

constexpr std::array<std::string_view, 7> actions = {"create", "update", "delete", "login", "login_failed", "logout",
                                                     "session_ended"};
constexpr std::array<std::string_view, 5> entities = {"product", "banner", "user", "settings", "session"};
constexpr std::array<std::string_view, 8> known_parameters = {"actor", "action", "entity", "entityId",
                                                              "from", "to", "before", "limit"};

bool all_digits(std::string_view s) noexcept
{
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

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

// A date (the start of that day, UTC) or a timestamp; `next_day` moves a date to the next
// day's start, so that `to=2026-11-25` takes in the whole of the 25th.
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

// Why a from/to value (a date or a time, its form checked) is outside the years the API
// takes (domain/rules/validation.hpp), or nothing.
std::optional<std::string> bound_out_of_range(std::string_view s)
{
  return is_date(s) ? day_out_of_range(day_of(s)) : time_out_of_range(s);
}

// "<YYYY-MM-DDTHH:MM:SS.ffffffZ>_<id>", as the repository writes it.
std::optional<activity_cursor> parse_cursor(std::string_view s)
{
  constexpr std::size_t at_length = 27;
  if (s.size() < at_length + 2 || s.size() > at_length + 19 || s[at_length] != '_') return std::nullopt;
  const auto at = s.substr(0, at_length);
  const auto id = s.substr(at_length + 1);
  if (!is_iso_utc_timestamp(fmt::format("{}Z", at.substr(0, 19))) || at[19] != '.' || !all_digits(at.substr(20, 6)) ||
      at[26] != 'Z' || !all_digits(id))
    return std::nullopt;
  return activity_cursor{std::string(at), std::stoll(std::string(id))};
}

template <std::size_t N>
bool one_of(const std::array<std::string_view, N>& names, std::string_view s)
{
  return std::find(names.begin(), names.end(), s) != names.end();
}

}  // namespace

result<activity_filter> parse_activity_filter(const query_parameters& params)
{
  activity_filter f;
  std::vector<field_error> errors;
  std::vector<std::string_view> seen;
  for (const auto& [name, value] : params) {
    if (!accept_parameter(name, known_parameters, seen, errors)) continue;
    if (value.empty()) continue;  // an empty filter is no filter (the form sends them)
    if (name == "actor") {
      if (is_plausible_id(value)) f.actor_id = value;
      else errors.push_back({name, "actor must be an account id"});
    } else if (name == "action") {
      if (one_of(actions, value)) f.action = value;
      else errors.push_back({name, "action must be one of create, update, delete, login, login_failed, logout, session_ended"});
    } else if (name == "entity") {
      if (one_of(entities, value)) f.entity = value;
      else errors.push_back({name, "entity must be one of product, banner, user, settings, session"});
    } else if (name == "entityId") {
      if (is_plausible_id(value)) f.entity_id = value;
      else errors.push_back({name, "entityId must be 1 to 64 letters, digits, '_' or '-'"});
    } else if (name == "from" || name == "to") {
      auto bound = time_bound(value, name == "to");
      if (!bound) errors.push_back({name, name + " must be a date (2026-01-31) or a UTC time (2026-01-31T12:00:00Z)"});
      else if (auto problem = bound_out_of_range(value)) errors.push_back({name, name + " " + *problem});
      else (name == "from" ? f.from : f.to) = std::move(bound);
    } else if (name == "before") {
      f.before = parse_cursor(value);
      if (!f.before || time_out_of_range(f.before->at.substr(0, 19) + "Z"))
        errors.push_back({name, "before must be the `next` of an earlier page"});
    } else if (name == "limit") {
      const int n = all_digits(value) && value.size() <= 3 ? std::stoi(value) : 0;
      if (n < 1 || n > max_activity_page) errors.push_back({name, fmt::format("limit must be from 1 to {}", max_activity_page)});
      else f.limit = n;
    }
  }
  // Both in the API's forms, which sort as text in time order.
  if (f.from && f.to && *f.from >= *f.to) errors.push_back({"to", "to must be later than from"});
  if (!errors.empty()) {
    auto message = errors.front().message;
    return invalid_input(std::move(message), std::move(errors));
  }
  return f;
}

boost::asio::awaitable<result<activity_page>> activity_service::list(const query_parameters& params)
{
  auto filter = parse_activity_filter(params);
  if (!filter) co_return filter.error();
  const auto limit = static_cast<std::size_t>(filter->limit);
  activity_page page;
  page.entries = co_await log_.list(std::move(*filter));
  if (page.entries.size() > limit) {
    page.entries.resize(limit);
    page.next = page.entries.back().cursor;
  }
  co_return page;
}

}  // namespace marine::domain
