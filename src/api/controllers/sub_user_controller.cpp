#include "api/controllers/controllers.hpp"
#include "api/controllers/respond.hpp"
#include "api/json/input.hpp"

namespace marine::api {

void add_sub_user_routes(router& routes, domain::sub_user_service& sub_users, const auth_guard& guard)
{
  routes.add(http::verb::get, "/api/admin/sub-users",
             guard(access::admin, [&sub_users](request_context& ctx) -> awaitable<response> {
               co_return no_store(json_response(ctx.req, http::status::ok, json_of(co_await sub_users.list())));
             }));

  routes.add(http::verb::post, "/api/admin/sub-users",
             guard(access::admin, [&sub_users](request_context& ctx) -> awaitable<response> {
               auto in = read_sub_user_input(ctx.req);
               if (!in) co_return failure_response(ctx.req, in.error());
               co_return no_store(respond(ctx.req, co_await sub_users.create(std::move(*in), ctx.actor()), http::status::created));
             }));

  routes.add(http::verb::patch, "/api/admin/sub-users/:id",
             guard(access::admin, [&sub_users](request_context& ctx) -> awaitable<response> {
               auto in = read_sub_user_input(ctx.req);
               if (!in) co_return failure_response(ctx.req, in.error());
               co_return no_store(respond(ctx.req, co_await sub_users.update(std::string(ctx.param("id")), std::move(*in), ctx.actor())));
             }));

  routes.add(http::verb::delete_, "/api/admin/sub-users/:id",
             guard(access::admin, [&sub_users](request_context& ctx) -> awaitable<response> {
               co_return respond_removed(ctx.req, co_await sub_users.remove(std::string(ctx.param("id")), ctx.actor()));
             }));
}

}  // namespace marine::api
