#include "api/controllers/controllers.hpp"
#include "api/http/responses.hpp"

#include <fmt/format.h>

namespace marine::api {

void add_health_routes(router& routes, domain::health_probe& probe, const domain::outbox_sender* mail)
{
  // Liveness: the process answers. Never touches the database.
  routes.add(http::verb::get, "/healthz", [](request_context& ctx) -> awaitable<response> {
    co_return json_response(ctx.req, http::status::ok, std::string(R"({"status":"ok"})"));
  });

  // Readiness: the database answers too. Load balancers stop sending traffic on 503.
  routes.add(http::verb::get, "/readyz", [&probe, mail](request_context& ctx) -> awaitable<response> {
    bool ready = false;
    try {
      ready = co_await probe.database_ready();
    } catch (const domain::unavailable_error&) {
      ready = false;
    }
    if (!ready) co_return failure_response(ctx.req, {domain::error_code::unavailable, "Database unavailable"});
    std::string body = R"({"status":"ready")";
    // The outbox's state as the sender last saw it: a mail waiting long means the relay is away.
    if (mail)
      body += fmt::format(R"(,"mailOutbox":{{"pending":{},"oldestSeconds":{:.0f}}})", mail->pending(), mail->oldest_age_seconds());
    co_return json_response(ctx.req, http::status::ok, body + "}");
  });
}

}  // namespace marine::api
