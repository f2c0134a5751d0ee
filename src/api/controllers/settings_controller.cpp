#include "api/controllers/controllers.hpp"
#include "api/http/responses.hpp"
#include "api/json/settings_json.hpp"

#include <boost/json/serialize.hpp>

namespace marine::api {

void add_settings_routes(router& routes, domain::settings_service& settings, const auth_guard& guard,
                         public_read_cache* cache)
{
  handler read = [&settings](request_context& ctx) -> awaitable<response> {
    co_return json_response(ctx.req, http::status::ok, boost::json::serialize(to_json(co_await settings.get())));
  };
  routes.add(http::verb::get, "/api/settings", cache ? cache->cached(std::move(read)) : std::move(read));

  routes.add(http::verb::put, "/api/admin/settings",
             guard(access::admin, [&settings](request_context& ctx) -> awaitable<response> {
               auto in = read_settings_input(ctx.req);
               if (!in) co_return failure_response(ctx.req, in.error());
               const auto saved = co_await settings.update(std::move(*in), ctx.actor());
               if (!saved) co_return failure_response(ctx.req, saved.error());
               auto res = json_response(ctx.req, http::status::ok, boost::json::serialize(to_json(*saved)));
               res.set(http::field::cache_control, "no-store");
               co_return res;
             }));
}

}  // namespace marine::api
