#pragma once
// What a routed request is answered: CORS preflight, 404 and 405, the origin guard, then
// the route's handler behind the exception barrier that turns a failure into its status
// (status_for) and anything unexpected into an opaque 500.

#include "api/http/body_stream.hpp"
#include "api/http/cors.hpp"
#include "api/http/request_target.hpp"
#include "api/http/router.hpp"
#include "support/ip_ranges.hpp"

#include <string_view>
#include <vector>

namespace marine::api {

struct dispatch_environment {
  const cors_policy& cors;
  // Peers whose X-Real-IP / X-Forwarded-For name the client (client_address.hpp).
  const std::vector<ip_range>& trusted_proxies;
};

awaitable<response> dispatch(const dispatch_environment& env, const request& req, const parsed_target& target,
                             const route_match& m, std::string_view remote, body_stream* body,
                             answer_stream* out = nullptr);

}  // namespace marine::api
