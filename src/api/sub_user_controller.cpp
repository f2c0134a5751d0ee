#include "api/controllers.hpp"
#include "api/json_input.hpp"
#include "api/json_mapping.hpp"
#include "api/responses.hpp"

namespace marine::api {
namespace {

template <class T>
response answer(const request& req, const domain::result<T>& r, http::status status)
{
  if (!r) return failure_response(req, r.error());
  auto res = json_response(req, status, to_json(*r));
  res.set(http::field::cache_control, "no-store");
  return res;
}

}  // namespace

void add_sub_user_routes(router& routes, domain::sub_user_service& sub_users, const auth_guard& guard)
{
  routes.add(http::verb::get, "/api/admin/sub-users",
             guard(access::admin, [&sub_users](request_context& ctx) -> awaitable<response> {
               auto res = json_response(ctx.req, http::status::ok, to_json(co_await sub_users.list()));
               res.set(http::field::cache_control, "no-store");
               co_return res;
             }));

  routes.add(http::verb::post, "/api/admin/sub-users",
             guard(access::admin, [&sub_users](request_context& ctx) -> awaitable<response> {
               auto in = read_sub_user_input(ctx.req);
               if (!in) co_return failure_response(ctx.req, in.error());
               co_return answer(ctx.req, co_await sub_users.create(std::move(*in)), http::status::created);
             }));

  routes.add(http::verb::patch, "/api/admin/sub-users/:id",
             guard(access::admin, [&sub_users](request_context& ctx) -> awaitable<response> {
               auto in = read_sub_user_input(ctx.req);
               if (!in) co_return failure_response(ctx.req, in.error());
               co_return answer(ctx.req, co_await sub_users.update(std::string(ctx.param("id")), std::move(*in)),
                                http::status::ok);
             }));

  routes.add(http::verb::delete_, "/api/admin/sub-users/:id",
             guard(access::admin, [&sub_users](request_context& ctx) -> awaitable<response> {
               auto removed = co_await sub_users.remove(std::string(ctx.param("id")));
               if (!removed) co_return failure_response(ctx.req, removed.error());
               co_return no_content(ctx.req);
             }));
}

}  // namespace marine::api
