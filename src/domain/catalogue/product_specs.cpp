#include "domain/catalogue/product_specs.hpp"

#include "domain/rules/text_rules.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>

namespace marine::domain {
namespace {

constexpr std::array<std::string_view, 11> vessel_types = {
    "yacht", "catamaran", "speedboat", "dhow", "tug", "barge", "crew boat", "supply vessel", "landing craft",
    "workboat", "other"};
constexpr std::array<std::string_view, 3> rate_bases = {"hour", "day", "week"};
constexpr std::array<std::string_view, 2> conditions = {"new", "used"};

// The ranges are the ones docs/product-specs.md lists. This table, the SPA's copy and the
// constraints of db/migrations/0006_product_specs.sql are each tested against
// tests/fixtures/spec_fields.json, so none of them drifts alone.
constexpr std::array<spec_field, 20> fields = {{
    {.key = "vesselType", .label = "Vessel type", .kind = spec_kind::choice, .categories = for_vessels, .choices = vessel_types},
    {.key = "lengthM", .label = "Length", .kind = spec_kind::decimal, .categories = for_vessels, .min = 50, .max = 50000, .unit = "m"},
    {.key = "beamM", .label = "Beam", .kind = spec_kind::decimal, .categories = for_vessels, .min = 50, .max = 50000, .unit = "m"},
    {.key = "draftM", .label = "Draft", .kind = spec_kind::decimal, .categories = for_vessels, .min = 50, .max = 50000, .unit = "m"},
    {.key = "yearBuilt", .label = "Year built", .kind = spec_kind::whole, .categories = for_vessels, .min = 1900, .max = 0},
    {.key = "builder", .label = "Builder", .kind = spec_kind::text, .categories = for_vessels, .max_length = 100},
    {.key = "model", .label = "Model", .kind = spec_kind::text, .categories = for_vessels, .max_length = 100},
    {.key = "flag", .label = "Flag", .kind = spec_kind::text, .categories = for_vessels, .max_length = 100},
    {.key = "guests", .label = "Guests", .kind = spec_kind::whole, .categories = for_vessels, .min = 1, .max = 2000},
    {.key = "cabins", .label = "Cabins", .kind = spec_kind::whole, .categories = for_vessels, .min = 0, .max = 500},
    {.key = "crew", .label = "Crew", .kind = spec_kind::whole, .categories = for_vessels, .min = 0, .max = 500},
    {.key = "engines", .label = "Engines", .kind = spec_kind::text, .categories = for_vessels, .max_length = 200},
    {.key = "cruiseSpeedKn", .label = "Cruising speed", .kind = spec_kind::decimal, .categories = for_vessels, .min = 50, .max = 10000, .unit = "kn"},
    {.key = "location", .label = "Location", .kind = spec_kind::text, .categories = for_vessels, .max_length = 200},
    {.key = "rateBasis", .label = "Rate basis", .kind = spec_kind::choice, .categories = for_chartering, .choices = rate_bases},
    {.key = "minimumHours", .label = "Minimum hours", .kind = spec_kind::whole, .categories = for_chartering, .min = 1, .max = 24, .unit = "hours"},
    {.key = "condition", .label = "Condition", .kind = spec_kind::choice, .categories = for_sales | for_spares, .choices = conditions},
    {.key = "engineHours", .label = "Engine hours", .kind = spec_kind::whole, .categories = for_sales, .min = 0, .max = 200000, .unit = "h"},
    {.key = "brand", .label = "Brand", .kind = spec_kind::text, .categories = for_spares, .max_length = 100},
    {.key = "partNumber", .label = "Part number", .kind = spec_kind::text, .categories = for_spares, .max_length = 64},
}};

std::size_t order_of(std::string_view key) noexcept
{
  for (std::size_t i = 0; i < fields.size(); ++i)
    if (fields[i].key == key) return i;
  return fields.size();
}

std::string field_name(std::string_view key) { return spec_error_field(key); }

std::string range_message(const spec_field& f)
{
  if (f.kind == spec_kind::decimal)
    return fmt::format("{} must be between {} and {} {}", f.label, format_hundredths(f.min),
                       format_hundredths(spec_max(f)), f.unit);
  return fmt::format("{} must be between {} and {}", f.label, f.min, spec_max(f));
}

// A number for a whole or decimal field, or a field error.
std::optional<long long> checked_number(const spec_field& f, double d, std::vector<field_error>& errors)
{
  const auto fail = [&](std::string message) {
    errors.push_back({field_name(f.key), std::move(message)});
    return std::nullopt;
  };
  const double scale = f.kind == spec_kind::decimal ? 100.0 : 1.0;
  const double scaled = d * scale;
  // The range first (as the forms check it; and a huge value would not fit a long long).
  // 24.35 is 2434.9999999999995 hundredths as a double: near enough is exact.
  constexpr double tolerance = 1e-9;
  if (!std::isfinite(scaled) || scaled < static_cast<double>(f.min) - tolerance ||
      scaled > static_cast<double>(spec_max(f)) + tolerance)
    return fail(range_message(f));
  const auto n = std::clamp(std::llround(scaled), f.min, spec_max(f));
  if (std::fabs(scaled - static_cast<double>(n)) > tolerance)
    return fail(f.kind == spec_kind::decimal ? fmt::format("{} must have at most 2 decimals", f.label)
                                              : fmt::format("{} must be a whole number", f.label));
  return n;
}

// Sets or clears one field from what the client sent.
void apply_change(product_specs& specs, const spec_field& f, const spec_input& in, std::vector<field_error>& errors)
{
  if (std::holds_alternative<std::monostate>(in)) {
    specs.erase(f.key);
    return;
  }
  const bool wants_text = f.kind == spec_kind::text || f.kind == spec_kind::choice;
  if (wants_text != std::holds_alternative<std::string>(in)) {
    errors.push_back({field_name(f.key), fmt::format("{} must be {}", f.label, wants_text ? "text" : "a number")});
    return;
  }
  if (!wants_text) {
    if (auto n = checked_number(f, std::get<double>(in), errors)) specs.set(f.key, *n);
    return;
  }
  auto text = trim(std::get<std::string>(in));
  if (text.empty()) {  // a blank form field: not given
    specs.erase(f.key);
    return;
  }
  if (f.kind == spec_kind::choice) {
    if (std::ranges::find(f.choices, text) == f.choices.end()) {
      std::string list;
      for (auto c : f.choices) list += (list.empty() ? "" : ", ") + std::string(c);
      errors.push_back({field_name(f.key), fmt::format("{} must be one of: {}", f.label, list)});
      return;
    }
  } else if (!check_text(errors, text, {.field = field_name(f.key), .label = f.label, .max = f.max_length})) {
    return;
  }
  specs.set(f.key, std::move(text));
}

}  // namespace

std::span<const spec_field> spec_fields() noexcept { return fields; }

std::string spec_error_field(std::string_view key)
{
  // A client's key is echoed only when it looks like a field name (no control characters or
  // pages of text in an error answer or a log).
  const bool plain = !key.empty() && key.size() <= 40 &&
                     std::ranges::all_of(key, [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) != 0 || ch == '_'; });
  return plain ? "specs." + std::string(key) : std::string("specs");
}

const spec_field* find_spec_field(std::string_view key) noexcept
{
  const auto i = order_of(key);
  return i < fields.size() ? &fields[i] : nullptr;
}

bool belongs_to(const spec_field& f, category c) noexcept
{
  const unsigned bit = c == category::marine_spares ? for_spares : c == category::vessel_chartering ? for_chartering : for_sales;
  return (f.categories & bit) != 0;
}

long long spec_max(const spec_field& f)
{
  if (f.key != "yearBuilt") return f.max;
  // A vessel under construction may carry next year's model year.
  const auto today = std::chrono::year_month_day(std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now()));
  return static_cast<int>(today.year()) + 1;
}

const spec_value* product_specs::find(std::string_view key) const noexcept
{
  const auto it = std::ranges::find(entries_, key, &spec_entry::key);
  return it == entries_.end() ? nullptr : &it->value;
}

const std::string* product_specs::text(std::string_view key) const noexcept
{
  const auto* v = find(key);
  return v ? std::get_if<std::string>(v) : nullptr;
}

std::optional<long long> product_specs::number(std::string_view key) const noexcept
{
  const auto* v = find(key);
  const auto* n = v ? std::get_if<long long>(v) : nullptr;
  return n ? std::optional(*n) : std::nullopt;
}

void product_specs::set(std::string_view key, spec_value value)
{
  const auto order = order_of(key);
  auto it = std::ranges::find_if(entries_, [&](const spec_entry& e) { return order_of(e.key) >= order; });
  if (it != entries_.end() && it->key == key) it->value = std::move(value);
  else entries_.insert(it, {std::string(key), std::move(value)});
}

void product_specs::erase(std::string_view key) { std::erase_if(entries_, [&](const spec_entry& e) { return e.key == key; }); }

void product_specs::keep_only(category c)
{
  std::erase_if(entries_, [&](const spec_entry& e) {
    const auto* f = find_spec_field(e.key);
    return !f || !belongs_to(*f, c);
  });
}

void apply_spec_patch(product_specs& specs, const spec_patch& patch, category c, std::vector<field_error>& errors)
{
  if (patch.clear_all) specs = {};
  specs.keep_only(c);  // a product moved to another category keeps only what fits it
  for (const auto& [key, in] : patch.changes) {
    const auto* f = find_spec_field(key);
    if (!f) {
      errors.push_back({field_name(key), "Unknown specification"});
    } else if (!belongs_to(*f, c)) {
      if (!std::holds_alternative<std::monostate>(in))
        errors.push_back({field_name(key), fmt::format("{} is not a specification of {}", f->label, display_name(c))});
    } else {
      apply_change(specs, *f, in, errors);
    }
  }
  const auto* basis = specs.text("rateBasis");
  if (specs.find("minimumHours") && (!basis || *basis != "hour"))
    errors.push_back({field_name("minimumHours"), "Minimum hours applies to an hourly rate only"});
}

std::string format_hundredths(long long hundredths)
{
  auto out = std::to_string(hundredths / 100);
  const auto cents = hundredths % 100;
  if (cents != 0) out += cents % 10 == 0 ? fmt::format(".{}", cents / 10) : fmt::format(".{:02}", cents);
  return out;
}

}  // namespace marine::domain
