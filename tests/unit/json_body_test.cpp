#include "api/json/body.hpp"
#include "api/json/duplicate_keys.hpp"

#include <gtest/gtest.h>

namespace marine::api {
namespace {

request json_request(std::string body, std::string_view type = "application/json")
{
  request req{http::verb::post, "/x", 11};
  if (!type.empty()) req.set(http::field::content_type, type);
  req.body() = std::move(body);
  return req;
}

TEST(parse_json_object, accepts_an_object_with_a_json_content_type)
{
  EXPECT_TRUE(parse_json_object(json_request(R"({"a":1})")));
  EXPECT_TRUE(parse_json_object(json_request(R"({"a":1})", "application/json; charset=utf-8")));
  EXPECT_TRUE(parse_json_object(json_request(R"({})", "Application/JSON")));
}

TEST(parse_json_object, other_content_types_are_415)
{
  for (auto type : {"", "text/plain", "application/x-www-form-urlencoded", "application/jsonx"}) {
    auto r = parse_json_object(json_request("{}", type));
    ASSERT_FALSE(r) << type;
    EXPECT_EQ(r.error().code, domain::error_code::unsupported_media_type) << type;
  }
}

TEST(parse_json_object, malformed_deep_or_non_object_bodies_are_400)
{
  const std::string deep = std::string(100, '[') + std::string(100, ']');
  for (const std::string& body : {std::string(""), std::string("{"), std::string("[1]"), std::string("\"s\""),
                                  std::string("{\"a\":1}x"), std::string("{\"a\":\"\xff\"}"), "{\"a\":" + deep + "}"}) {
    auto r = parse_json_object(json_request(body));
    ASSERT_FALSE(r) << body.substr(0, 20);
    EXPECT_EQ(r.error().code, domain::error_code::invalid_input) << body.substr(0, 20);
  }
}

TEST(json_fields, reads_typed_values_and_reports_wrong_types)
{
  auto obj = *parse_json_object(json_request(R"({"s":"x","b":true,"i":3,"d":2.0,"bad":1.5,"n":null,"wrong":5})"));
  json_fields f(obj);
  EXPECT_EQ(f.string("s"), "x");
  EXPECT_EQ(f.boolean("b"), true);
  EXPECT_EQ(f.integer("i"), 3);
  EXPECT_EQ(f.integer("d"), 2);
  EXPECT_FALSE(f.string("missing"));
  EXPECT_FALSE(f.string("n"));
  EXPECT_TRUE(f.ok());
  EXPECT_FALSE(f.integer("bad"));
  EXPECT_FALSE(f.string("wrong"));
  EXPECT_FALSE(f.boolean("s"));
  ASSERT_EQ(f.errors().size(), 3u);
  EXPECT_EQ(f.errors()[0].message, "bad must be a whole number");
  EXPECT_EQ(f.failure().message, "bad must be a whole number");
}

TEST(json_fields, integers_out_of_range_are_field_errors)
{
  auto obj = *parse_json_object(json_request(R"({"a":1e20,"b":-1e300,"c":9223372036854775808,"d":-0.0,"e":4.5})"));
  json_fields f(obj);
  for (const auto* key : {"a", "b", "c", "e"}) EXPECT_FALSE(f.integer(key)) << key;
  EXPECT_EQ(f.integer("d"), 0);
  EXPECT_EQ(f.errors().size(), 4u);
}

TEST(json_duplicate_keys, finds_a_key_twice_in_one_object_only)
{
  EXPECT_TRUE(has_duplicate_keys(R"({"a":1,"a":2})"));
  EXPECT_TRUE(has_duplicate_keys(R"({"x":{"b":1,"c":2,"b":3}})"));
  EXPECT_TRUE(has_duplicate_keys(R"({"a\u0062":1,"ab":2})"));  // the same key once unescaped
  EXPECT_FALSE(has_duplicate_keys(R"({"a":{"a":1},"b":[{"x":1},{"x":2}]})"));
  EXPECT_FALSE(has_duplicate_keys(R"({"A":1,"a":2})"));
  EXPECT_FALSE(has_duplicate_keys(R"([1,2,3])"));
}

TEST(parse_json_object, refuses_duplicate_keys)
{
  const auto r = parse_json_object(json_request(R"({"isVisible":false,"isVisible":true})"));
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, domain::error_code::invalid_input);
}

}  // namespace
}  // namespace marine::api
