#include "persistence/catalogue/pg_product_specs.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include <cmath>
#include <stdexcept>

namespace marine::persistence {

boost::json::object specs_value(const domain::product_specs& specs)
{
  boost::json::object out;
  for (const auto& e : specs.entries()) {
    if (const auto* s = std::get_if<std::string>(&e.value)) {
      out[e.key] = *s;
      continue;
    }
    const auto n = std::get<long long>(e.value);
    const auto* f = domain::find_spec_field(e.key);
    // jsonb keeps numbers as numeric: 2435 / 100.0 reaches it as 24.35 exactly.
    if (f && f->kind == domain::spec_kind::decimal) out[e.key] = static_cast<double>(n) / 100.0;
    else out[e.key] = n;
  }
  return out;
}

std::string specs_json(const domain::product_specs& specs) { return boost::json::serialize(specs_value(specs)); }

domain::product_specs specs_from_json(std::string_view text)
{
  domain::product_specs specs;
  if (text == "{}") return specs;  // most products: no parse
  boost::system::error_code ec;
  const auto value = boost::json::parse(text, ec);
  if (ec || !value.is_object()) throw std::runtime_error("malformed specs");
  for (const auto& [key, v] : value.as_object()) {
    const auto* f = domain::find_spec_field(key);
    if (!f) continue;
    if (v.is_string()) {
      specs.set(f->key, std::string(v.as_string()));
    } else if (v.is_number()) {
      const double scale = f->kind == domain::spec_kind::decimal ? 100.0 : 1.0;
      specs.set(f->key, std::llround(v.to_number<double>() * scale));
    }
  }
  return specs;
}

}  // namespace marine::persistence
