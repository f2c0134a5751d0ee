#include "api/http/dispatch.hpp"

#include "api/http/client_address.hpp"
#include "api/http/request_target.hpp"
#include "api/http/origin_guard.hpp"
#include "api/http/responses.hpp"
#include "support/log.hpp"

namespace marine::api {

awaitable<response> dispatch(const dispatch_environment& env, const request& req, const parsed_target& target,
                             const route_match& m, std::string_view remote, body_stream* body, answer_stream* out)
{
  using outcome = route_match::outcome;
  if (cors_policy::is_preflight(req)) {
    if (m.result == outcome::not_found) co_return message_response(req, http::status::not_found, "Not found");
    co_return env.cors.preflight(req, m.allow.empty() ? std::string_view(http::to_string(m.matched->method))
                                                      : std::string_view(m.allow));
  }
  if (m.result == outcome::not_found) co_return message_response(req, http::status::not_found, "Not found");
  if (m.result == outcome::method_not_allowed) {
    auto res = message_response(req, http::status::method_not_allowed, "Method not allowed");
    res.set(http::field::allow, m.allow);
    co_return res;
  }
  if (auto refused = origin_guard(env.cors).refuse(req)) co_return std::move(*refused);
  const std::string client = client_address(req, remote, env.trusted_proxies);
  request_context ctx{req, m.params, target.query, client, {}, {}, body, m.matched->index, out};
  try {
    co_return co_await m.matched->fn(ctx);
  } catch (const domain::failure_error& e) {
    co_return failure_response(req, e.get());
  } catch (const domain::unavailable_error& e) {
    // Debug only: during an outage every request would log a line (the pool, the pipelines
    // and the listener log the outage itself as warnings).
    log::debug("msg=unavailable path={} error={}", log::quote(loggable_path(target.path)), log::quote(e.what()));
    co_return failure_response(req, domain::unavailable());
  } catch (const std::exception& e) {
    // Unexpected: log the detail, show the client nothing of it.
    log::error("msg=handler_failed path={} error={}", log::quote(loggable_path(target.path)), log::quote(e.what()));
  }
  co_return message_response(req, http::status::internal_server_error, "Internal server error");
}

}  // namespace marine::api
