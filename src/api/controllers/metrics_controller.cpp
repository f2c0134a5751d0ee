#include "api/controllers/controllers.hpp"
#include "api/http/responses.hpp"

namespace marine::api {

void add_metrics_route(router& routes, const request_metrics& metrics, std::string token)
{
  // For Prometheus on the private network. nginx answers /metrics with 404 on the public
  // origin; METRICS_TOKEN also guards it where the API port itself is reachable.
  routes.add(http::verb::get, "/metrics", [&metrics, token = std::move(token)](request_context& ctx) -> awaitable<response> {
    if (!metrics_token_accepts(token, ctx.req[http::field::authorization])) {
      auto res = message_response(ctx.req, http::status::unauthorized, "Metrics token required");
      res.set(http::field::www_authenticate, "Bearer realm=\"metrics\"");
      co_return res;
    }
    response res{http::status::ok, ctx.req.version()};
    res.set(http::field::content_type, "text/plain; version=0.0.4; charset=utf-8");
    res.set(http::field::cache_control, "no-store");
    res.body() = metrics.render();
    co_return res;
  });
}

}  // namespace marine::api
