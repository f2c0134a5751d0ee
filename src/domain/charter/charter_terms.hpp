#pragma once
// A vessel's charter terms (docs/charter.md): rates, minimum hours and their rules, overtime
// step, date-range prices, extras, deposit, cancellation terms and turnaround. Everything is
// in Dubai civil time (a day and minutes after its midnight): the domain never turns a time
// into an instant; persistence does, in PostgreSQL (AT TIME ZONE 'Asia/Dubai').

#include "domain/rules/error.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace marine::domain {

// Amounts are whole fils (hundredths of a dirham): no binary fraction ever rounds a price.
using fils = long long;

enum class extra_unit { booking, guest, hour };

struct minimum_rule {
  std::vector<int> days;  // 0 = Sunday … 6 = Saturday, ascending, each once
  int from = 0;           // start-time window, minutes after midnight; to <= from crosses midnight
  int to = 0;
  int minutes = 0;        // the minimum, in minutes (a multiple of 30)
  bool operator==(const minimum_rule&) const = default;
};

struct date_price {
  std::chrono::sys_days from;  // Dubai civil dates, both included
  std::chrono::sys_days to;
  std::optional<fils> hourly_rate;
  std::optional<fils> daily_rate;
  std::string label;
  std::string label_ar;
  bool operator==(const date_price&) const = default;
};

struct charter_extra {
  std::string id;
  std::string name;
  std::string name_ar;
  fils price = 0;
  extra_unit unit = extra_unit::booking;
  bool operator==(const charter_extra&) const = default;
};

struct charter_terms {
  std::optional<fils> hourly_rate;
  std::optional<fils> daily_rate;
  int minimum_minutes = 60;
  std::vector<minimum_rule> minimum_rules;
  int overtime_step_minutes = 30;
  std::vector<date_price> date_prices;
  std::vector<charter_extra> extras;
  int deposit_percent = 0;
  std::string cancellation_terms;
  std::string cancellation_terms_ar;
  int turnaround_minutes = 0;
  bool operator==(const charter_terms&) const = default;
};

// What a client sends, typed but unchecked (api/json maps the JSON types; a wrong JSON type
// is refused there). Amounts, times of day and dates stay text: their forms are checked here.
struct minimum_rule_input {
  std::vector<long long> days;
  std::string from, to;
  double hours = 0;
};
struct date_price_input {
  std::string from, to;
  std::optional<std::string> hourly_rate, daily_rate;
  std::string label, label_ar;
};
struct charter_extra_input {
  std::string id, name, name_ar, price, unit;
};
struct charter_terms_input {
  std::optional<std::string> hourly_rate, daily_rate;  // nullopt: null (none)
  double minimum_hours = 0;
  std::vector<minimum_rule_input> minimum_rules;
  long long overtime_step_minutes = 0;
  std::vector<date_price_input> date_prices;
  std::vector<charter_extra_input> extras;
  long long deposit_percent = 0;
  std::string cancellation_terms, cancellation_terms_ar;
  long long turnaround_minutes = 0;
};

inline constexpr std::size_t max_minimum_rules = 20;
inline constexpr std::size_t max_date_prices = 50;
inline constexpr std::size_t max_extras = 30;
inline constexpr int max_turnaround_minutes = 24 * 60;
inline constexpr std::size_t max_cancellation_terms_length = 4000;
inline constexpr std::size_t max_charter_label_length = 100;

// The checked terms, or the field errors, each named by its path under `prefix`
// ("charter.minimumRules.0.from").
result<charter_terms> validate_charter_terms(const charter_terms_input& in, std::string_view prefix = "charter");

// Forms shared by the terms, the quote and the blocks.
// The largest amount anything stores: the price rule's (8 digits before the point). A quote
// is refused above it, so every amount written is one that parse_amount reads back.
inline constexpr fils max_amount = 9'999'999'999;  // 99,999,999.99
std::optional<fils> parse_amount(std::string_view text);       // "12", "12.5", "12.50"
std::string format_amount(fils amount);                        // 1250 → "12.50"
std::optional<int> parse_time_of_day(std::string_view text);   // "HH:MM" → minutes after midnight
std::string format_time_of_day(int minutes);                   // 1020 → "17:00" (mod 24 h)
std::optional<std::chrono::sys_days> parse_civil_date(std::string_view text);  // "YYYY-MM-DD", a real day
std::string format_civil_date(std::chrono::sys_days day);
// 0 = Sunday … 6 = Saturday.
int weekday_of(std::chrono::sys_days day);
// Half hours ("4.5" hours → 270 minutes); nothing unless a positive multiple of 0.5 up to `max_hours`.
std::optional<int> half_hour_minutes(double hours, double max_hours);
// 270 → "4.5", 240 → "4"
std::string format_hours(int minutes);

}  // namespace marine::domain
