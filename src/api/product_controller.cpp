#include "api/controllers.hpp"
#include "api/json_body.hpp"
#include "api/json_mapping.hpp"
#include "api/responses.hpp"

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

domain::result<domain::product_input> read_input(const request& req)
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

response answer(const request& req, const domain::result<domain::product>& r, http::status status)
{
  if (!r) return failure_response(req, r.error());
  return json_response(req, status, to_json(*r));
}

}  // namespace

void add_product_admin_routes(router& routes, domain::product_service& products, const auth_guard& guard)
{
  routes.add(http::verb::post, "/api/products", guard(access::staff, [&products](request_context& ctx) -> awaitable<response> {
               auto in = read_input(ctx.req);
               if (!in) co_return failure_response(ctx.req, in.error());
               co_return answer(ctx.req, co_await products.create(std::move(*in)), http::status::created);
             }));

  routes.add(http::verb::patch, "/api/products/:id",
             guard(access::staff, [&products](request_context& ctx) -> awaitable<response> {
               auto in = read_input(ctx.req);
               if (!in) co_return failure_response(ctx.req, in.error());
               co_return answer(ctx.req, co_await products.update(std::string(ctx.param("id")), std::move(*in)),
                                http::status::ok);
             }));

  // Sub-users add and edit only (spec §6).
  routes.add(http::verb::delete_, "/api/products/:id",
             guard(access::admin, [&products](request_context& ctx) -> awaitable<response> {
               auto removed = co_await products.remove(std::string(ctx.param("id")));
               if (!removed) co_return failure_response(ctx.req, removed.error());
               co_return no_content(ctx.req);
             }));
}

}  // namespace marine::api
