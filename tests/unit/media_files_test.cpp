#include "api/http/router.hpp"
#include "domain/rules/media_path.hpp"

#include <gtest/gtest.h>

namespace marine::api {
namespace {

using domain::is_safe_media_path;
using domain::media_content_type;

TEST(media_path, accepts_plain_relative_paths)
{
  EXPECT_TRUE(is_safe_media_path("demo/anchor.svg"));
  EXPECT_TRUE(is_safe_media_path("a1b2c3.webp"));
  EXPECT_TRUE(is_safe_media_path("2026/11/x-y_z.png"));
}

TEST(media_path, refuses_traversal_hidden_and_odd_names)
{
  using namespace std::string_view_literals;
  const std::string_view bad[] = {""sv,          "../etc/passwd"sv, "demo/../../x.png"sv, "./x.png"sv,
                                  ".hidden.png"sv, "demo/.git/config"sv, "a//b.png"sv,     "/abs.png"sv,
                                  "trailing/"sv, "back\\slash.png"sv, "nul\0.png"sv,      "tab\t.png"sv};
  for (auto path : bad) EXPECT_FALSE(is_safe_media_path(path)) << path;
  EXPECT_FALSE(is_safe_media_path(std::string(600, 'a')));
}

TEST(media_type, maps_image_extensions_only)
{
  EXPECT_EQ(media_content_type("x.png"), "image/png");
  EXPECT_EQ(media_content_type("x.JPG"), "image/jpeg");
  EXPECT_EQ(media_content_type("x.jpeg"), "image/jpeg");
  EXPECT_EQ(media_content_type("x.gif"), "image/gif");
  EXPECT_EQ(media_content_type("x.webp"), "image/webp");
  EXPECT_EQ(media_content_type("demo/x.svg"), "image/svg+xml");
  EXPECT_FALSE(media_content_type("x.html"));
  EXPECT_FALSE(media_content_type("x.png.php"));
  EXPECT_FALSE(media_content_type("noext"));
}

TEST(router_rest_capture, joins_the_remaining_segments)
{
  router r;
  r.add(http::verb::get, "/uploads/*path",
        [](request_context& ctx) -> awaitable<response> { co_return response{http::status::ok, ctx.req.version()}; });
  auto m = r.match(http::verb::get, {"uploads", "demo", "a.svg"});
  ASSERT_EQ(m.result, route_match::outcome::found);
  EXPECT_EQ(m.params.at(0).second, "demo/a.svg");
  EXPECT_EQ(r.match(http::verb::get, {"uploads"}).result, route_match::outcome::not_found);
  EXPECT_EQ(r.match(http::verb::get, {"uploads", ""}).result, route_match::outcome::not_found);
}

}  // namespace
}  // namespace marine::api
