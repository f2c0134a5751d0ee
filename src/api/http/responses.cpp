#include "api/http/responses.hpp"

#include <boost/beast/http/write.hpp>  // operator<< of a header: Beast serializes it
#include <boost/json/serialize.hpp>

#include <sstream>

namespace marine::api {

http::status status_for(domain::error_code code) noexcept
{
  using domain::error_code;
  switch (code) {
    case error_code::invalid_input: return http::status::bad_request;
    case error_code::not_found: return http::status::not_found;
    case error_code::conflict: return http::status::conflict;
    case error_code::unauthenticated: return http::status::unauthorized;
    case error_code::forbidden: return http::status::forbidden;
    case error_code::too_many_requests: return http::status::too_many_requests;
    case error_code::payload_too_large: return http::status::payload_too_large;
    case error_code::unsupported_media_type: return http::status::unsupported_media_type;
    case error_code::unavailable: return http::status::service_unavailable;
  }
  return http::status::internal_server_error;
}

response json_response(const request& req, http::status status, std::string body)
{
  response res{status, req.version()};
  res.set(http::field::content_type, "application/json; charset=utf-8");
  res.keep_alive(req.keep_alive());
  res.body() = std::move(body);
  return res;
}

response json_response(const request& req, http::status status, const boost::json::value& body)
{
  return json_response(req, status, boost::json::serialize(body));
}

response message_response(const request& req, http::status status, std::string_view message)
{
  return json_response(req, status, boost::json::value{{"message", message}});
}

response failure_response(const request& req, const domain::failure& f)
{
  boost::json::object body{{"message", f.message}};
  if (!f.errors.empty()) {
    boost::json::array errors;
    for (const auto& e : f.errors) errors.push_back(boost::json::object{{"field", e.field}, {"message", e.message}});
    body["errors"] = std::move(errors);
  }
  auto res = json_response(req, status_for(f.code), body);
  if (f.retry_after_seconds > 0) res.set(http::field::retry_after, std::to_string(f.retry_after_seconds));
  return res;
}

response no_content(const request& req)
{
  response res{http::status::no_content, req.version()};
  res.keep_alive(req.keep_alive());
  return res;
}

response no_store(response res)
{
  res.set(http::field::cache_control, "no-store");
  return res;
}

void set_standard_headers(response& res)
{
  res.set("X-Content-Type-Options", "nosniff");
  res.set("Referrer-Policy", "no-referrer");  // an API answer has no links to follow
}

std::string serialized_head(const response& res)
{
  std::ostringstream out;
  out << res.base();
  return std::move(out).str();
}

}  // namespace marine::api
