#include "api/controllers/controllers.hpp"
#include "api/http/responses.hpp"

namespace marine::api {

void add_health_routes(router& routes, domain::health_probe& probe)
{
  // Liveness: the process answers. Never touches the database.
  routes.add(http::verb::get, "/healthz", [](request_context& ctx) -> awaitable<response> {
    co_return json_response(ctx.req, http::status::ok, std::string(R"({"status":"ok"})"));
  });

  // Readiness: the database answers too. Load balancers stop sending traffic on 503.
  routes.add(http::verb::get, "/readyz", [&probe](request_context& ctx) -> awaitable<response> {
    bool ready = false;
    try {
      ready = co_await probe.database_ready();
    } catch (const domain::unavailable_error&) {
      ready = false;
    }
    if (!ready) co_return failure_response(ctx.req, {domain::error_code::unavailable, "Database unavailable"});
    co_return json_response(ctx.req, http::status::ok, std::string(R"({"status":"ready"})"));
  });
}

}  // namespace marine::api
