#include "api/controllers/controllers.hpp"
#include "api/http/responses.hpp"

#include <fmt/format.h>

namespace marine::api {

void add_health_routes(router& routes, domain::health_probe& probe, std::shared_ptr<page_renderer> renderer)
{
  // Liveness: the process answers. Never touches the database.
  routes.add(http::verb::get, "/healthz", [](request_context& ctx) -> awaitable<response> {
    co_return json_response(ctx.req, http::status::ok, std::string(R"({"status":"ok"})"));
  });

  // Readiness: the database answers too. Load balancers stop sending traffic on 503. The page
  // renderer's state is reported beside it but never makes the instance unready: without it
  // the pages are served without their rendered markup, and the browser renders them.
  routes.add(http::verb::get, "/readyz", [&probe, renderer](request_context& ctx) -> awaitable<response> {
    bool ready = false;
    try {
      ready = co_await probe.database_ready();
    } catch (const domain::unavailable_error&) {
      ready = false;
    }
    if (!ready) co_return failure_response(ctx.req, {domain::error_code::unavailable, "Database unavailable"});
    if (!renderer) co_return json_response(ctx.req, http::status::ok, std::string(R"({"status":"ready"})"));
    const char* rendering = co_await renderer->healthy() ? "up" : "down";
    co_return json_response(ctx.req, http::status::ok, fmt::format(R"({{"status":"ready","renderer":"{}"}})", rendering));
  });
}

}  // namespace marine::api
