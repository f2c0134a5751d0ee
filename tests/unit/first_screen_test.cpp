#include "api/pages/first_screen.hpp"
#include "domain/rules/media_path.hpp"

#include <gtest/gtest.h>

namespace marine::api {
namespace {

const std::string upload = "/uploads/images/0123456789abcdef0123456789abcdef.webp";

TEST(uploaded_image_stem, is_the_hash_path_of_our_uploads_only)
{
  EXPECT_EQ(domain::uploaded_image_stem(upload), "/uploads/images/0123456789abcdef0123456789abcdef");
  EXPECT_FALSE(domain::uploaded_image_stem("/uploads/images/0123456789ABCDEF0123456789abcdef.webp"));
  EXPECT_FALSE(domain::uploaded_image_stem("/uploads/images/0123456789abcdef0123456789abcde.webp"));
  EXPECT_FALSE(domain::uploaded_image_stem("/uploads/placeholder.jpg"));
  EXPECT_FALSE(domain::uploaded_image_stem("https://example.com/uploads/images/0123456789abcdef0123456789abcdef.webp"));
}

TEST(first_screen, preloads_an_image_shown_as_it_is_but_not_an_upload_with_sizes)
{
  ASSERT_TRUE(preload_of("/uploads/placeholder.jpg"));
  EXPECT_EQ(preload_of("/uploads/placeholder.jpg")->href, "/uploads/placeholder.jpg");
  EXPECT_FALSE(preload_of(upload));  // the <img> picks its width itself
  EXPECT_FALSE(preload_of(""));
}

TEST(first_screen, json_in_a_script_cannot_end_it_or_break_a_line)
{
  EXPECT_EQ(script_safe(R"({"a":"</script><!--"})"), R"({"a":"\u003c/script>\u003c!--"})");
  EXPECT_EQ(script_safe("\"x\xE2\x80\xA8y\xE2\x80\xA9z\""), R"("x\u2028y\u2029z")");
  EXPECT_EQ(script_safe("\"\xE2\x80\x94\""), "\"\xE2\x80\x94\"");  // an em dash stays as it is
}

TEST(first_screen, tags_embed_the_answers_by_path_and_the_preload)
{
  first_screen screen;
  embed_answer(screen, "/api/banners/active", "[]");
  embed_answer(screen, "/api/products/p_1", R"({"name":"<b>"})");
  screen.largest_image = preload_of("/uploads/demo/b1.svg");
  const auto tags = first_screen_tags(screen);
  EXPECT_NE(tags.find(R"(<script type="application/json" id="page-data">{"/api/banners/active":[],"/api/products/p_1":{"name":"\u003cb>"}}</script>)"),
            std::string::npos)
      << tags;
  EXPECT_NE(tags.find(R"(<link rel="preload" as="image" fetchpriority="high" href="/uploads/demo/b1.svg" />)"),
            std::string::npos);
  EXPECT_EQ(first_screen_tags({}), "");
}

TEST(first_screen, stops_embedding_beyond_its_byte_budget)
{
  first_screen screen;
  embed_answer(screen, "/a", std::string(max_embedded_bytes - 10, 'x'));
  embed_answer(screen, "/b", std::string(20, 'y'));
  embed_answer(screen, "/c", "[]");
  ASSERT_EQ(screen.answers.size(), 2u);
  EXPECT_EQ(screen.answers[1].first, "/c");
}

}  // namespace
}  // namespace marine::api
