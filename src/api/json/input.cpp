#include "api/json/input.hpp"

#include "api/json/body.hpp"
#include "api/json/charter_json.hpp"

namespace marine::api {
namespace {

// The price is text with two decimals (numeric(10,2) in PostgreSQL). A JSON number is
// refused like any other wrong type: converting a binary double would round it silently
// (12.345 → "12.35", 5e-324 → "0.00").
std::optional<std::string> read_price(const boost::json::object& obj, json_fields& fields)
{
  const auto* v = obj.if_contains("price");
  if (v && v->is_number()) {
    fields.errors().push_back({"price", "price must be a string with at most 2 decimals, such as \"1250.00\""});
    return std::nullopt;
  }
  return fields.string("price");
}

// A list of strings (at most 64: how many are allowed is the domain's to judge).
std::optional<std::vector<std::string>> read_string_list(const boost::json::object& obj, json_fields& fields,
                                                         const char* key, const char* message)
{
  const auto* v = obj.if_contains(key);
  if (!v || v->is_null()) return std::nullopt;
  std::vector<std::string> out;
  if (v->is_array() && v->as_array().size() <= 64) {
    for (const auto& item : v->as_array()) {
      if (!item.is_string()) break;
      out.emplace_back(item.as_string());
    }
    if (out.size() == v->as_array().size()) return out;
  }
  fields.errors().push_back({key, message});
  return std::nullopt;
}

// "specs": an object of field → text, number or null (clears it), or null (clears them
// all). Which keys exist and what each holds is the domain's to judge.
inline constexpr std::size_t max_spec_keys = 40;
std::optional<domain::spec_patch> read_specs(const boost::json::object& obj, json_fields& fields)
{
  const auto* v = obj.if_contains("specs");
  if (!v) return std::nullopt;
  domain::spec_patch patch;
  if (v->is_null()) {
    patch.clear_all = true;
    return patch;
  }
  if (!v->is_object() || v->as_object().size() > max_spec_keys) {
    fields.errors().push_back({"specs", "specs must be an object of at most 40 specifications"});
    return std::nullopt;
  }
  for (const auto& [key, value] : v->as_object()) {
    domain::spec_input in;
    if (value.is_string()) in = std::string(value.as_string());
    else if (value.is_number()) in = value.to_number<double>();
    else if (!value.is_null()) {
      fields.errors().push_back({domain::spec_error_field(key), "A specification must be text, a number or null"});
      continue;
    }
    patch.changes.emplace_back(std::string(key), std::move(in));
  }
  return patch;
}

}  // namespace

domain::result<domain::product_input> read_product_input(const request& req)
{
  auto body = parse_json_object(req);
  if (!body) return body.error();
  json_fields fields(*body);
  domain::product_input in;
  in.id = fields.string("id");
  in.name = fields.string("name");
  in.category = fields.string("category");
  in.description = fields.string("description");
  in.name_ar = fields.string("nameAr");
  in.description_ar = fields.string("descriptionAr");
  in.price = read_price(*body, fields);
  in.image = fields.string("image");
  in.images = read_string_list(*body, fields, "images", "images must be a list of image URLs");
  in.in_stock = fields.boolean("inStock");
  in.is_visible = fields.boolean("isVisible");
  in.show_contact_for_pricing = fields.boolean("showContactForPricing");
  in.timestamp = fields.string("timestamp");
  in.specs = read_specs(*body, fields);
  in.sku = fields.string("sku");
  in.part_numbers = read_string_list(*body, fields, "partNumbers", "partNumbers must be a list of part numbers");
  in.supersedes = read_string_list(*body, fields, "supersedes", "supersedes must be a list of part numbers");
  in.fits = read_string_list(*body, fields, "fits", "fits must be a list of engine or equipment models");
  in.charter = read_charter_terms(*body, fields.errors());
  fields.refuse_unknown({"images", "specs", "partNumbers", "supersedes", "fits", "charter"});
  if (!fields.ok()) return fields.failure();
  return in;
}

domain::result<domain::banner_input> read_banner_input(const request& req)
{
  auto body = parse_json_object(req);
  if (!body) return body.error();
  json_fields fields(*body);
  domain::banner_input in;
  in.id = fields.string("id");
  in.title = fields.string("title");
  in.description = fields.string("description");
  in.button_text = fields.string("buttonText");
  in.button_link = fields.string("buttonLink");
  in.title_ar = fields.string("titleAr");
  in.description_ar = fields.string("descriptionAr");
  in.button_text_ar = fields.string("buttonTextAr");
  in.background_color = fields.string("backgroundColor");
  in.icon_class = fields.string("iconClass");
  in.image = fields.string("image");
  in.is_active = fields.boolean("isActive");
  in.display_order = fields.integer("displayOrder");
  in.timestamp = fields.string("timestamp");
  fields.refuse_unknown();
  if (!fields.ok()) return fields.failure();
  return in;
}

domain::result<domain::sub_user_input> read_sub_user_input(const request& req)
{
  auto body = parse_json_object(req);
  if (!body) return body.error();
  json_fields fields(*body);
  domain::sub_user_input in{.name = fields.string("name"),
                            .username = fields.string("username"),
                            .password = fields.string("password"),
                            .is_active = fields.boolean("isActive")};
  if (!fields.ok()) return fields.failure();
  return in;
}

}  // namespace marine::api
