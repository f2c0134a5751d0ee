#include "domain/enquiries/enquiry_desk.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace marine::domain {
namespace {

// Replaces every {name} in `text` by `value`.
std::string fill(std::string text, std::string_view name, std::string_view value)
{
  const auto key = fmt::format("{{{}}}", name);
  for (auto at = text.find(key); at != std::string::npos; at = text.find(key, at + value.size()))
    text.replace(at, key.size(), value);
  return text;
}

// "9:00", "18:30": the hour without a leading zero, as docs/desks.md writes it.
std::string clock_time(int minute) { return fmt::format("{}:{:02}", minute / 60, minute % 60); }

}  // namespace

const desk* desk_of_enquiry(const std::vector<desk>& desks, const std::optional<std::string>& asked,
                            const std::vector<enquiry_item>& items, std::size_t missing_lines)
{
  if (asked) {
    const auto d = std::find_if(desks.begin(), desks.end(), [&](const desk& x) { return x.id == *asked; });
    return d == desks.end() ? nullptr : &*d;
  }
  if (desks.empty()) return nullptr;
  std::vector<std::size_t> votes(desks.size(), 0);
  const auto vote = [&](category c, std::size_t n) {
    const desk& d = desk_for(desks, c);
    votes[static_cast<std::size_t>(&d - desks.data())] += n;
  };
  for (const auto& item : items) vote(category_from_slug(item.category).value_or(category::marine_spares), 1);
  vote(category::marine_spares, missing_lines);
  // max_element keeps the first of equal counts: a tie goes to the earlier desk.
  return &desks[static_cast<std::size_t>(std::max_element(votes.begin(), votes.end()) - votes.begin())];
}

std::string agent_of(const desk& d, const std::optional<std::string>& asked)
{
  const desk_agent* first = nullptr;
  for (const auto& a : d.agents) {
    if (!a.active) continue;
    if (asked && a.whatsapp == *asked) return a.whatsapp;
    if (!first) first = &a;
  }
  return first ? first->whatsapp : std::string();
}

dubai_moment dubai_time(std::chrono::system_clock::time_point at)
{
  const auto local = std::chrono::floor<std::chrono::minutes>(at) + std::chrono::hours(4);
  const auto day = std::chrono::floor<std::chrono::days>(local);
  return {std::chrono::sys_days(day), static_cast<int>((local - day).count())};
}

std::string reply_line(const reply_wording& w, std::string_view ref, dubai_moment now, dubai_moment next)
{
  const auto ahead = (next.date - now.date).count();
  const auto time = clock_time(next.minute);
  std::string when;
  if (ahead <= 0) {
    when = fill(w.today, "time", time);
  } else if (ahead == 1) {
    when = fill(w.tomorrow, "time", time);
  } else if (ahead < 7) {
    const std::chrono::weekday day(next.date);
    when = fill(fill(w.weekday, "day", w.days[day.c_encoding()]), "time", time);
  } else {
    const std::chrono::year_month_day ymd(next.date);
    const auto date = fmt::format("{} {}", static_cast<unsigned>(ymd.day()), w.months[static_cast<unsigned>(ymd.month()) - 1]);
    when = fill(fill(w.date, "date", date), "time", time);
  }
  return fill(fill(w.line, "when", when), "ref", ref);
}

}  // namespace marine::domain
