#include "api/pages/opening_hours.hpp"

#include <boost/json/object.hpp>
#include <fmt/format.h>

#include <array>
#include <cctype>
#include <regex>

namespace marine::api {
namespace {

constexpr std::array<std::string_view, 7> week{"Sunday", "Monday", "Tuesday", "Wednesday",
                                                "Thursday", "Friday", "Saturday"};

std::string lower(std::string_view s)
{
  std::string out(s);
  for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// "Thursday", "thu", "Thurs" → 4.
std::optional<std::size_t> day_index(std::string_view word)
{
  const auto w = lower(word);
  if (w.size() < 3) return std::nullopt;
  for (std::size_t i = 0; i < week.size(); ++i)
    if (lower(week[i]).starts_with(w)) return i;
  return std::nullopt;
}

// "8", "8:30", with "am"/"pm" or none (24 hours) → "08:30".
std::optional<std::string> to_24h(const std::string& hour, const std::string& minute, const std::string& half)
{
  int h = std::stoi(hour);
  const int m = minute.empty() ? 0 : std::stoi(minute);
  if (m > 59) return std::nullopt;
  if (!half.empty()) {
    if (h < 1 || h > 12) return std::nullopt;
    h = h % 12 + (lower(half) == "pm" ? 12 : 0);
  }
  if (h > 23) return std::nullopt;
  return fmt::format("{:02}:{:02}", h, m);
}

}  // namespace

std::optional<std::vector<std::string>> parse_days(std::string_view text)
{
  static const std::regex range(R"(^\s*([A-Za-z]+)\s*(?:to|-|–|—)\s*([A-Za-z]+)\s*$)");
  static const std::regex single(R"(^\s*([A-Za-z]+)\s*$)");
  const std::string s(text);
  std::smatch m;
  std::optional<std::size_t> first, last;
  if (std::regex_match(s, m, range)) {
    first = day_index(m.str(1));
    last = day_index(m.str(2));
  } else if (std::regex_match(s, m, single)) {
    first = last = day_index(m.str(1));
  }
  if (!first || !last) return std::nullopt;
  std::vector<std::string> days;
  for (std::size_t i = *first;; i = (i + 1) % week.size()) {
    days.emplace_back(week[i]);
    if (i == *last) break;
  }
  return days;
}

std::optional<std::pair<std::string, std::string>> parse_hours(std::string_view text)
{
  static const std::regex hours(
      R"(^\s*(\d{1,2})(?::(\d{2}))?\s*([AaPp][Mm])?\s*(?:to|-|–|—)\s*(\d{1,2})(?::(\d{2}))?\s*([AaPp][Mm])?\s*$)");
  const std::string s(text);
  std::smatch m;
  if (!std::regex_match(s, m, hours)) return std::nullopt;
  auto opens = to_24h(m.str(1), m.str(2), m.str(3));
  auto closes = to_24h(m.str(4), m.str(5), m.str(6));
  if (!opens || !closes) return std::nullopt;
  return std::pair{std::move(*opens), std::move(*closes)};
}

boost::json::array opening_hours_specification(const std::vector<domain::business_hours_row>& rows)
{
  boost::json::array out;
  for (const auto& row : rows) {
    const auto days = parse_days(row.days);
    const auto hours = parse_hours(row.hours);
    if (!days || !hours) continue;
    boost::json::array day_names;
    for (const auto& d : *days) day_names.emplace_back(d);
    out.emplace_back(boost::json::object{{"@type", "OpeningHoursSpecification"},
                                         {"dayOfWeek", std::move(day_names)},
                                         {"opens", hours->first},
                                         {"closes", hours->second}});
  }
  return out;
}

}  // namespace marine::api
