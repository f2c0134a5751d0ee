#include "api/render/page_renderer.hpp"

#include <gtest/gtest.h>

using marine::api::parse_render_url;

TEST(page_renderer, reads_host_and_port_from_render_url)
{
  const auto local = parse_render_url("http://127.0.0.1:8091");
  ASSERT_TRUE(local);
  EXPECT_EQ(local->first, "127.0.0.1");
  EXPECT_EQ(local->second, 8091);
  const auto compose = parse_render_url("http://render:8091/");
  ASSERT_TRUE(compose);
  EXPECT_EQ(compose->first, "render");
  EXPECT_EQ(compose->second, 8091);
}

TEST(page_renderer, refuses_what_is_not_http_host_and_port)
{
  EXPECT_FALSE(parse_render_url(""));
  EXPECT_FALSE(parse_render_url("https://render:8091"));
  EXPECT_FALSE(parse_render_url("http://render"));
  EXPECT_FALSE(parse_render_url("http://render:0"));
  EXPECT_FALSE(parse_render_url("http://render:70000"));
  EXPECT_FALSE(parse_render_url("http://render:80x"));
  EXPECT_FALSE(parse_render_url("http://:8091"));
}
