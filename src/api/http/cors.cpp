#include "api/http/cors.hpp"

#include "api/http/responses.hpp"

#include <algorithm>

namespace marine::api {

bool cors_policy::allows(std::string_view origin) const noexcept
{
  return std::find(allowed_.begin(), allowed_.end(), origin) != allowed_.end();
}

void cors_policy::decorate(const request& req, response& res) const
{
  // Keep what the handler varies on (the read cache: Accept-Encoding).
  const auto vary = res[http::field::vary];
  if (vary.empty())
    res.set(http::field::vary, "Origin");
  else if (vary.find("Origin") == std::string_view::npos)
    res.set(http::field::vary, std::string(vary) + ", Origin");
  const auto origin = req[http::field::origin];
  if (origin.empty() || !allows(origin)) return;
  res.set(http::field::access_control_allow_origin, origin);
  res.set(http::field::access_control_allow_credentials, "true");
}

void add_server_headers(const cors_policy& cors, const request& req, response& res)
{
  cors.decorate(req, res);
  set_standard_headers(res);
}

bool cors_policy::is_preflight(const request& req)
{
  return req.method() == http::verb::options && req.count(http::field::access_control_request_method) > 0;
}

response cors_policy::preflight(const request& req, std::string_view allowed_methods) const
{
  const auto origin = req[http::field::origin];
  if (origin.empty() || !allows(origin)) {
    auto res = message_response(req, http::status::forbidden, "Origin not allowed");
    res.set(http::field::vary, "Origin");
    return res;
  }
  auto res = no_content(req);
  decorate(req, res);
  res.set(http::field::access_control_allow_methods, allowed_methods);
  res.set(http::field::access_control_allow_headers, "Content-Type");
  res.set(http::field::access_control_max_age, "600");
  return res;
}

}  // namespace marine::api
