#include "api/controllers/controllers.hpp"
#include "api/http/responses.hpp"
#include "api/json/body.hpp"

#include <boost/json/object.hpp>

namespace marine::api {
namespace {

constexpr std::size_t mode_body_limit = 1024;

// The mode, and whether a relay is configured at all (without one nothing is sent, whatever
// the mode: the screen says so).
boost::json::object mode_json(domain::lead_mail_mode mode, bool relay)
{
  return {{"mode", domain::lead_mail_mode_name(mode)}, {"mailConfigured", relay}};
}

}  // namespace

void add_lead_mail_routes(router& routes, domain::lead_mail_service& lead_mail, bool relay, const auth_guard& guard)
{
  routes.add(http::verb::get, "/api/admin/settings/lead-mail",
             guard(access::admin, [&lead_mail, relay](request_context& ctx) -> awaitable<response> {
               const auto mode = co_await lead_mail.mode();
               co_return no_store(json_response(ctx.req, http::status::ok, mode_json(mode, relay)));
             }));

  routes.add(
      http::verb::put, "/api/admin/settings/lead-mail",
      guard(access::admin, [&lead_mail, relay](request_context& ctx) -> awaitable<response> {
        auto obj = parse_json_object(ctx.req);
        if (!obj) co_return failure_response(ctx.req, obj.error());
        json_fields f(*obj);
        const auto mode = f.string("mode");
        f.refuse_unknown();
        if (!f.ok()) co_return failure_response(ctx.req, f.failure());
        const auto stored = co_await lead_mail.set_mode(mode.value_or(""), ctx.actor());
        if (!stored) co_return failure_response(ctx.req, stored.error());
        co_return no_store(json_response(ctx.req, http::status::ok, mode_json(*stored, relay)));
      }),
      mode_body_limit);
}

}  // namespace marine::api
