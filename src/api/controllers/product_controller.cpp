#include "api/controllers/controllers.hpp"
#include "api/controllers/respond.hpp"
#include "api/json/input.hpp"

namespace marine::api {

void add_product_admin_routes(router& routes, domain::product_service& products, const auth_guard& guard)
{
  routes.add(http::verb::post, "/api/products", guard(access::staff, [&products](request_context& ctx) -> awaitable<response> {
               auto in = read_product_input(ctx.req);
               if (!in) co_return failure_response(ctx.req, in.error());
               co_return respond(ctx.req, co_await products.create(std::move(*in), ctx.actor()), http::status::created);
             }));

  routes.add(http::verb::patch, "/api/products/:id",
             guard(access::staff, [&products](request_context& ctx) -> awaitable<response> {
               auto in = read_product_input(ctx.req);
               if (!in) co_return failure_response(ctx.req, in.error());
               co_return respond(ctx.req, co_await products.update(std::string(ctx.param("id")), std::move(*in), ctx.actor()));
             }));

  // Sub-users add and edit only (docs/security.md, role matrix).
  routes.add(http::verb::delete_, "/api/products/:id",
             guard(access::admin, [&products](request_context& ctx) -> awaitable<response> {
               co_return respond_removed(ctx.req, co_await products.remove(std::string(ctx.param("id")), ctx.actor()));
             }));
}

}  // namespace marine::api
