#include "persistence/charter/pg_charter_terms.hpp"

#include "domain/charter/charter_quote.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include <cmath>
#include <stdexcept>

namespace marine::persistence {
namespace {

using domain::fils;
namespace json = boost::json;

json::value amount(const std::optional<fils>& a) { return a ? json::value(domain::format_amount(*a)) : json::value(nullptr); }

std::optional<fils> amount_of(const json::object& o, std::string_view key)
{
  const auto* v = o.if_contains(key);
  if (!v || v->is_null()) return std::nullopt;
  const auto a = domain::parse_amount(v->as_string());
  if (!a) throw std::runtime_error("malformed charter amount");
  return a;
}

std::string text_of(const json::object& o, std::string_view key) { return std::string(o.at(key).as_string()); }
int minutes_of_hours(const json::object& o, std::string_view key) { return static_cast<int>(std::lround(o.at(key).to_number<double>() * 60)); }
int time_of(const json::object& o, std::string_view key)
{
  const auto t = domain::parse_time_of_day(o.at(key).as_string());
  if (!t) throw std::runtime_error("malformed charter time");
  return *t;
}
std::chrono::sys_days date_of(const json::object& o, std::string_view key)
{
  const auto d = domain::parse_civil_date(o.at(key).as_string());
  if (!d) throw std::runtime_error("malformed charter date");
  return *d;
}

}  // namespace

boost::json::value charter_value(const std::optional<domain::charter_terms>& terms)
{
  if (!terms) return nullptr;
  const auto& t = *terms;
  json::array rules, prices, extras;
  for (const auto& r : t.minimum_rules) {
    json::array days;
    for (int d : r.days) days.push_back(d);
    rules.push_back(json::object{{"days", std::move(days)}, {"from", domain::format_time_of_day(r.from)},
                                 {"to", domain::format_time_of_day(r.to)}, {"hours", r.minutes / 60.0}});
  }
  for (const auto& p : t.date_prices)
    prices.push_back(json::object{{"from", domain::format_civil_date(p.from)}, {"to", domain::format_civil_date(p.to)},
                                  {"hourlyRate", amount(p.hourly_rate)}, {"dailyRate", amount(p.daily_rate)},
                                  {"label", p.label}, {"labelAr", p.label_ar}});
  for (const auto& x : t.extras)
    extras.push_back(json::object{{"id", x.id}, {"name", x.name}, {"nameAr", x.name_ar},
                                  {"price", domain::format_amount(x.price)}, {"unit", domain::unit_name(x.unit)}});
  return json::object{
      {"hourlyRate", amount(t.hourly_rate)}, {"dailyRate", amount(t.daily_rate)}, {"minimumHours", t.minimum_minutes / 60.0},
      {"minimumRules", std::move(rules)}, {"overtimeStepMinutes", t.overtime_step_minutes}, {"datePrices", std::move(prices)},
      {"extras", std::move(extras)}, {"depositPercent", t.deposit_percent}, {"cancellationTerms", t.cancellation_terms},
      {"cancellationTermsAr", t.cancellation_terms_ar}, {"turnaroundMinutes", t.turnaround_minutes}};
}

std::string charter_json(const std::optional<domain::charter_terms>& terms)
{
  return json::serialize(charter_value(terms));
}

std::optional<domain::charter_terms> charter_from_json(std::string_view text)
{
  if (text.empty() || text == "null") return std::nullopt;
  try {
    const auto value = json::parse(text);
    const auto& o = value.as_object();
    domain::charter_terms t;
    t.hourly_rate = amount_of(o, "hourlyRate");
    t.daily_rate = amount_of(o, "dailyRate");
    t.minimum_minutes = minutes_of_hours(o, "minimumHours");
    for (const auto& item : o.at("minimumRules").as_array()) {
      const auto& r = item.as_object();
      domain::minimum_rule rule{.from = time_of(r, "from"), .to = time_of(r, "to"), .minutes = minutes_of_hours(r, "hours")};
      for (const auto& d : r.at("days").as_array()) rule.days.push_back(static_cast<int>(d.to_number<long long>()));
      t.minimum_rules.push_back(std::move(rule));
    }
    t.overtime_step_minutes = static_cast<int>(o.at("overtimeStepMinutes").to_number<long long>());
    for (const auto& item : o.at("datePrices").as_array()) {
      const auto& p = item.as_object();
      t.date_prices.push_back({date_of(p, "from"), date_of(p, "to"), amount_of(p, "hourlyRate"), amount_of(p, "dailyRate"),
                               text_of(p, "label"), text_of(p, "labelAr")});
    }
    for (const auto& item : o.at("extras").as_array()) {
      const auto& x = item.as_object();
      const auto unit = text_of(x, "unit");
      t.extras.push_back({text_of(x, "id"), text_of(x, "name"), text_of(x, "nameAr"), amount_of(x, "price").value_or(0),
                          unit == "guest" ? domain::extra_unit::guest : unit == "hour" ? domain::extra_unit::hour
                                                                                     : domain::extra_unit::booking});
    }
    t.deposit_percent = static_cast<int>(o.at("depositPercent").to_number<long long>());
    t.cancellation_terms = text_of(o, "cancellationTerms");
    t.cancellation_terms_ar = text_of(o, "cancellationTermsAr");
    t.turnaround_minutes = static_cast<int>(o.at("turnaroundMinutes").to_number<long long>());
    return t;
  } catch (const std::exception& e) {
    throw std::runtime_error(std::string("malformed charter terms: ") + e.what());
  }
}

}  // namespace marine::persistence
