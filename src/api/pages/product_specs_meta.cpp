#include "api/pages/product_specs_meta.hpp"

#include <boost/json/object.hpp>

#include <cctype>

namespace marine::api {
namespace {

bool part_of_price(std::string_view key) { return key == "rateBasis" || key == "minimumHours"; }

const std::string& label_of(const domain::spec_field& f, const page_texts& texts)
{
  return texts.text("specs.labels." + std::string(f.key));
}

// A stored choice's catalogue key: "crew boat" → "crewBoat".
std::string choice_key(std::string_view choice)
{
  std::string key;
  bool upper = false;
  for (char c : choice) {
    if (c == ' ') {
      upper = true;
      continue;
    }
    key += upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
    upper = false;
  }
  return key;
}

// A field's value as a page shows it: a choice in words, a number with its unit.
std::string shown_value(const domain::spec_field& f, const domain::spec_value& v, const page_texts& texts)
{
  if (const auto* s = std::get_if<std::string>(&v)) {
    if (f.kind == domain::spec_kind::choice && !s->empty()) return texts.text("specs.values." + choice_key(*s));
    return *s;
  }
  const auto n = std::get<long long>(v);
  auto text = f.kind == domain::spec_kind::decimal ? domain::format_hundredths(n) : std::to_string(n);
  if (!f.unit.empty()) text += " " + texts.text("specs.units." + std::string(f.unit));
  return text;
}

}  // namespace

std::string minimum_hours_text(const domain::product& p, const page_texts& texts)
{
  const auto hours = p.specs.number("minimumHours");
  if (!hours) return {};
  const auto count = std::to_string(*hours);
  return " · " + texts.format(*hours == 1 ? "price.minimumHours.one" : "price.minimumHours.other", {{"count", count}});
}

std::string specs_summary(const domain::product& p, const page_texts& texts)
{
  std::string out;
  for (const auto& e : p.specs.entries()) {
    const auto* f = domain::find_spec_field(e.key);
    if (!f || part_of_price(e.key)) continue;
    if (!out.empty()) out += " · ";
    out += label_of(*f, texts) + ": " + shown_value(*f, e.value, texts);
  }
  return out;
}

boost::json::array additional_properties(const domain::product& p, const page_texts& texts)
{
  boost::json::array out;
  for (const auto& e : p.specs.entries()) {
    const auto* f = domain::find_spec_field(e.key);
    if (!f) continue;
    boost::json::object property{{"@type", "PropertyValue"}, {"propertyID", f->key}, {"name", label_of(*f, texts)}};
    if (std::holds_alternative<std::string>(e.value)) {
      property["value"] = shown_value(*f, e.value, texts);
    } else {
      const auto n = std::get<long long>(e.value);
      if (f->kind == domain::spec_kind::decimal) property["value"] = static_cast<double>(n) / 100.0;
      else property["value"] = n;
      if (!f->unit_code.empty()) property["unitCode"] = f->unit_code;
      if (!f->unit.empty()) property["unitText"] = texts.text("specs.units." + std::string(f->unit));
    }
    out.push_back(std::move(property));
  }
  return out;
}

}  // namespace marine::api
