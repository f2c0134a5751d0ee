#include "domain/activity/activity_service.hpp"

#include "domain/rules/keyset_page.hpp"
#include "domain/rules/time_bounds.hpp"
#include "domain/rules/validation.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <fmt/format.h>

namespace marine::domain {
namespace {

constexpr std::array<std::string_view, 7> actions = {"create", "update", "delete", "login", "login_failed", "logout",
                                                     "session_ended"};
constexpr std::array<std::string_view, 10> entities = {"product", "banner", "user", "settings", "session", "enquiry",
                                                     "charter_block", "calendar_feed", "calendar_conflict",
                                                     "calendar_link"};
constexpr std::array<std::string_view, 8> known_parameters = {"actor", "action", "entity", "entityId",
                                                              "from", "to", "before", "limit"};

bool all_digits(std::string_view s) noexcept
{
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
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
      else errors.push_back({name, "entity must be one of product, banner, user, settings, session, enquiry, charter_block, "
                                           "calendar_feed, calendar_conflict, calendar_link"});
    } else if (name == "entityId") {
      if (is_plausible_id(value)) f.entity_id = value;
      else errors.push_back({name, "entityId must be 1 to 64 letters, digits, '_' or '-'"});
    } else if (name == "from" || name == "to") {
      (name == "from" ? f.from : f.to) = time_bound_of(name, value, errors);
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
  page.next = cut_to_page(page.entries, limit);
  co_return page;
}

}  // namespace marine::domain
