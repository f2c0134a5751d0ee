#include "persistence/settings/desk_document.hpp"

#include "domain/settings/desk_rules.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>
#include <fmt/format.h>

#include <cstdio>
#include <stdexcept>

namespace marine::persistence {
namespace {

namespace json = boost::json;
using namespace marine::domain;

std::string hhmm(int minutes) { return fmt::format("{:02}:{:02}", minutes / 60, minutes % 60); }

int minutes_of(const json::value& v)
{
  const std::string_view s = v.as_string();
  if (s.size() != 5 || s[2] != ':') throw std::runtime_error("desks document: a time is not HH:MM");
  return ((s[0] - '0') * 10 + (s[1] - '0')) * 60 + (s[3] - '0') * 10 + (s[4] - '0');
}

std::string date_text(std::chrono::sys_days d)
{
  const std::chrono::year_month_day ymd(d);
  return fmt::format("{:04}-{:02}-{:02}", static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
                     static_cast<unsigned>(ymd.day()));
}

std::chrono::sys_days date_of(const json::value& v)
{
  const std::string_view s = v.as_string();
  int y = 0;
  unsigned m = 0, d = 0;
  if (s.size() != 10 || std::sscanf(std::string(s).c_str(), "%4d-%2u-%2u", &y, &m, &d) != 3)
    throw std::runtime_error("desks document: a date is not YYYY-MM-DD");
  const std::chrono::year_month_day ymd{std::chrono::year(y), std::chrono::month(m), std::chrono::day(d)};
  if (!ymd.ok()) throw std::runtime_error("desks document: no such date");
  return std::chrono::sys_days(ymd);
}

json::object week_json(const weekly_hours& week)
{
  json::object o;
  for (std::size_t i = 0; i < week.size(); ++i) {
    json::array ranges;
    for (const auto& r : week[i]) ranges.emplace_back(json::object{{"from", hhmm(r.from)}, {"to", hhmm(r.to)}});
    o[day_keys[i]] = std::move(ranges);
  }
  return o;
}

weekly_hours week_of(const json::object& o)
{
  weekly_hours week{};
  for (std::size_t i = 0; i < week.size(); ++i)
    for (const auto& r : o.at(day_keys[i]).as_array())
      week[i].push_back({minutes_of(r.at("from")), minutes_of(r.at("to"))});
  return week;
}

std::string str(const json::value& v) { return std::string(v.as_string()); }

}  // namespace

std::string desks_document(const std::vector<desk>& desks)
{
  json::array out;
  for (const auto& d : desks) {
    json::array agents, exceptions, categories;
    for (const auto& a : d.agents)
      agents.emplace_back(json::object{{"name", a.name}, {"nameAr", a.name_ar}, {"whatsapp", a.whatsapp}, {"active", a.active}});
    for (const auto& e : d.exceptions) {
      json::object o{{"from", date_text(e.from)}, {"to", date_text(e.to)}, {"name", e.name}, {"nameAr", e.name_ar},
                     {"closed", e.closed}};
      if (!e.closed) o["hours"] = week_json(e.hours);
      exceptions.emplace_back(std::move(o));
    }
    for (const auto c : d.categories) categories.emplace_back(json::string(slug(c)));
    out.emplace_back(json::object{{"id", d.id}, {"name", d.name}, {"nameAr", d.name_ar}, {"phone", d.phone},
                                  {"email", d.email}, {"agents", std::move(agents)}, {"hours", week_json(d.hours)},
                                  {"exceptions", std::move(exceptions)}, {"categories", std::move(categories)}});
  }
  return json::serialize(out);
}

std::vector<desk> desks_from_document(std::string_view text)
{
  std::vector<desk> desks;
  const auto parsed = json::parse(text);  // kept: the loop below reads into it
  for (const auto& v : parsed.as_array()) {
    const auto& o = v.as_object();
    desk d{.id = str(o.at("id")), .name = str(o.at("name")), .name_ar = str(o.at("nameAr")),
           .phone = str(o.at("phone")), .email = str(o.at("email"))};
    for (const auto& a : o.at("agents").as_array())
      d.agents.push_back({str(a.at("name")), str(a.at("nameAr")), str(a.at("whatsapp")), a.at("active").as_bool()});
    d.hours = week_of(o.at("hours").as_object());
    for (const auto& e : o.at("exceptions").as_array()) {
      const auto& eo = e.as_object();
      hours_exception x{.from = date_of(eo.at("from")), .to = date_of(eo.at("to")), .name = str(eo.at("name")),
                        .name_ar = str(eo.at("nameAr")), .closed = eo.at("closed").as_bool()};
      if (const auto* h = eo.if_contains("hours"); h != nullptr && !x.closed) x.hours = week_of(h->as_object());
      d.exceptions.push_back(std::move(x));
    }
    for (const auto& c : o.at("categories").as_array()) {
      const auto cat = category_from_slug(c.as_string());
      if (!cat) throw std::runtime_error("desks document: unknown category");
      d.categories.push_back(*cat);
    }
    desks.push_back(std::move(d));
  }
  return desks;
}

}  // namespace marine::persistence
