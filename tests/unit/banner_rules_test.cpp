#include "domain/catalogue/banner_service.hpp"
#include "fixture_json.hpp"

#include <gtest/gtest.h>

namespace marine::domain {
namespace {

// The limit and its message are those of tests/fixtures/banner_limit.json, which the SPA's
// constant and the database's trigger are held to as well (frontend/src/config/site.test.ts,
// integration/banner_limit_test.cpp).
TEST(banner_limit, is_the_shared_fixture)
{
  const auto fixture = marine::testing::read_fixture("banner_limit.json");
  EXPECT_EQ(max_banners, fixture.at("maxBanners").as_int64());
  EXPECT_EQ(std::string(banner_limit_message), marine::testing::str(fixture.at("message")));
  // The message names the limit: the two cannot part.
  EXPECT_TRUE(std::string(banner_limit_message).starts_with("Maximum " + std::to_string(max_banners) + " banners"));
}

TEST(build_banner, button_link_may_be_empty_a_site_path_or_https)
{
  for (auto ok : {"", "/", "/category/marine-spares", "https://example.com/offer"}) {
    banner_input in;
    in.title = in.description = in.button_text = "x";
    in.button_link = ok;
    banner b;
    EXPECT_TRUE(build_banner(in, new_banner_defaults(), b).empty()) << ok;
  }
  for (auto bad : {"/\\evil.example", "http://example.com", "javascript:alert(1)"}) {
    banner_input in;
    in.title = in.description = in.button_text = "x";
    in.button_link = bad;
    banner b;
    EXPECT_EQ(build_banner(in, new_banner_defaults(), b), (std::vector<field_error>{{"buttonLink", "Must be a valid URL"}}))
        << bad;
  }
}

// Limits count characters: 200 'é' (400 bytes) is a title of 200 characters.
TEST(build_banner, text_limits_count_characters_and_refuse_control_characters)
{
  banner_input in;
  in.description = in.button_text = "x";
  std::string title;
  for (int i = 0; i < 200; ++i) title += "\u00e9";
  in.title = title;
  banner b;
  EXPECT_TRUE(build_banner(in, new_banner_defaults(), b).empty());
  in.title = title + "\u00e9";
  EXPECT_EQ(build_banner(in, new_banner_defaults(), b),
            (std::vector<field_error>{{"title", "title must be at most 200 characters"}}));
  in.title = std::string("T\0x", 3);
  EXPECT_EQ(build_banner(in, new_banner_defaults(), b),
            (std::vector<field_error>{{"title", "title must be one line without control characters"}}));
  in.title = "T";
  in.description = "line one\nline two";
  EXPECT_TRUE(build_banner(in, new_banner_defaults(), b).empty()) << "a description may have line breaks";
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
