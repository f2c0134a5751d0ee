#include "api/json/input.hpp"

#include "api/json/body.hpp"

#include <fmt/format.h>

namespace marine::api {
namespace {

// The price is text with two decimals in the API; a JSON number is accepted too.
std::optional<std::string> read_price(const boost::json::object& obj, json_fields& fields)
{
  const auto* v = obj.if_contains("price");
  if (v && v->is_number()) {
    if (v->is_double()) return fmt::format("{:.2f}", v->as_double());
    return v->is_int64() ? std::to_string(v->as_int64()) : std::to_string(v->as_uint64());
  }
  return fields.string("price");
}

std::optional<std::vector<std::string>> read_images(const boost::json::object& obj, json_fields& fields)
{
  const auto* v = obj.if_contains("images");
  if (!v || v->is_null()) return std::nullopt;
  std::vector<std::string> out;
  if (v->is_array() && v->as_array().size() <= 64) {
    for (const auto& item : v->as_array()) {
      if (!item.is_string()) break;
      out.emplace_back(item.as_string());
    }
    if (out.size() == v->as_array().size()) return out;
  }
  fields.errors().push_back({"images", "images must be a list of image URLs"});
  return std::nullopt;
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
  in.price = read_price(*body, fields);
  in.image = fields.string("image");
  in.images = read_images(*body, fields);
  in.in_stock = fields.boolean("inStock");
  in.is_visible = fields.boolean("isVisible");
  in.show_contact_for_pricing = fields.boolean("showContactForPricing");
  in.timestamp = fields.string("timestamp");
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
  in.background_color = fields.string("backgroundColor");
  in.icon_class = fields.string("iconClass");
  in.image = fields.string("image");
  in.is_active = fields.boolean("isActive");
  in.display_order = fields.integer("displayOrder");
  in.timestamp = fields.string("timestamp");
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
