#include "api/json/settings_json.hpp"

#include "api/json/body.hpp"

#include <fmt/format.h>

#include <array>
#include <string_view>
#include <utility>

namespace marine::api {
namespace {

namespace json = boost::json;
using domain::site_settings;

// The plain text keys and where they go.
using text_member = std::string site_settings::*;
constexpr std::array<std::pair<std::string_view, text_member>, 16> text_keys{{
    {"companyName", &site_settings::company_name},
    {"legalEntity", &site_settings::legal_entity},
    {"phone", &site_settings::phone},
    {"whatsappNumber", &site_settings::whatsapp_number},
    {"email", &site_settings::email},
    {"address", &site_settings::address},
    {"heroHeading", &site_settings::hero_heading},
    {"heroText", &site_settings::hero_text},
    {"creditName", &site_settings::credit_name},
    {"creditUrl", &site_settings::credit_url},
    // The Arabic versions (docs/arabic.md): optional, absent is "" (no translation).
    {"companyNameAr", &site_settings::company_name_ar},
    {"addressAr", &site_settings::address_ar},
    {"heroHeadingAr", &site_settings::hero_heading_ar},
    {"heroTextAr", &site_settings::hero_text_ar},
    // What the booking page says when online payment is off (docs/payments.md): optional.
    {"paymentInstructions", &site_settings::payment_instructions},
    {"paymentInstructionsAr", &site_settings::payment_instructions_ar},
}};

constexpr std::array<std::pair<std::string_view, std::string domain::social_links::*>, 5> social_keys{{
    {"instagram", &domain::social_links::instagram},
    {"facebook", &domain::social_links::facebook},
    {"linkedin", &domain::social_links::linkedin},
    {"youtube", &domain::social_links::youtube},
    {"tiktok", &domain::social_links::tiktok},
}};

constexpr std::array<std::string_view, 7> nested_keys{"businessHours",  "categoryDescriptions", "social",
                                                      "mapUrl",         "pricesIncludeVat",     "businessHoursAr",
                                                      "categoryDescriptionsAr"};
constexpr std::size_t max_hours_rows_read = 64;

bool known_key(std::string_view key)
{
  // docs/desks.md: GET /api/settings carries the desks, and a screen may send that object back
  // whole; the desks are written by PUT /api/admin/settings/desks only, so here they are ignored.
  if (key == "desks") return true;
  for (const auto& [k, _] : text_keys)
    if (k == key) return true;
  for (const auto k : nested_keys)
    if (k == key) return true;
  return false;
}

// An object of string values under `key`, each read by `read(name, value)`. An `optional`
// one may be absent.
template <class Read>
void read_object(const json::object& body, std::string_view key, std::vector<domain::field_error>& errors, Read read,
                 bool optional = false)
{
  const auto* v = body.if_contains(key);
  if (!v && optional) return;
  if (!v || !v->is_object()) {
    errors.push_back({std::string(key), fmt::format("{} must be an object", key)});
    return;
  }
  for (const auto& [name, value] : v->as_object()) {
    const auto field = fmt::format("{}.{}", key, std::string_view(name));
    if (!value.is_string()) errors.push_back({field, fmt::format("{} must be a string", field)});
    else if (!read(std::string_view(name), std::string(value.as_string()))) errors.push_back({field, "Unknown setting"});
  }
}

// The rows under `key` (businessHours, or the optional businessHoursAr) into `rows`.
void read_hours(const json::object& body, std::string_view key, std::vector<domain::business_hours_row>& rows,
                std::vector<domain::field_error>& errors, bool optional = false)
{
  const auto* v = body.if_contains(key);
  if (!v && optional) return;
  if (!v || !v->is_array() || v->as_array().size() > max_hours_rows_read) {
    errors.push_back({std::string(key), fmt::format("{} must be a list of {{days, hours}}", key)});
    return;
  }
  for (std::size_t i = 0; i < v->as_array().size(); ++i) {
    const auto& row = v->as_array()[i];
    const auto* o = row.if_object();
    const auto* days = o ? o->if_contains("days") : nullptr;
    const auto* hours = o ? o->if_contains("hours") : nullptr;
    if (!days || !hours || !days->is_string() || !hours->is_string() || o->size() != 2) {
      errors.push_back({fmt::format("{}.{}", key, i), "Each row must be {days, hours} with text in both"});
      continue;
    }
    rows.push_back({std::string(days->as_string()), std::string(hours->as_string())});
  }
}

json::array hours_json(const std::vector<domain::business_hours_row>& rows)
{
  json::array out;
  for (const auto& r : rows) out.emplace_back(json::object{{"days", r.days}, {"hours", r.hours}});
  return out;
}

// {"marine-spares": …, …}: one text per category.
json::object descriptions_json(const std::array<std::string, domain::all_categories.size()>& texts)
{
  json::object out;
  for (const auto c : domain::all_categories) out[domain::slug(c)] = texts.at(static_cast<std::size_t>(c));
  return out;
}

// A reader of read_object for one text per category into `texts`.
auto category_texts(std::array<std::string, domain::all_categories.size()>& texts)
{
  return [&texts](std::string_view name, std::string value) {
    const auto c = domain::category_from_slug(name);
    if (c) texts.at(static_cast<std::size_t>(*c)) = std::move(value);
    return c.has_value();
  };
}

}  // namespace

json::object to_json(const site_settings& s)
{
  json::object o;
  for (const auto& [key, member] : text_keys) o[key] = s.*member;
  o["businessHours"] = hours_json(s.business_hours);
  o["categoryDescriptions"] = descriptions_json(s.category_descriptions);
  json::object social;
  for (const auto& [key, member] : social_keys) social[key] = s.social.*member;
  o["social"] = std::move(social);
  o["mapUrl"] = s.map_url;
  o["pricesIncludeVat"] = s.prices_include_vat;
  o["businessHoursAr"] = hours_json(s.business_hours_ar);
  o["categoryDescriptionsAr"] = descriptions_json(s.category_descriptions_ar);
  return o;
}

domain::result<site_settings> read_settings_input(const request& req)
{
  auto body = parse_json_object(req);
  if (!body) return body.error();
  json_fields fields(*body);
  auto& errors = fields.errors();
  for (const auto& [key, _] : *body)
    if (!known_key(key)) errors.push_back({std::string(key), "Unknown setting"});

  site_settings s;
  for (const auto& [key, member] : text_keys) s.*member = fields.string(key).value_or("");
  s.map_url = fields.string("mapUrl").value_or("");
  if (const auto vat = fields.boolean("pricesIncludeVat")) s.prices_include_vat = *vat;
  else if (!body->contains("pricesIncludeVat")) errors.push_back({"pricesIncludeVat", "pricesIncludeVat is required"});
  read_hours(*body, "businessHours", s.business_hours, errors);
  read_object(*body, "categoryDescriptions", errors, category_texts(s.category_descriptions));
  // The Arabic versions may be left out: no translation.
  read_hours(*body, "businessHoursAr", s.business_hours_ar, errors, true);
  read_object(*body, "categoryDescriptionsAr", errors, category_texts(s.category_descriptions_ar), true);
  read_object(*body, "social", errors, [&s](std::string_view name, std::string value) {
    for (const auto& [key, member] : social_keys) {
      if (key == name) {
        s.social.*member = std::move(value);
        return true;
      }
    }
    return false;
  });
  if (!fields.ok()) return fields.failure();
  return s;
}

}  // namespace marine::api
