#include "domain/settings/desk_rules.hpp"

#include "domain/rules/text_rules.hpp"
#include "domain/settings/settings_validation.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <set>

namespace marine::domain {
namespace {

using errors_t = std::vector<field_error>;

bool is_desk_id(std::string_view id)
{
  if (id.empty() || id.size() > 32 || id.front() == '-') return false;
  return std::all_of(id.begin(), id.end(), [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
}

// A name (1–60) and its Arabic version (0–60), checked before trimming as the settings do.
void check_names(errors_t& errors, std::string& name, std::string& name_ar, const std::string& path, std::string_view label)
{
  const std::string required = fmt::format("{} is required", label);
  check_text(errors, name, {.field = path + ".name", .label = label, .required = required.c_str(), .min = 1, .max = 60});
  const std::string label_ar = fmt::format("Arabic {}", ascii_lower(label));
  check_text(errors, name_ar, {.field = path + ".nameAr", .label = label_ar, .max = 60});
  name = trim(name);
  name_ar = trim(name_ar);
}

void check_phone(errors_t& errors, const std::string& field, std::string_view label, std::string& v)
{
  v = trim(v);
  if (!is_uae_phone(v))
    errors.push_back({field, fmt::format("{} must be a UAE number in digits with the country code: 971 then 8 or 9 digits",
                                         label)});
}

// Each day's ranges: at most 4, each from before to within 00:00–24:00, none overlapping
// another of the same day (touching is fine).
void check_week(errors_t& errors, const weekly_hours& week, const std::string& path)
{
  for (std::size_t day = 0; day < week.size(); ++day) {
    const auto& ranges = week[day];
    const auto day_path = fmt::format("{}.{}", path, day_keys[day]);
    if (ranges.size() > max_ranges_per_day) {
      errors.push_back({day_path, fmt::format("A day has at most {} ranges", max_ranges_per_day)});
      continue;
    }
    for (std::size_t i = 0; i < ranges.size(); ++i) {
      const auto& r = ranges[i];
      const auto field = fmt::format("{}.{}", day_path, i);
      if (r.from < 0 || r.to > 24 * 60 || r.from >= r.to) {
        errors.push_back({field, "The range must end after it starts, between 00:00 and 24:00"});
        continue;
      }
      for (std::size_t j = 0; j < i; ++j) {
        if (ranges[j].from < r.to && r.from < ranges[j].to) {
          errors.push_back({field, "The ranges of a day must not overlap"});
          break;
        }
      }
    }
  }
}

void check_agents(errors_t& errors, std::vector<desk_agent>& agents, const std::string& path)
{
  if (agents.empty() || agents.size() > max_agents_per_desk) {
    errors.push_back({path + ".agents", fmt::format("A desk needs 1 to {} agents", max_agents_per_desk)});
    return;
  }
  std::set<std::string> numbers;
  for (std::size_t i = 0; i < agents.size(); ++i) {
    auto& a = agents[i];
    const auto agent_path = fmt::format("{}.agents.{}", path, i);
    check_names(errors, a.name, a.name_ar, agent_path, "Name");
    const auto before = errors.size();
    check_phone(errors, agent_path + ".whatsapp", "WhatsApp number", a.whatsapp);
    if (errors.size() == before && !numbers.insert(a.whatsapp).second)
      errors.push_back({agent_path + ".whatsapp", "Two agents of a desk cannot share a number"});
  }
  if (std::none_of(agents.begin(), agents.end(), [](const desk_agent& a) { return a.active; }))
    errors.push_back({path + ".agents", "At least one agent must be on duty"});
}

void check_exceptions(errors_t& errors, std::vector<hours_exception>& exceptions, const std::string& path)
{
  if (exceptions.size() > max_exceptions_per_desk) {
    errors.push_back({path + ".exceptions", fmt::format("A desk has at most {} exceptions", max_exceptions_per_desk)});
    return;
  }
  for (std::size_t i = 0; i < exceptions.size(); ++i) {
    auto& e = exceptions[i];
    const auto e_path = fmt::format("{}.exceptions.{}", path, i);
    check_names(errors, e.name, e.name_ar, e_path, "Name");
    if (e.to < e.from) errors.push_back({e_path + ".to", "The end date must not be before the start date"});
    else if ((e.to - e.from).count() + 1 > static_cast<long>(max_exception_days))
      errors.push_back({e_path + ".to", fmt::format("An exception lasts at most {} days", max_exception_days)});
    if (e.closed) e.hours = {};
    else check_week(errors, e.hours, e_path + ".hours");
  }
}

}  // namespace

result<std::vector<desk>> validated_desks(std::vector<desk> desks)
{
  errors_t errors;
  if (desks.empty() || desks.size() > max_desks) {
    errors.push_back({"desks", fmt::format("There must be 1 to {} desks", max_desks)});
    return invalid_input("Please correct the highlighted desks", std::move(errors));
  }
  std::set<std::string> ids;
  std::set<category> claimed;
  for (std::size_t i = 0; i < desks.size(); ++i) {
    auto& d = desks[i];
    const auto path = fmt::format("desks.{}", i);
    if (!is_desk_id(d.id))
      errors.push_back({path + ".id", "Id must be 1 to 32 lower-case letters, digits or hyphens, starting with a letter or digit"});
    else if (!ids.insert(d.id).second)
      errors.push_back({path + ".id", "Another desk has this id"});
    check_names(errors, d.name, d.name_ar, path, "Name");
    check_phone(errors, path + ".phone", "Phone", d.phone);
    d.email = trim(d.email);
    if (d.email.size() > 254 || !is_email(d.email)) errors.push_back({path + ".email", "Email must be a valid email address"});
    check_agents(errors, d.agents, path);
    check_week(errors, d.hours, path + ".hours");
    check_exceptions(errors, d.exceptions, path);
    for (std::size_t k = 0; k < d.categories.size(); ++k)
      if (!claimed.insert(d.categories[k]).second)
        errors.push_back({fmt::format("{}.categories.{}", path, k), "Each category belongs to one desk"});
  }
  if (!errors.empty()) return invalid_input("Please correct the highlighted desks", std::move(errors));
  // docs/desks.md: a category left out goes to the first desk.
  for (const auto c : all_categories)
    if (!claimed.contains(c)) desks.front().categories.push_back(c);
  return desks;
}

}  // namespace marine::domain
