// The first desk of a site that has none (docs/desks.md, "First start"): made from the
// settings so that nothing changes for the owner until they add desks.

#include "domain/settings/desk_rules.hpp"

#include "domain/rules/text_rules.hpp"

#include <cctype>

namespace marine::domain {
namespace {

// The text cut to at most `max` code points (the settings allow longer names than a desk).
std::string first_code_points(std::string_view text, std::size_t max)
{
  std::size_t i = 0;
  for (std::size_t n = 0; n < max && i < text.size(); ++n)
    if (!next_code_point(text, i)) return std::string(text.substr(0, i));
  return std::string(text.substr(0, i));
}

// "sunday", "sun" (any case) → 0…6.
std::optional<int> day_index(std::string_view word)
{
  const auto w = ascii_lower(trim(word));
  static constexpr std::array<std::string_view, 7> names = {"sunday",   "monday", "tuesday", "wednesday",
                                                            "thursday", "friday", "saturday"};
  for (std::size_t i = 0; i < names.size(); ++i)
    if (w == names[i] || (w.size() == 3 && names[i].starts_with(w))) return static_cast<int>(i);
  return std::nullopt;
}

// Splits at the first of " to ", "–" or "-"; nothing when none is there.
std::optional<std::pair<std::string_view, std::string_view>> split_range(std::string_view s)
{
  for (std::string_view sep : {std::string_view(" to "), std::string_view("\u2013"), std::string_view("-")}) {
    const auto at = s.find(sep);
    if (at != std::string_view::npos) return std::pair{s.substr(0, at), s.substr(at + sep.size())};
  }
  return std::nullopt;
}

// "Sunday to Thursday", "Friday", "Saturday to Sunday" (wrapping the week) → the days.
std::optional<std::vector<int>> days_of(std::string_view text)
{
  const auto range = split_range(text);
  const auto first = day_index(range ? range->first : text);
  const auto last = range ? day_index(range->second) : first;
  if (!first || !last) return std::nullopt;
  std::vector<int> days;
  for (int d = *first;; d = (d + 1) % 7) {
    days.push_back(d);
    if (d == *last) break;
  }
  return days;
}

// "8:00 AM", "8 AM", "12:30 pm", "08:00", "18:00" → minutes after midnight.
std::optional<int> time_of(std::string_view text)
{
  const auto t = ascii_lower(trim(text));
  std::size_t i = 0;
  int hour = 0, minute = 0, digits = 0;
  while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i])) && digits < 2) hour = hour * 10 + (t[i++] - '0'), ++digits;
  if (digits == 0) return std::nullopt;
  if (i < t.size() && t[i] == ':') {
    ++i;
    if (i + 2 > t.size() || !std::isdigit(static_cast<unsigned char>(t[i])) || !std::isdigit(static_cast<unsigned char>(t[i + 1])))
      return std::nullopt;
    minute = (t[i] - '0') * 10 + (t[i + 1] - '0');
    i += 2;
  }
  const auto rest = trim(t.substr(i));
  if (minute > 59) return std::nullopt;
  if (rest.empty()) return hour <= 24 && (hour < 24 || minute == 0) ? std::optional(hour * 60 + minute) : std::nullopt;
  if (hour < 1 || hour > 12 || (rest != "am" && rest != "pm" && rest != "a.m." && rest != "p.m.")) return std::nullopt;
  return (hour % 12 + (rest[0] == 'p' ? 12 : 0)) * 60 + minute;
}

// "8:00 AM-6:00 PM", "08:00-18:00", several joined by ','; "Closed" is no range.
std::optional<std::vector<time_range>> ranges_of(std::string_view text)
{
  std::vector<time_range> ranges;
  if (ascii_lower(trim(text)) == "closed") return ranges;
  while (!text.empty()) {
    const auto comma = text.find(',');
    const auto part = text.substr(0, comma);
    text = comma == std::string_view::npos ? std::string_view() : text.substr(comma + 1);
    const auto split = split_range(part);
    if (!split) return std::nullopt;
    const auto from = time_of(split->first);
    auto to = time_of(split->second);
    if (to && *to == 0) to = 24 * 60;  // "12:00 AM" or "00:00" as an end is midnight
    if (!from || !to || *from >= *to) return std::nullopt;
    ranges.push_back({*from, *to});
  }
  return ranges;
}

}  // namespace

std::optional<weekly_hours> parse_business_hours(const std::vector<business_hours_row>& rows)
{
  weekly_hours week{};
  for (const auto& row : rows) {
    const auto days = days_of(row.days);
    const auto ranges = ranges_of(row.hours);
    if (!days || !ranges) return std::nullopt;
    for (const int d : *days)
      for (const auto& r : *ranges) {
        auto& day = week.at(static_cast<std::size_t>(d));
        for (const auto& other : day)
          if (other.from < r.to && r.from < other.to) return std::nullopt;
        if (day.size() == max_ranges_per_day) return std::nullopt;
        day.push_back(r);
      }
  }
  return week;
}

desk seed_desk(const site_settings& s)
{
  desk d;
  d.id = "general";
  d.name = first_code_points(s.company_name, 60);
  d.name_ar = first_code_points(s.company_name_ar, 60);
  d.phone = s.phone;
  d.email = s.email;
  d.agents.push_back({d.name, d.name_ar, s.whatsapp_number, true});
  d.hours = parse_business_hours(s.business_hours).value_or(weekly_hours{});
  d.categories.assign(all_categories.begin(), all_categories.end());
  return d;
}

}  // namespace marine::domain
