#include "api/http/cors.hpp"

#include <gtest/gtest.h>

namespace marine::api {
namespace {

const cors_policy policy({"http://127.0.0.1:8080", "https://www.example.ae"});

request from(std::string_view origin, http::verb method = http::verb::get)
{
  request req{method, "/api/products", 11};
  if (!origin.empty()) req.set(http::field::origin, origin);
  return req;
}

TEST(cors, allowed_origin_gets_credentials_headers)
{
  response res{http::status::ok, 11};
  policy.decorate(from("https://www.example.ae"), res);
  EXPECT_EQ(res[http::field::access_control_allow_origin], "https://www.example.ae");
  EXPECT_EQ(res[http::field::access_control_allow_credentials], "true");
  EXPECT_EQ(res[http::field::vary], "Origin");
}

TEST(cors, other_origins_and_lookalikes_get_nothing_but_vary)
{
  for (auto origin : {"https://evil.example", "https://www.example.ae.evil.example", "http://www.example.ae", "null", ""}) {
    response res{http::status::ok, 11};
    policy.decorate(from(origin), res);
    EXPECT_EQ(res.count(http::field::access_control_allow_origin), 0u) << origin;
    EXPECT_EQ(res.count(http::field::access_control_allow_credentials), 0u) << origin;
    EXPECT_EQ(res[http::field::vary], "Origin");
  }
}

TEST(cors, vary_keeps_what_the_handler_varies_on)
{
  response res{http::status::ok, 11};
  res.set(http::field::vary, "Accept-Encoding");
  policy.decorate(from(""), res);
  EXPECT_EQ(res[http::field::vary], "Accept-Encoding, Origin");
  policy.decorate(from(""), res);
  EXPECT_EQ(res[http::field::vary], "Accept-Encoding, Origin");
}

TEST(cors, preflight_for_allowed_origin_is_204_with_methods)
{
  auto req = from("http://127.0.0.1:8080", http::verb::options);
  req.set(http::field::access_control_request_method, "PATCH");
  ASSERT_TRUE(cors_policy::is_preflight(req));
  auto res = policy.preflight(req, "GET, PATCH");
  EXPECT_EQ(res.result(), http::status::no_content);
  EXPECT_EQ(res[http::field::access_control_allow_methods], "GET, PATCH");
  EXPECT_EQ(res[http::field::access_control_allow_headers], "Content-Type");
  EXPECT_EQ(res[http::field::access_control_allow_origin], "http://127.0.0.1:8080");
}

TEST(cors, preflight_for_unknown_origin_is_refused)
{
  auto req = from("https://evil.example", http::verb::options);
  req.set(http::field::access_control_request_method, "POST");
  auto res = policy.preflight(req, "GET, POST");
  EXPECT_EQ(res.result(), http::status::forbidden);
  EXPECT_EQ(res.count(http::field::access_control_allow_origin), 0u);
}

TEST(cors, plain_options_is_not_a_preflight)
{
  EXPECT_FALSE(cors_policy::is_preflight(from("http://127.0.0.1:8080", http::verb::options)));
}

}  // namespace
}  // namespace marine::api
