#include "domain/charter/charter_terms.hpp"

#include "domain/catalogue/product_validation.hpp"
#include "domain/rules/text_rules.hpp"
#include "domain/rules/validation.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace marine::domain {

std::optional<fils> parse_amount(std::string_view text)
{
  const auto normal = normalize_price(text);
  if (!normal) return std::nullopt;
  const auto dot = normal->find('.');
  return std::stoll(normal->substr(0, dot)) * 100 + std::stoll(normal->substr(dot + 1));
}

std::string format_amount(fils amount)
{
  const bool negative = amount < 0;
  if (negative) amount = -amount;
  return fmt::format("{}{}.{:02}", negative ? "-" : "", amount / 100, amount % 100);
}

std::optional<int> parse_time_of_day(std::string_view t)
{
  if (t.size() != 5 || t[2] != ':') return std::nullopt;
  for (std::size_t i : {0u, 1u, 3u, 4u})
    if (t[i] < '0' || t[i] > '9') return std::nullopt;
  const int h = (t[0] - '0') * 10 + (t[1] - '0');
  const int m = (t[3] - '0') * 10 + (t[4] - '0');
  if (h > 23 || m > 59) return std::nullopt;
  return h * 60 + m;
}

std::string format_time_of_day(int minutes)
{
  minutes = ((minutes % 1440) + 1440) % 1440;
  return fmt::format("{:02}:{:02}", minutes / 60, minutes % 60);
}

std::optional<std::chrono::sys_days> parse_civil_date(std::string_view t)
{
  using namespace std::chrono;
  if (t.size() != 10 || t[4] != '-' || t[7] != '-') return std::nullopt;
  int parts[3] = {0, 0, 0};
  const int starts[3] = {0, 5, 8}, lengths[3] = {4, 2, 2};
  for (int p = 0; p < 3; ++p)
    for (int i = 0; i < lengths[p]; ++i) {
      const char c = t[static_cast<std::size_t>(starts[p] + i)];
      if (c < '0' || c > '9') return std::nullopt;
      parts[p] = parts[p] * 10 + (c - '0');
    }
  const year_month_day ymd{year{parts[0]}, month{static_cast<unsigned>(parts[1])}, day{static_cast<unsigned>(parts[2])}};
  if (parts[0] < 2000 || !ymd.ok()) return std::nullopt;
  return sys_days{ymd};
}

std::string format_civil_date(std::chrono::sys_days d)
{
  const std::chrono::year_month_day ymd{d};
  return fmt::format("{:04}-{:02}-{:02}", static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
                     static_cast<unsigned>(ymd.day()));
}

int weekday_of(std::chrono::sys_days d) { return static_cast<int>(std::chrono::weekday{d}.c_encoding()); }

std::optional<int> half_hour_minutes(double hours, double max_hours)
{
  if (!std::isfinite(hours) || hours <= 0 || hours > max_hours) return std::nullopt;
  const double halves = hours * 2;
  if (halves != std::floor(halves)) return std::nullopt;
  return static_cast<int>(halves) * 30;
}

std::string format_hours(int minutes)
{
  return minutes % 60 == 0 ? std::to_string(minutes / 60) : fmt::format("{}.5", minutes / 60);
}

namespace {

std::string path(std::string_view prefix, std::string_view field) { return fmt::format("{}.{}", prefix, field); }
std::string path(std::string_view prefix, std::string_view list, std::size_t i, std::string_view field)
{
  return fmt::format("{}.{}.{}.{}", prefix, list, i, field);
}

constexpr const char* amount_message = "Must be an amount in AED with at most 2 decimals, below 100,000,000";

// An optional rate: null is none; otherwise a positive amount.
std::optional<fils> check_rate(std::vector<field_error>& errors, const std::optional<std::string>& text, std::string field)
{
  if (!text) return std::nullopt;
  const auto amount = parse_amount(*text);
  if (!amount) errors.push_back({std::move(field), amount_message});
  else if (*amount <= 0) errors.push_back({std::move(field), "A rate must be above 0"});
  return amount;
}

void check_rules(std::vector<field_error>& errors, const charter_terms_input& in, std::string_view prefix, charter_terms& out)
{
  if (in.minimum_rules.size() > max_minimum_rules) {
    errors.push_back({path(prefix, "minimumRules"), "At most 20 minimum-hour rules"});
    return;
  }
  for (std::size_t i = 0; i < in.minimum_rules.size(); ++i) {
    const auto& r = in.minimum_rules[i];
    minimum_rule rule;
    if (r.days.empty()) errors.push_back({path(prefix, "minimumRules", i, "days"), "Choose at least one day"});
    for (const auto d : r.days) {
      if (d < 0 || d > 6) {
        errors.push_back({path(prefix, "minimumRules", i, "days"), "Days are 0 (Sunday) to 6 (Saturday)"});
        break;
      }
      if (std::find(rule.days.begin(), rule.days.end(), static_cast<int>(d)) == rule.days.end()) rule.days.push_back(static_cast<int>(d));
    }
    std::sort(rule.days.begin(), rule.days.end());
    const auto from = parse_time_of_day(r.from), to = parse_time_of_day(r.to);
    if (!from) errors.push_back({path(prefix, "minimumRules", i, "from"), "A time of day as HH:MM"});
    if (!to) errors.push_back({path(prefix, "minimumRules", i, "to"), "A time of day as HH:MM"});
    const auto minutes = half_hour_minutes(r.hours, 24);
    if (!minutes) errors.push_back({path(prefix, "minimumRules", i, "hours"), "Hours from 0.5 to 24 in steps of 0.5"});
    rule.from = from.value_or(0);
    rule.to = to.value_or(0);
    rule.minutes = minutes.value_or(0);
    out.minimum_rules.push_back(std::move(rule));
  }
}

void check_date_prices(std::vector<field_error>& errors, const charter_terms_input& in, std::string_view prefix,
                       charter_terms& out)
{
  if (in.date_prices.size() > max_date_prices) {
    errors.push_back({path(prefix, "datePrices"), "At most 50 date prices"});
    return;
  }
  for (std::size_t i = 0; i < in.date_prices.size(); ++i) {
    const auto& d = in.date_prices[i];
    date_price p;
    const auto from = parse_civil_date(d.from), to = parse_civil_date(d.to);
    if (!from) errors.push_back({path(prefix, "datePrices", i, "from"), "A date as YYYY-MM-DD"});
    if (!to) errors.push_back({path(prefix, "datePrices", i, "to"), "A date as YYYY-MM-DD"});
    else if (from && *to < *from) errors.push_back({path(prefix, "datePrices", i, "to"), "The end date cannot be before the start date"});
    p.hourly_rate = check_rate(errors, d.hourly_rate, path(prefix, "datePrices", i, "hourlyRate"));
    p.daily_rate = check_rate(errors, d.daily_rate, path(prefix, "datePrices", i, "dailyRate"));
    if (!d.hourly_rate && !d.daily_rate)
      errors.push_back({path(prefix, "datePrices", i, "hourlyRate"), "Give an hourly or a daily rate"});
    p.label = trim(d.label);
    p.label_ar = trim(d.label_ar);
    const auto label_field = path(prefix, "datePrices", i, "label");
    check_text(errors, p.label, {.field = label_field, .label = "Label", .required = "Label is required",
                                 .max = max_charter_label_length});
    const auto label_ar_field = path(prefix, "datePrices", i, "labelAr");
    check_text(errors, p.label_ar, {.field = label_ar_field, .label = "Arabic label", .max = max_charter_label_length});
    p.from = from.value_or(std::chrono::sys_days{});
    p.to = to.value_or(p.from);
    // Two ranges on one day would make the price depend on their order: refused.
    if (from && to && *from <= *to)
      for (std::size_t j = 0; j < out.date_prices.size(); ++j)
        if (out.date_prices[j].from <= p.to && p.from <= out.date_prices[j].to) {
          errors.push_back({path(prefix, "datePrices", i, "from"), fmt::format("Overlaps date price {}", j + 1)});
          break;
        }
    out.date_prices.push_back(std::move(p));
  }
}

void check_extras(std::vector<field_error>& errors, const charter_terms_input& in, std::string_view prefix, charter_terms& out)
{
  if (in.extras.size() > max_extras) {
    errors.push_back({path(prefix, "extras"), "At most 30 extras"});
    return;
  }
  for (std::size_t i = 0; i < in.extras.size(); ++i) {
    const auto& e = in.extras[i];
    charter_extra x{.id = trim(e.id), .name = trim(e.name), .name_ar = trim(e.name_ar)};
    if (!is_plausible_id(x.id)) errors.push_back({path(prefix, "extras", i, "id"), "id must be 1 to 64 letters, digits, '_' or '-'"});
    else if (std::any_of(out.extras.begin(), out.extras.end(), [&](const auto& o) { return o.id == x.id; }))
      errors.push_back({path(prefix, "extras", i, "id"), "Each extra's id only once"});
    const auto name_field = path(prefix, "extras", i, "name"), name_ar_field = path(prefix, "extras", i, "nameAr");
    check_text(errors, x.name, {.field = name_field, .label = "Name", .required = "Name is required", .max = max_charter_label_length});
    check_text(errors, x.name_ar, {.field = name_ar_field, .label = "Arabic name", .max = max_charter_label_length});
    if (const auto price = parse_amount(e.price)) x.price = *price;
    else errors.push_back({path(prefix, "extras", i, "price"), amount_message});
    if (e.unit == "booking") x.unit = extra_unit::booking;
    else if (e.unit == "guest") x.unit = extra_unit::guest;
    else if (e.unit == "hour") x.unit = extra_unit::hour;
    else errors.push_back({path(prefix, "extras", i, "unit"), "Unit must be booking, guest or hour"});
    out.extras.push_back(std::move(x));
  }
}

}  // namespace

result<charter_terms> validate_charter_terms(const charter_terms_input& in, std::string_view prefix)
{
  std::vector<field_error> errors;
  charter_terms out;
  out.hourly_rate = check_rate(errors, in.hourly_rate, path(prefix, "hourlyRate"));
  out.daily_rate = check_rate(errors, in.daily_rate, path(prefix, "dailyRate"));
  if (!in.hourly_rate && !in.daily_rate) errors.push_back({path(prefix, "hourlyRate"), "Give an hourly or a daily rate"});
  if (const auto m = half_hour_minutes(in.minimum_hours, 24)) out.minimum_minutes = *m;
  else errors.push_back({path(prefix, "minimumHours"), "Hours from 0.5 to 24 in steps of 0.5"});
  check_rules(errors, in, prefix, out);
  if (in.overtime_step_minutes != 30 && in.overtime_step_minutes != 60)
    errors.push_back({path(prefix, "overtimeStepMinutes"), "The overtime step is 30 or 60 minutes"});
  out.overtime_step_minutes = static_cast<int>(in.overtime_step_minutes);
  check_date_prices(errors, in, prefix, out);
  check_extras(errors, in, prefix, out);
  if (in.deposit_percent < 0 || in.deposit_percent > 100)
    errors.push_back({path(prefix, "depositPercent"), "The deposit is 0 to 100 percent"});
  out.deposit_percent = static_cast<int>(std::clamp<long long>(in.deposit_percent, 0, 100));
  out.cancellation_terms = trim(in.cancellation_terms);
  out.cancellation_terms_ar = trim(in.cancellation_terms_ar);
  const auto terms_field = path(prefix, "cancellationTerms"), terms_ar_field = path(prefix, "cancellationTermsAr");
  check_text(errors, out.cancellation_terms, {.field = terms_field, .label = "Cancellation terms",
                                              .max = max_cancellation_terms_length, .lines = text_lines::multi});
  check_text(errors, out.cancellation_terms_ar, {.field = terms_ar_field, .label = "Arabic cancellation terms",
                                                 .max = max_cancellation_terms_length, .lines = text_lines::multi});
  if (in.turnaround_minutes < 0 || in.turnaround_minutes > max_turnaround_minutes)
    errors.push_back({path(prefix, "turnaroundMinutes"), "Turnaround is 0 to 1440 minutes"});
  out.turnaround_minutes = static_cast<int>(std::clamp<long long>(in.turnaround_minutes, 0, max_turnaround_minutes));
  if (!errors.empty()) return validation_failure(std::move(errors));
  return out;
}

}  // namespace marine::domain
