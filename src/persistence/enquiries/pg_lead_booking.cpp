#include "persistence/enquiries/pg_lead_booking.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include <stdexcept>

namespace marine::persistence {
namespace json = boost::json;

namespace {

long long whole(const json::object& o, std::string_view key) { return o.at(key).to_number<long long>(); }
domain::fils money(const json::object& o, std::string_view key)
{
  const auto a = domain::parse_amount(o.at(key).as_string());
  if (!a) throw std::runtime_error("malformed booking amount");
  return *a;
}

}  // namespace

std::string lead_booking_json(const std::optional<domain::lead_booking>& booking)
{
  if (!booking) return "null";
  const auto& q = booking->quote;
  json::array extras, lines, days;
  for (const auto& x : q.extras) extras.push_back(json::object{{"id", x.id}, {"name", x.name}, {"quantity", x.quantity}});
  for (const auto& l : q.lines)
    lines.push_back(json::object{{"kind", domain::kind_name(l.kind)}, {"label", l.label}, {"amount", domain::format_amount(l.amount)}});
  json::value rule = nullptr;
  if (q.rule) {
    for (int d : q.rule->days) days.push_back(d);
    rule = json::object{{"days", std::move(days)}, {"from", q.rule->from}, {"to", q.rule->to}, {"minutes", q.rule->minutes}};
  }
  return json::serialize(json::object{
      {"productId", booking->product_id}, {"date", domain::format_civil_date(q.date)}, {"start", q.start}, {"minutes", q.minutes},
      {"minutesCharged", q.minutes_charged}, {"minimumMinutes", q.minimum_minutes}, {"rule", std::move(rule)},
      {"guests", q.guests}, {"extras", std::move(extras)}, {"lines", std::move(lines)},
      {"subtotal", domain::format_amount(q.subtotal)}, {"vat", domain::format_amount(q.vat)},
      {"total", domain::format_amount(q.total)}, {"deposit", domain::format_amount(q.deposit)}});
}

std::optional<domain::lead_booking> lead_booking_from_json(std::string_view text)
{
  if (text.empty() || text == "null") return std::nullopt;
  try {
    const auto v = json::parse(text);
    const auto& o = v.as_object();
    domain::lead_booking b{std::string(o.at("productId").as_string()), {}};
    auto& q = b.quote;
    const auto date = domain::parse_civil_date(o.at("date").as_string());
    if (!date) throw std::runtime_error("malformed booking date");
    q.date = *date;
    q.start = static_cast<int>(whole(o, "start"));
    q.minutes = static_cast<int>(whole(o, "minutes"));
    q.minutes_charged = static_cast<int>(whole(o, "minutesCharged"));
    q.minimum_minutes = static_cast<int>(whole(o, "minimumMinutes"));
    if (const auto& r = o.at("rule"); r.is_object()) {
      domain::minimum_rule rule{.from = static_cast<int>(whole(r.as_object(), "from")), .to = static_cast<int>(whole(r.as_object(), "to")),
                                .minutes = static_cast<int>(whole(r.as_object(), "minutes"))};
      for (const auto& d : r.as_object().at("days").as_array()) rule.days.push_back(static_cast<int>(d.to_number<long long>()));
      q.rule = std::move(rule);
    }
    q.guests = static_cast<int>(whole(o, "guests"));
    for (const auto& x : o.at("extras").as_array())
      q.extras.push_back({std::string(x.at("id").as_string()), std::string(x.at("name").as_string()),
                          static_cast<int>(x.at("quantity").to_number<long long>())});
    for (const auto& l : o.at("lines").as_array()) {
      const auto kind = l.at("kind").as_string();
      q.lines.push_back({kind == "base" ? domain::quote_line_kind::base : kind == "overtime" ? domain::quote_line_kind::overtime
                         : kind == "event" ? domain::quote_line_kind::event : domain::quote_line_kind::extra,
                         std::string(l.at("label").as_string()), money(l.as_object(), "amount")});
    }
    q.subtotal = money(o, "subtotal");
    q.vat = money(o, "vat");
    q.total = money(o, "total");
    q.deposit = money(o, "deposit");
    return b;
  } catch (const std::exception& e) {
    throw std::runtime_error(std::string("malformed lead booking: ") + e.what());
  }
}

}  // namespace marine::persistence
