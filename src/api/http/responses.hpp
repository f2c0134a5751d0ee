#pragma once
// Building responses: JSON bodies and the error format {"message", "errors"?}.

#include "api/http/types.hpp"
#include "domain/rules/error.hpp"

#include <boost/json/value.hpp>

#include <string>
#include <string_view>

namespace marine::api {

// The status every domain error code answers with (tested in tests/unit).
http::status status_for(domain::error_code code) noexcept;

response json_response(const request& req, http::status status, std::string body);
response json_response(const request& req, http::status status, const boost::json::value& body);
response message_response(const request& req, http::status status, std::string_view message);
response failure_response(const request& req, const domain::failure& f);
response no_content(const request& req);
// Never kept by a browser or a proxy (accounts, beacons' answers).
response no_store(response res);

// What every answer carries, whatever made it (the server after each handler, and the
// read cache's ready-made headers): nosniff, and no Referer from an API answer.
void set_standard_headers(response& res);

// The header block Beast writes for `res`: the status line, the fields and the final empty
// line (a ready-made answer's writer puts the X-Request-Id line in that line's place).
std::string serialized_head(const response& res);

}  // namespace marine::api
