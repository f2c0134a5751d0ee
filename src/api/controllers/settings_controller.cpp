#include "api/controllers/controllers.hpp"
#include "api/controllers/respond.hpp"

namespace marine::api {

void add_settings_routes(router& routes, domain::settings_service& settings, const auth_guard& guard,
                         public_read_cache* cache)
{
  cached_read read = [&settings](request_context&) -> awaitable<domain::result<std::string>> {
    co_return json_of(co_await settings.get());
  };
  routes.add(http::verb::get, "/api/settings",
             cache ? cache->cached(read_scope::kind::settings, std::move(read)) : uncached(std::move(read)));

  routes.add(http::verb::put, "/api/admin/settings",
             guard(access::admin, [&settings](request_context& ctx) -> awaitable<response> {
               auto in = read_settings_input(ctx.req);
               if (!in) co_return failure_response(ctx.req, in.error());
               auto res = respond(ctx.req, co_await settings.update(std::move(*in), ctx.actor()));
               res.set(http::field::cache_control, "no-store");
               co_return res;
             }));
}

}  // namespace marine::api
