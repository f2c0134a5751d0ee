#pragma once
// The one pure pricing function of a charter (docs/charter.md, "Pricing"): the terms, the
// visitor's request and the settings' VAT flag give the itemised estimate or field errors.
// The SPA never prices; the quote endpoint and the booking lead both call this.

#include "domain/charter/charter_terms.hpp"

#include <optional>
#include <string>
#include <vector>

namespace marine::domain {

struct extra_choice_input {
  std::string id;
  long long quantity = 1;
};

// As sent ({date, start, hours, guests, extras, lang}); the forms are checked by the quote.
struct quote_request_input {
  std::string date;   // YYYY-MM-DD, Dubai
  std::string start;  // HH:MM, Dubai
  double hours = 0;   // steps of 0.5
  long long guests = 0;
  std::vector<extra_choice_input> extras;
  std::string lang = "en";
};

enum class quote_line_kind { base, overtime, event, extra };

struct quote_line {
  quote_line_kind kind;
  std::string label;
  fils amount = 0;
  bool operator==(const quote_line&) const = default;
};

struct chosen_extra {
  std::string id;
  std::string name;  // in the request's language
  int quantity = 1;
};

struct charter_quote {
  std::chrono::sys_days date;
  int start = 0;             // minutes after the date's midnight
  int minutes = 0;           // asked for: the booking runs start … start + minutes
  int minutes_charged = 0;   // with the overtime rounded up to whole steps
  int minimum_minutes = 0;
  std::optional<minimum_rule> rule;  // the rule that set the minimum; none: the terms' own
  int guests = 0;
  std::vector<chosen_extra> extras;
  std::vector<quote_line> lines;
  fils subtotal = 0, vat = 0, total = 0, deposit = 0;
};

inline constexpr int vat_percent = 5;
inline constexpr long long max_extra_quantity = 99;
inline constexpr long long guests_without_maximum = 1000;

// `max_guests`: the product's specs.guests (none: up to guests_without_maximum).
// `prices_include_vat`: the site settings' flag (docs/charter.md, "VAT").
result<charter_quote> quote_charter(const charter_terms& terms, const quote_request_input& request,
                                    std::optional<long long> max_guests, bool prices_include_vat);

// The rule that sets the minimum for a start on `day` at `start` (minutes), or none.
const minimum_rule* applicable_rule(const charter_terms& terms, std::chrono::sys_days day, int start);

std::string_view kind_name(quote_line_kind k);
std::string_view unit_name(extra_unit u);

}  // namespace marine::domain
