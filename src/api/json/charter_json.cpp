#include "api/json/charter_json.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace marine::api {
namespace json = boost::json;

namespace {

std::string sub(const std::string& path, std::string_view key) { return path.empty() ? std::string(key) : path + "." + std::string(key); }
std::string sub(const std::string& path, std::string_view key, std::size_t i) { return fmt::format("{}.{}", sub(path, key), i); }

json::value amount(const std::optional<domain::fils>& a) { return a ? json::value(domain::format_amount(*a)) : json::value(nullptr); }
// Minutes as a JSON number of hours (4.5).
json::value hours(int minutes) { return minutes % 60 == 0 ? json::value(minutes / 60) : json::value(minutes / 60.0); }

}  // namespace

std::string json_reader::text(const json::object& o, std::string_view key, const std::string& path)
{
  return optional_text(o, key, path).value_or(std::string());
}

std::optional<std::string> json_reader::optional_text(const json::object& o, std::string_view key, const std::string& path)
{
  const auto* v = o.if_contains(key);
  if (!v || v->is_null()) return std::nullopt;
  if (!v->is_string()) {
    errors_.push_back({sub(path, key), fmt::format("{} must be a string", key)});
    return std::nullopt;
  }
  return std::string(v->as_string());
}

double json_reader::number(const json::object& o, std::string_view key, const std::string& path, double fallback)
{
  const auto* v = o.if_contains(key);
  if (!v || v->is_null()) return fallback;
  if (!v->is_number()) {
    errors_.push_back({sub(path, key), fmt::format("{} must be a number", key)});
    return fallback;
  }
  return v->to_number<double>();
}

long long json_reader::integer(const json::object& o, std::string_view key, const std::string& path, long long fallback)
{
  const double d = number(o, key, path, static_cast<double>(fallback));
  if (!std::isfinite(d) || d != std::floor(d) || std::fabs(d) > 1e9) {
    errors_.push_back({sub(path, key), fmt::format("{} must be a whole number", key)});
    return fallback;
  }
  return static_cast<long long>(d);
}

std::vector<const json::object*> json_reader::objects(const json::object& o, std::string_view key, const std::string& path,
                                                      std::size_t max)
{
  std::vector<const json::object*> out;
  const auto* v = o.if_contains(key);
  if (!v || v->is_null()) return out;
  if (!v->is_array() || v->as_array().size() > max) {
    errors_.push_back({sub(path, key), fmt::format("{} must be a list of at most {} objects", key, max)});
    return out;
  }
  for (std::size_t i = 0; i < v->as_array().size(); ++i) {
    const auto& item = v->as_array()[i];
    if (!item.is_object()) errors_.push_back({sub(path, key, i), "Must be an object"});
    else out.push_back(&item.as_object());
  }
  return out;
}

void json_reader::refuse_unknown(const json::object& o, std::initializer_list<std::string_view> known, const std::string& path)
{
  for (const auto& [key, value] : o)
    if (std::find(known.begin(), known.end(), std::string_view(key)) == known.end())
      errors_.push_back({sub(path, key.size() <= 64 ? std::string_view(key) : "field"), "Unknown field"});
}

std::optional<std::optional<domain::charter_terms_input>> read_charter_terms(const json::object& body,
                                                                             std::vector<domain::field_error>& errors)
{
  const auto* v = body.if_contains("charter");
  if (!v) return std::nullopt;
  if (v->is_null()) return std::optional<domain::charter_terms_input>();
  if (!v->is_object()) {
    errors.push_back({"charter", "charter must be an object or null"});
    return std::nullopt;
  }
  const auto& o = v->as_object();
  const std::string p = "charter";
  json_reader in(errors);
  domain::charter_terms_input t;
  t.hourly_rate = in.optional_text(o, "hourlyRate", p);
  t.daily_rate = in.optional_text(o, "dailyRate", p);
  t.minimum_hours = in.number(o, "minimumHours", p);
  const auto rules = in.objects(o, "minimumRules", p, 64);
  for (std::size_t i = 0; i < rules.size(); ++i) {
    const auto rp = sub(p, "minimumRules", i);
    domain::minimum_rule_input r{.from = in.text(*rules[i], "from", rp), .to = in.text(*rules[i], "to", rp),
                                 .hours = in.number(*rules[i], "hours", rp)};
    const auto* days = rules[i]->if_contains("days");
    if (!days || !days->is_array() || days->as_array().size() > 7 ||
        !std::all_of(days->as_array().begin(), days->as_array().end(), [](const json::value& d) { return d.is_int64(); }))
      errors.push_back({sub(rp, "days"), "days must be a list of whole numbers 0 (Sunday) to 6 (Saturday)"});
    else
      for (const auto& d : days->as_array()) r.days.push_back(d.as_int64());
    in.refuse_unknown(*rules[i], {"days", "from", "to", "hours"}, rp);
    t.minimum_rules.push_back(std::move(r));
  }
  t.overtime_step_minutes = in.integer(o, "overtimeStepMinutes", p, 60);
  const auto prices = in.objects(o, "datePrices", p, 64);
  for (std::size_t i = 0; i < prices.size(); ++i) {
    const auto dp = sub(p, "datePrices", i);
    const auto& x = *prices[i];
    t.date_prices.push_back({in.text(x, "from", dp), in.text(x, "to", dp), in.optional_text(x, "hourlyRate", dp),
                             in.optional_text(x, "dailyRate", dp), in.text(x, "label", dp), in.text(x, "labelAr", dp)});
    in.refuse_unknown(x, {"from", "to", "hourlyRate", "dailyRate", "label", "labelAr"}, dp);
  }
  const auto extras = in.objects(o, "extras", p, 64);
  for (std::size_t i = 0; i < extras.size(); ++i) {
    const auto ep = sub(p, "extras", i);
    const auto& x = *extras[i];
    t.extras.push_back({in.text(x, "id", ep), in.text(x, "name", ep), in.text(x, "nameAr", ep), in.text(x, "price", ep),
                        in.text(x, "unit", ep)});
    in.refuse_unknown(x, {"id", "name", "nameAr", "price", "unit"}, ep);
  }
  t.deposit_percent = in.integer(o, "depositPercent", p, 0);
  t.cancellation_terms = in.text(o, "cancellationTerms", p);
  t.cancellation_terms_ar = in.text(o, "cancellationTermsAr", p);
  t.turnaround_minutes = in.integer(o, "turnaroundMinutes", p, 0);
  in.refuse_unknown(o, {"hourlyRate", "dailyRate", "minimumHours", "minimumRules", "overtimeStepMinutes", "datePrices", "extras",
                        "depositPercent", "cancellationTerms", "cancellationTermsAr", "turnaroundMinutes"}, p);
  return std::optional<domain::charter_terms_input>(std::move(t));
}

json::value rule_json(const std::optional<domain::minimum_rule>& r)
{
  if (!r) return nullptr;
  json::array days;
  for (int d : r->days) days.push_back(d);
  return json::object{{"days", std::move(days)}, {"from", domain::format_time_of_day(r->from)},
                      {"to", domain::format_time_of_day(r->to)}, {"hours", hours(r->minutes)}};
}

json::object charter_terms_json(const domain::charter_terms& t)
{
  json::array rules, prices, extras;
  for (const auto& r : t.minimum_rules) rules.push_back(rule_json(r));
  for (const auto& p : t.date_prices)
    prices.push_back(json::object{{"from", domain::format_civil_date(p.from)}, {"to", domain::format_civil_date(p.to)},
                                  {"hourlyRate", amount(p.hourly_rate)}, {"dailyRate", amount(p.daily_rate)},
                                  {"label", p.label}, {"labelAr", p.label_ar}});
  for (const auto& x : t.extras)
    extras.push_back(json::object{{"id", x.id}, {"name", x.name}, {"nameAr", x.name_ar},
                                  {"price", domain::format_amount(x.price)}, {"unit", domain::unit_name(x.unit)}});
  return {{"hourlyRate", amount(t.hourly_rate)}, {"dailyRate", amount(t.daily_rate)}, {"minimumHours", hours(t.minimum_minutes)},
          {"minimumRules", std::move(rules)}, {"overtimeStepMinutes", t.overtime_step_minutes}, {"datePrices", std::move(prices)},
          {"extras", std::move(extras)}, {"depositPercent", t.deposit_percent}, {"cancellationTerms", t.cancellation_terms},
          {"cancellationTermsAr", t.cancellation_terms_ar}, {"turnaroundMinutes", t.turnaround_minutes}};
}

domain::quote_request_input read_quote_request(const json::object& o, json_reader& in, const std::string& path, bool with_lang)
{
  domain::quote_request_input q;
  q.date = in.text(o, "date", path);
  q.start = in.text(o, "start", path);
  q.hours = in.number(o, "hours", path);
  q.guests = in.integer(o, "guests", path);
  const auto extras = in.objects(o, "extras", path, 30);
  for (std::size_t i = 0; i < extras.size(); ++i) {
    const auto ep = sub(path, "extras", i);
    q.extras.push_back({in.text(*extras[i], "id", ep), in.integer(*extras[i], "quantity", ep, 1)});
    in.refuse_unknown(*extras[i], {"id", "quantity"}, ep);
  }
  if (with_lang) q.lang = in.optional_text(o, "lang", path).value_or("en");
  return q;
}

json::object quote_json(const domain::charter_quote& q)
{
  json::array lines;
  for (const auto& l : q.lines)
    lines.push_back(json::object{{"kind", domain::kind_name(l.kind)}, {"label", l.label}, {"amount", domain::format_amount(l.amount)}});
  return {{"hoursCharged", hours(q.minutes_charged)}, {"minimumHours", hours(q.minimum_minutes)},
          {"minimumRule", rule_json(q.rule)}, {"lines", std::move(lines)}, {"subtotal", domain::format_amount(q.subtotal)},
          {"vat", domain::format_amount(q.vat)}, {"total", domain::format_amount(q.total)},
          {"deposit", domain::format_amount(q.deposit)}};
}

json::object block_json(const domain::charter_block& b)
{
  json::value expires = nullptr, ref = nullptr, feed = nullptr;
  if (b.expires_at) expires = *b.expires_at;
  if (b.enquiry_ref) ref = *b.enquiry_ref;
  if (b.feed) feed = json::object{{"id", b.feed->id}, {"label", b.feed->label}};
  json::value payment = nullptr;
  if (b.payment)
    payment = json::object{{"paid", domain::format_amount(b.payment->paid)}, {"due", domain::format_amount(b.payment->due)},
                           {"flag", b.payment->flag ? json::value(*b.payment->flag) : json::value(nullptr)}};
  return {{"id", b.id}, {"productId", b.product_id}, {"start", b.start}, {"end", b.end},
          {"kind", domain::block_kind_name(b.kind)}, {"expiresAt", std::move(expires)}, {"enquiryRef", std::move(ref)},
          {"createdAt", b.created_at}, {"feed", std::move(feed)}, {"payment", std::move(payment)}};
}

domain::block_input read_block_input(const json::object& o, json_reader& in)
{
  domain::block_input b;
  b.start = in.optional_text(o, "start", "");
  b.end = in.optional_text(o, "end", "");
  b.kind = in.optional_text(o, "kind", "");
  if (o.contains("expiresAt")) b.expires_at = in.optional_text(o, "expiresAt", "");
  b.enquiry_ref = in.optional_text(o, "enquiryRef", "");
  in.refuse_unknown(o, {"start", "end", "kind", "expiresAt", "enquiryRef"}, "");
  return b;
}

json::object availability_json(const std::vector<domain::availability_day>& days)
{
  json::array out;
  for (const auto& d : days) {
    json::array busy;
    for (const auto& b : d.busy) busy.push_back(json::object{{"start", b.start}, {"end", b.end}});
    out.push_back(json::object{{"date", d.date},
                               {"state", d.state == domain::day_state::free ? "free" : d.state == domain::day_state::booked ? "booked" : "partial"},
                               {"busy", std::move(busy)}});
  }
  return {{"days", std::move(out)}};
}

}  // namespace marine::api
