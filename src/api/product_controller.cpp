#include "api/controllers.hpp"
#include "api/json_input.hpp"
#include "api/json_mapping.hpp"
#include "api/responses.hpp"

namespace marine::api {
namespace {

response answer(const request& req, const domain::result<domain::product>& r, http::status status)
{
  if (!r) return failure_response(req, r.error());
  return json_response(req, status, to_json_text(*r));
}

}  // namespace

void add_product_admin_routes(router& routes, domain::product_service& products, const auth_guard& guard)
{
  routes.add(http::verb::post, "/api/products", guard(access::staff, [&products](request_context& ctx) -> awaitable<response> {
               auto in = read_product_input(ctx.req);
               if (!in) co_return failure_response(ctx.req, in.error());
               co_return answer(ctx.req, co_await products.create(std::move(*in)), http::status::created);
             }));

  routes.add(http::verb::patch, "/api/products/:id",
             guard(access::staff, [&products](request_context& ctx) -> awaitable<response> {
               auto in = read_product_input(ctx.req);
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
