#include "api/controllers/controllers.hpp"
#include "api/controllers/respond.hpp"
#include "api/json/body.hpp"
#include "api/json/desk_json.hpp"

#include <boost/json/serialize.hpp>

namespace marine::api {
namespace {

// Desks of 5 × 10 agents and 20 exceptions, each with a week of 4 ranges a day, fit well within.
constexpr std::size_t desks_body_limit = 512 * 1024;

// The settings with the desks in their public shape (docs/desks.md): what GET /api/settings
// and the answer of PUT /api/admin/settings carry.
awaitable<std::string> public_settings_text(domain::settings_service& settings, const domain::site_settings& s)
{
  auto o = to_json(s);
  o["desks"] = public_desks_json(co_await settings.desks());
  co_return boost::json::serialize(o);
}

}  // namespace

void add_settings_routes(router& routes, domain::settings_service& settings, const auth_guard& guard,
                         public_read_cache* cache)
{
  cached_read read = [&settings](request_context&) -> awaitable<domain::result<std::string>> {
    co_return co_await public_settings_text(settings, co_await settings.get());
  };
  routes.add(http::verb::get, "/api/settings",
             cache ? cache->cached(read_scope::kind::settings, std::move(read)) : uncached(std::move(read)));

  routes.add(http::verb::put, "/api/admin/settings",
             guard(access::admin, [&settings](request_context& ctx) -> awaitable<response> {
               auto in = read_settings_input(ctx.req);
               if (!in) co_return failure_response(ctx.req, in.error());
               const auto stored = co_await settings.update(std::move(*in), ctx.actor());
               if (!stored) co_return no_store(failure_response(ctx.req, stored.error()));
               co_return no_store(
                   json_response(ctx.req, http::status::ok, co_await public_settings_text(settings, *stored)));
             }));

  // docs/desks.md, "The contract": the desks with their e-mails and every agent.
  routes.add(http::verb::get, "/api/admin/settings/desks",
             guard(access::admin, [&settings](request_context& ctx) -> awaitable<response> {
               const auto desks = co_await settings.desks();
               co_return no_store(json_response(ctx.req, http::status::ok, admin_desks_json(desks)));
             }));

  routes.add(
      http::verb::put, "/api/admin/settings/desks",
      guard(access::admin, [&settings](request_context& ctx) -> awaitable<response> {
        auto in = read_desks_input(ctx.req);
        if (!in) co_return no_store(failure_response(ctx.req, in.error()));
        const auto stored = co_await settings.update_desks(std::move(*in), ctx.actor());
        if (!stored) co_return no_store(failure_response(ctx.req, stored.error()));
        co_return no_store(json_response(ctx.req, http::status::ok, admin_desks_json(*stored)));
      }),
      desks_body_limit);
}

}  // namespace marine::api
