#include "api/http/origin_guard.hpp"

#include "api/http/responses.hpp"

namespace marine::api {

std::optional<response> origin_guard::refuse(const request& req) const
{
  const auto method = req.method();
  const bool changes_state = method == http::verb::post || method == http::verb::put ||
                             method == http::verb::patch || method == http::verb::delete_;
  if (!changes_state) return std::nullopt;
  const auto origin = req[http::field::origin];
  if (origin.empty() || cors_.allows(origin)) return std::nullopt;
  return message_response(req, http::status::forbidden, "Origin not allowed");
}

}  // namespace marine::api
