#include "domain/banner_service.hpp"

#include <gtest/gtest.h>

namespace marine::domain {
namespace {

TEST(banner_link, accepts_empty_site_paths_and_http_urls)
{
  for (auto ok : {"", "/", "/category/marine-spares", "https://example.com/offer", "http://example.com"})
    EXPECT_TRUE(is_valid_link(ok)) << ok;
}

TEST(banner_link, refuses_scripts_other_hosts_by_double_slash_and_junk)
{
  for (auto bad : {"javascript:alert(1)", "//evil.example/x", "not a url", "ftp://x.example/", "/a b", "https://"})
    EXPECT_FALSE(is_valid_link(bad)) << bad;
}

TEST(build_banner, fills_the_data_model_defaults)
{
  banner_input in;
  in.title = "Charter";
  in.description = "Charter";
  in.button_text = "Learn More";
  banner b;
  EXPECT_TRUE(build_banner(in, new_banner_defaults(), b).empty());
  EXPECT_EQ(b.background_color, "gradient-ocean");
  EXPECT_EQ(b.icon_class, "fas fa-anchor");
  EXPECT_TRUE(b.is_active);
  EXPECT_EQ(b.display_order, 0);
}

TEST(build_banner, required_fields_have_the_spec_messages)
{
  banner_input in;
  in.background_color = "";
  in.icon_class = " ";
  banner b;
  auto errors = build_banner(in, new_banner_defaults(), b);
  std::vector<std::string> messages;
  for (const auto& e : errors) messages.push_back(e.message);
  EXPECT_EQ(messages, (std::vector<std::string>{"Title is required", "Description is required", "Button text is required",
                                                "Background color is required", "Icon class is required"}));
}

TEST(build_banner, display_order_is_bounded)
{
  banner_input in;
  in.title = in.description = in.button_text = "x";
  banner b;
  in.display_order = -1;
  EXPECT_EQ(build_banner(in, new_banner_defaults(), b).size(), 1u);
  in.display_order = 2;
  EXPECT_TRUE(build_banner(in, new_banner_defaults(), b).empty());
  EXPECT_EQ(b.display_order, 2);
}

}  // namespace
}  // namespace marine::domain
