#include "api/http/request_target.hpp"
#include "api/http/router.hpp"

#include <gtest/gtest.h>

namespace marine::api {
namespace {

handler noop()
{
  return [](request_context& ctx) -> awaitable<response> { co_return response{http::status::ok, ctx.req.version()}; };
}

class router_test : public ::testing::Test {
 protected:
  void SetUp() override
  {
    r.add(http::verb::get, "/api/products", noop());
    r.add(http::verb::post, "/api/products", noop());
    r.add(http::verb::get, "/api/products/recent/:n", noop());
    r.add(http::verb::get, "/api/products/:id", noop());
    r.add(http::verb::patch, "/api/products/:id", noop());
    r.add(http::verb::get, "/api/banners/active", noop());
    r.add(http::verb::patch, "/api/banners/:id", noop());
  }
  router r;
};

TEST_F(router_test, matches_literal_path)
{
  auto m = r.match(http::verb::get, {"api", "products"});
  ASSERT_EQ(m.result, route_match::outcome::found);
  EXPECT_EQ(m.matched->method, http::verb::get);
  EXPECT_TRUE(m.params.empty());
}

TEST_F(router_test, captures_parameters_by_name)
{
  auto m = r.match(http::verb::get, {"api", "products", "recent", "6"});
  ASSERT_EQ(m.result, route_match::outcome::found);
  ASSERT_EQ(m.params.size(), 1u);
  EXPECT_EQ(m.params[0].first, "n");
  EXPECT_EQ(m.params[0].second, "6");
}

TEST_F(router_test, literal_route_wins_over_capture)
{
  // "/api/banners/active" must not be taken for PATCH /api/banners/:id's path with GET.
  auto m = r.match(http::verb::get, {"api", "banners", "active"});
  ASSERT_EQ(m.result, route_match::outcome::found);
  EXPECT_TRUE(m.params.empty());
}

TEST_F(router_test, unknown_path_is_not_found)
{
  EXPECT_EQ(r.match(http::verb::get, {"api", "nothing"}).result, route_match::outcome::not_found);
  EXPECT_EQ(r.match(http::verb::get, {}).result, route_match::outcome::not_found);
  EXPECT_EQ(r.match(http::verb::get, {"api", "products", "a", "b", "c"}).result, route_match::outcome::not_found);
}

TEST_F(router_test, empty_segment_does_not_fill_a_capture)
{
  // "/api/products/" splits into a trailing empty segment.
  EXPECT_EQ(r.match(http::verb::get, {"api", "products", ""}).result, route_match::outcome::not_found);
}

TEST(router, a_rest_capture_keeps_a_trailing_slash_but_no_empty_segment_inside)
{
  router r;
  r.add(http::verb::get, "/_page/*path", noop());
  const auto m = r.match(http::verb::get, {"_page", "category", ""});
  ASSERT_EQ(m.result, route_match::outcome::found);
  EXPECT_EQ(m.params, (std::vector<std::pair<std::string, std::string>>{{"path", "category/"}}));
  EXPECT_EQ(r.match(http::verb::get, {"_page", "a", "", "b"}).result, route_match::outcome::not_found);
  EXPECT_EQ(r.match(http::verb::get, {"_page"}).result, route_match::outcome::not_found);
  EXPECT_EQ(r.match(http::verb::get, {"_page", ""}).result, route_match::outcome::not_found);
}

TEST_F(router_test, wrong_method_lists_the_allowed_ones)
{
  auto m = r.match(http::verb::delete_, {"api", "products"});
  ASSERT_EQ(m.result, route_match::outcome::method_not_allowed);
  EXPECT_EQ(m.allow, "GET, HEAD, POST, OPTIONS");
}

TEST_F(router_test, head_is_answered_by_get)
{
  auto m = r.match(http::verb::head, {"api", "products", "p1"});
  ASSERT_EQ(m.result, route_match::outcome::found);
  EXPECT_EQ(m.matched->method, http::verb::get);
}

TEST(split_pattern, ignores_repeated_and_edge_slashes)
{
  EXPECT_EQ(split_pattern("/api//products/"), (std::vector<std::string>{"api", "products"}));
  EXPECT_TRUE(split_pattern("/").empty());
}

// A channel calendar's export link holds the vessel's secret: the access log never keeps it.
TEST(loggable_path, hides_the_calendar_secret_and_nothing_else)
{
  EXPECT_EQ(loggable_path("/calendars/product_2000/0123456789abcdef0123456789abcdef.ics"), "/calendars/product_2000/[secret]");
  EXPECT_EQ(loggable_path("/calendars/product_2000"), "/calendars/product_2000");
  EXPECT_EQ(loggable_path("/api/products/product_2000"), "/api/products/product_2000");
}

}  // namespace
}  // namespace marine::api
