#include "api/pages/product_specs_meta.hpp"

#include <boost/json/object.hpp>

namespace marine::api {
namespace {

bool part_of_price(std::string_view key) { return key == "rateBasis" || key == "minimumHours"; }

}  // namespace

std::string minimum_hours_text(const domain::product& p)
{
  const auto hours = p.specs.number("minimumHours");
  if (!hours) return {};
  return " · Minimum " + std::to_string(*hours) + (*hours == 1 ? " hour" : " hours");
}

std::string specs_summary(const domain::product& p)
{
  std::string out;
  for (const auto& e : p.specs.entries()) {
    const auto* f = domain::find_spec_field(e.key);
    if (!f || part_of_price(e.key)) continue;
    if (!out.empty()) out += " · ";
    out += std::string(f->label) + ": " + domain::display_spec_value(*f, e.value);
  }
  return out;
}

boost::json::array additional_properties(const domain::product& p)
{
  boost::json::array out;
  for (const auto& e : p.specs.entries()) {
    const auto* f = domain::find_spec_field(e.key);
    if (!f) continue;
    boost::json::object property{{"@type", "PropertyValue"}, {"propertyID", f->key}, {"name", f->label}};
    if (const auto* s = std::get_if<std::string>(&e.value)) {
      property["value"] = domain::display_spec_value(*f, e.value);
    } else {
      const auto n = std::get<long long>(e.value);
      if (f->kind == domain::spec_kind::decimal) property["value"] = static_cast<double>(n) / 100.0;
      else property["value"] = n;
      if (!f->unit_code.empty()) property["unitCode"] = f->unit_code;
      if (!f->unit.empty()) property["unitText"] = f->unit;
    }
    out.push_back(std::move(property));
  }
  return out;
}

}  // namespace marine::api
