#include "api/controllers/controllers.hpp"
#include "api/controllers/respond.hpp"
#include "api/json/input.hpp"

namespace marine::api {

// Banner administration is the admin's alone; GET /api/banners/active is public
// (catalogue_controller).
void add_banner_admin_routes(router& routes, domain::banner_service& banners, const auth_guard& guard)
{
  routes.add(http::verb::get, "/api/banners", guard(access::admin, [&banners](request_context& ctx) -> awaitable<response> {
               co_return json_response(ctx.req, http::status::ok, serialize_list(co_await banners.list()));
             }));

  routes.add(http::verb::post, "/api/banners", guard(access::admin, [&banners](request_context& ctx) -> awaitable<response> {
               auto in = read_banner_input(ctx.req);
               if (!in) co_return failure_response(ctx.req, in.error());
               co_return respond(ctx.req, co_await banners.create(std::move(*in), ctx.actor()), http::status::created);
             }));

  routes.add(http::verb::patch, "/api/banners/:id",
             guard(access::admin, [&banners](request_context& ctx) -> awaitable<response> {
               auto in = read_banner_input(ctx.req);
               if (!in) co_return failure_response(ctx.req, in.error());
               co_return respond(ctx.req, co_await banners.update(std::string(ctx.param("id")), std::move(*in), ctx.actor()));
             }));

  routes.add(http::verb::delete_, "/api/banners/:id",
             guard(access::admin, [&banners](request_context& ctx) -> awaitable<response> {
               co_return respond_removed(ctx.req, co_await banners.remove(std::string(ctx.param("id")), ctx.actor()));
             }));
}

}  // namespace marine::api
