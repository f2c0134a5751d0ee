#include "api/http/responses.hpp"

#include <boost/json/parse.hpp>
#include <gtest/gtest.h>

namespace marine::api {
namespace {

using domain::error_code;

TEST(status_for, maps_every_domain_error_to_its_status)
{
  const std::pair<error_code, http::status> table[] = {
      {error_code::invalid_input, http::status::bad_request},
      {error_code::not_found, http::status::not_found},
      {error_code::conflict, http::status::conflict},
      {error_code::unauthenticated, http::status::unauthorized},
      {error_code::forbidden, http::status::forbidden},
      {error_code::too_many_requests, http::status::too_many_requests},
      {error_code::payload_too_large, http::status::payload_too_large},
      {error_code::unsupported_media_type, http::status::unsupported_media_type},
      {error_code::unavailable, http::status::service_unavailable},
  };
  for (auto [code, status] : table) EXPECT_EQ(status_for(code), status) << static_cast<int>(code);
}

TEST(failure_response, renders_message_and_field_errors_as_json)
{
  request req{http::verb::post, "/api/products", 11};
  auto res = failure_response(req, domain::invalid_input("Invalid input", {{"name", "Product name is required"}}));
  EXPECT_EQ(res.result(), http::status::bad_request);
  EXPECT_EQ(res[http::field::content_type], "application/json; charset=utf-8");
  auto body = boost::json::parse(res.body());
  EXPECT_EQ(body.at("message"), "Invalid input");
  EXPECT_EQ(body.at("errors").at(0).at("field"), "name");
  EXPECT_EQ(body.at("errors").at(0).at("message"), "Product name is required");
}

TEST(failure_response, omits_errors_when_there_are_none)
{
  request req{http::verb::get, "/x", 11};
  auto res = failure_response(req, domain::not_found("Product not found"));
  EXPECT_EQ(res.body(), R"({"message":"Product not found"})");
}

TEST(message_response, escapes_the_message)
{
  request req{http::verb::get, "/x", 11};
  auto res = message_response(req, http::status::bad_request, "quote \" and \\ backslash");
  EXPECT_EQ(boost::json::parse(res.body()).at("message"), "quote \" and \\ backslash");
}

TEST(json_response, follows_the_request_keep_alive)
{
  request req{http::verb::get, "/x", 11};
  req.keep_alive(false);
  EXPECT_FALSE(json_response(req, http::status::ok, std::string("[]")).keep_alive());
}

}  // namespace
}  // namespace marine::api
