#include "persistence/settings/desk_document.hpp"

#include "domain/charter/charter_terms.hpp"
#include "domain/settings/desk_rules.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include <stdexcept>

namespace marine::persistence {
namespace {

namespace json = boost::json;
using namespace marine::domain;

// The document holds only what this code wrote (docs/desks.md): a form that does not read
// means a hand-edited row, refused whole.
int minutes_of(const json::value& v)
{
  const auto minutes = parse_desk_time(v.as_string());
  if (!minutes) throw std::runtime_error("desks document: a time is not HH:MM");
  return *minutes;
}

std::chrono::sys_days date_of(const json::value& v)
{
  const auto day = parse_civil_date(v.as_string());
  if (!day) throw std::runtime_error("desks document: a date is not YYYY-MM-DD");
  return *day;
}

json::object week_json(const weekly_hours& week)
{
  json::object o;
  for (std::size_t i = 0; i < week.size(); ++i) {
    json::array ranges;
    for (const auto& r : week[i]) ranges.emplace_back(json::object{{"from", format_desk_time(r.from)}, {"to", format_desk_time(r.to)}});
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
      json::object o{{"from", format_civil_date(e.from)}, {"to", format_civil_date(e.to)}, {"name", e.name}, {"nameAr", e.name_ar},
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
