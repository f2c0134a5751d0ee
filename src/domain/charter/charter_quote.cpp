#include "domain/charter/charter_quote.hpp"

#include "domain/rules/validation.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <map>

namespace marine::domain {
namespace {

bool has_day(const minimum_rule& r, int day) { return std::find(r.days.begin(), r.days.end(), day) != r.days.end(); }

// Minutes as hours for a label: 240 → "4", 270 → "4.5", 15 → "0.25".
std::string hours_text(long long minutes)
{
  auto text = fmt::format("{:.2f}", static_cast<double>(minutes) / 60.0);
  while (text.back() == '0') text.pop_back();
  if (text.back() == '.') text.pop_back();
  return text;
}

// rate × minutes / 60, rounded half up to the fils.
fils time_amount(fils rate, long long minutes) { return (rate * minutes + 30) / 60; }

const date_price* price_on(const charter_terms& t, std::chrono::sys_days day)
{
  for (const auto& p : t.date_prices)
    if (p.from <= day && day <= p.to) return &p;
  return nullptr;
}

struct group {
  quote_line_kind kind;
  const date_price* range;
  fils rate;
  long long minutes = 0;
};

// The hours priced by the hour: [start, start + charged) cut at each midnight (a day may
// have its own date price) and where the base ends; none when some part has no hourly rate.
std::optional<std::vector<group>> hourly_groups(const charter_terms& t, std::chrono::sys_days date, int start, int base,
                                                int charged)
{
  std::vector<group> groups;
  int at = start;
  const int end = start + charged;
  while (at < end) {
    const int next_midnight = (at / 1440 + 1) * 1440;
    int cut = std::min(end, next_midnight);
    if (at < start + base) cut = std::min(cut, start + base);
    const auto day = date + std::chrono::days(at / 1440);
    const auto* range = price_on(t, day);
    group g{quote_line_kind::base, nullptr, 0};
    if (range && range->hourly_rate) g = {quote_line_kind::event, range, *range->hourly_rate};
    else if (t.hourly_rate) g = {at < start + base ? quote_line_kind::base : quote_line_kind::overtime, nullptr, *t.hourly_rate};
    else return std::nullopt;
    auto same = std::find_if(groups.begin(), groups.end(),
                             [&](const group& o) { return o.kind == g.kind && o.range == g.range && o.rate == g.rate; });
    if (same == groups.end()) same = groups.insert(groups.end(), g);
    same->minutes += cut - at;
    at = cut;
  }
  return groups;
}

std::string time_label(const group& g, bool ar)
{
  const auto h = hours_text(g.minutes), rate = format_amount(g.rate);
  switch (g.kind) {
    case quote_line_kind::base: return ar ? fmt::format("الساعات الأساسية: {} س × {}", h, rate) : fmt::format("Base hours: {} h × {}", h, rate);
    case quote_line_kind::overtime: return ar ? fmt::format("ساعات إضافية: {} س × {}", h, rate) : fmt::format("Overtime: {} h × {}", h, rate);
    default: {
      const auto& name = ar && !g.range->label_ar.empty() ? g.range->label_ar : g.range->label;
      return ar ? fmt::format("{}: {} س × {}", name, h, rate) : fmt::format("{}: {} h × {}", name, h, rate);
    }
  }
}

std::string extra_label(const charter_extra& x, int quantity, int guests, int minutes, bool ar)
{
  const auto& name = ar && !x.name_ar.empty() ? x.name_ar : x.name;
  const auto price = format_amount(x.price);
  switch (x.unit) {
    case extra_unit::guest:
      return ar ? fmt::format("{}: {} × {} ضيف × {}", name, quantity, guests, price)
                : fmt::format("{}: {} × {} guests × {}", name, quantity, guests, price);
    case extra_unit::hour:
      return ar ? fmt::format("{}: {} × {} س × {}", name, quantity, hours_text(minutes), price)
                : fmt::format("{}: {} × {} h × {}", name, quantity, hours_text(minutes), price);
    default: return fmt::format("{}: {} × {}", name, quantity, price);
  }
}

}  // namespace

std::string_view kind_name(quote_line_kind k)
{
  switch (k) {
    case quote_line_kind::base: return "base";
    case quote_line_kind::overtime: return "overtime";
    case quote_line_kind::event: return "event";
    default: return "extra";
  }
}

std::string_view unit_name(extra_unit u)
{
  return u == extra_unit::booking ? "booking" : u == extra_unit::guest ? "guest" : "hour";
}

const minimum_rule* applicable_rule(const charter_terms& terms, std::chrono::sys_days day, int start)
{
  const int w = weekday_of(day), before = (w + 6) % 7;
  for (const auto& r : terms.minimum_rules) {
    // A window whose end is not after its start crosses midnight: its early hours belong
    // to the day before, the day the window opened.
    const bool inside = r.from < r.to ? has_day(r, w) && start >= r.from && start < r.to
                                      : (has_day(r, w) && start >= r.from) || (has_day(r, before) && start < r.to);
    if (inside) return &r;
  }
  return nullptr;
}

result<charter_quote> quote_charter(const charter_terms& t, const quote_request_input& in, std::optional<long long> max_guests,
                                    bool prices_include_vat)
{
  std::vector<field_error> errors;
  charter_quote q;
  const auto date = parse_civil_date(in.date);
  const auto start = parse_time_of_day(in.start);
  const auto minutes = half_hour_minutes(in.hours, 24);
  if (!date) errors.push_back({"date", "A date as YYYY-MM-DD"});
  if (!start) errors.push_back({"start", "A time of day as HH:MM"});
  if (!minutes) errors.push_back({"hours", "Hours from 0.5 to 24 in steps of 0.5"});
  const long long most = max_guests.value_or(guests_without_maximum);
  if (in.guests < 1) errors.push_back({"guests", "At least 1 guest"});
  else if (in.guests > most) errors.push_back({"guests", fmt::format("At most {} guests on this vessel", most)});
  if (in.lang != "en" && in.lang != "ar") errors.push_back({"lang", "lang must be en or ar"});
  const bool ar = in.lang == "ar";
  std::vector<std::pair<const charter_extra*, int>> chosen;
  if (in.extras.size() > max_extras) errors.push_back({"extras", "At most 30 extras"});
  else
    for (std::size_t i = 0; i < in.extras.size(); ++i) {
      const auto& c = in.extras[i];
      const auto known = std::find_if(t.extras.begin(), t.extras.end(), [&](const auto& x) { return x.id == c.id; });
      if (known == t.extras.end()) errors.push_back({fmt::format("extras.{}.id", i), "No such extra on this vessel"});
      else if (std::any_of(chosen.begin(), chosen.end(), [&](const auto& p) { return p.first == &*known; }))
        errors.push_back({fmt::format("extras.{}.id", i), "Each extra only once"});
      else if (c.quantity < 1 || c.quantity > max_extra_quantity)
        errors.push_back({fmt::format("extras.{}.quantity", i), "Quantity from 1 to 99"});
      else chosen.emplace_back(&*known, static_cast<int>(c.quantity));
    }
  if (date && start && minutes) {
    const auto* rule = applicable_rule(t, *date, *start);
    q.minimum_minutes = rule ? rule->minutes : t.minimum_minutes;
    if (rule) q.rule = *rule;
    if (*minutes < q.minimum_minutes)
      errors.push_back({"hours", ar ? fmt::format("الحد الأدنى {} ساعات لهذا الموعد", hours_text(q.minimum_minutes))
                                    : fmt::format("At least {} hours for this start time", hours_text(q.minimum_minutes))});
  }
  if (!errors.empty()) return validation_failure(std::move(errors));

  q.date = *date;
  q.start = *start;
  q.minutes = *minutes;
  q.guests = static_cast<int>(in.guests);
  // Overtime: the hours past the minimum, charged in whole steps, rounded up.
  const int over = q.minutes - q.minimum_minutes;
  q.minutes_charged = q.minimum_minutes + (over + t.overtime_step_minutes - 1) / t.overtime_step_minutes * t.overtime_step_minutes;

  // The time: by the hour, or the day's daily rate when there is no hourly price or the
  // daily rate is lower (one booking is at most 24 hours: one day's rate).
  const auto groups = hourly_groups(t, q.date, q.start, q.minimum_minutes, q.minutes_charged);
  fils hourly_total = 0;
  if (groups)
    for (const auto& g : *groups) hourly_total += time_amount(g.rate, g.minutes);
  const auto* range = price_on(t, q.date);
  const std::optional<fils> daily = range && range->daily_rate ? range->daily_rate : t.daily_rate;
  const bool event_daily = range && range->daily_rate;
  if (daily && (!groups || *daily < hourly_total)) {
    const auto& name = ar && event_daily && !range->label_ar.empty() ? range->label_ar : event_daily ? range->label : std::string();
    std::string label = ar ? "السعر اليومي" : "Daily rate";
    if (!name.empty()) label = name + " — " + label;
    q.lines.push_back({event_daily ? quote_line_kind::event : quote_line_kind::base, std::move(label), *daily});
  } else {
    for (const auto& g : *groups) q.lines.push_back({g.kind, time_label(g, ar), time_amount(g.rate, g.minutes)});
  }

  for (const auto& [x, quantity] : chosen) {
    fils amount = x->price * quantity;
    if (x->unit == extra_unit::guest) amount *= q.guests;
    if (x->unit == extra_unit::hour) amount = time_amount(amount, q.minutes_charged);
    q.lines.push_back({quote_line_kind::extra, extra_label(*x, quantity, q.guests, q.minutes_charged, ar), amount});
    q.extras.push_back({x->id, ar && !x->name_ar.empty() ? x->name_ar : x->name, quantity});
  }

  for (const auto& l : q.lines) q.subtotal += l.amount;
  // Each line is at most the subtotal, so this one bound keeps every stored amount readable.
  if (q.subtotal > max_amount)
    return invalid_input("The estimate is too large", {{"hours", ar ? "التقدير أكبر من 99,999,999.99 درهم: ساعات أو إضافات أقل، أو تواصل معنا"
                                                                      : "The estimate is over 99,999,999.99 AED: fewer hours or extras, or contact us"}});
  // Prices include VAT (the settings' flag): the VAT line is the 5 % within them; otherwise
  // no VAT is shown and the total is the same.
  q.vat = prices_include_vat ? q.subtotal - (q.subtotal * 100 + (100 + vat_percent) / 2) / (100 + vat_percent) : 0;
  q.total = q.subtotal;
  q.deposit = (q.total * t.deposit_percent + 50) / 100;
  return q;
}

}  // namespace marine::domain
