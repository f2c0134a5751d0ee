// The link rule and the image-URL rule (domain/rules/url_rules.hpp) follow the case table of
// tests/fixtures/url_rules.json, which the SPA's copy (frontend/src/lib/url-rules.test.ts)
// follows too: a case cannot hold in one language and drift in the other.
#include "domain/rules/url_rules.hpp"
#include "fixture_json.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace marine::domain {
namespace {

using marine::testing::str;

const boost::json::value& fixture()
{
  static const auto doc = marine::testing::read_fixture("url_rules.json");
  return doc;
}

// A case: a string, or {prefix, repeat, count} (the over-long ones).
std::string case_text(const boost::json::value& c)
{
  if (c.is_string()) return str(c);
  auto out = str(c.at("prefix"));
  for (auto n = c.at("count").as_int64(); n > 0; --n) out += str(c.at("repeat"));
  return out;
}

std::vector<std::string> cases(const char* rule, const char* outcome)
{
  std::vector<std::string> out;
  for (const auto& c : fixture().at(rule).at(outcome).as_array()) out.push_back(case_text(c));
  return out;
}

TEST(link_rule, accepts_our_paths_and_https_urls)
{
  const auto ok = cases("link", "accepted");
  ASSERT_FALSE(ok.empty());
  for (const auto& link : ok) EXPECT_TRUE(is_valid_link(link)) << link;
}

// Each of these is taken by a browser (or React Router) to another host, runs script,
// or carries credentials.
TEST(link_rule, refuses_what_a_browser_resolves_elsewhere)
{
  const auto bad = cases("link", "refused");
  ASSERT_FALSE(bad.empty());
  for (const auto& link : bad) EXPECT_FALSE(is_valid_link(link)) << link;
}

TEST(image_rule, accepts_our_media_files_and_https_urls)
{
  const auto ok = cases("image", "accepted");
  ASSERT_FALSE(ok.empty());
  for (const auto& url : ok) EXPECT_TRUE(is_valid_image_url(url)) << url;
}

TEST(image_rule, refuses_mixed_content_credentials_traversal_and_scripts)
{
  const auto bad = cases("image", "refused");
  ASSERT_FALSE(bad.empty());
  for (const auto& url : bad) EXPECT_FALSE(is_valid_image_url(url)) << url;
}

TEST(percent_decode, decodes_pairs_of_hex_digits_only)
{
  const auto& all = fixture().at("percentDecode").as_array();
  ASSERT_FALSE(all.empty());
  for (const auto& c : all) {
    const auto text = str(c.at("text"));
    const auto& decoded = c.at("decoded");
    if (decoded.is_null()) EXPECT_FALSE(percent_decode(text)) << text;
    else EXPECT_EQ(percent_decode(text), std::optional(str(decoded))) << text;
  }
}

// The site's own full URL of a media file is stored as its path, whatever its scheme.
TEST(url_rules, own_media_path)
{
  const std::vector<std::string> own = {"http://127.0.0.1:8080", "https://marine.example"};
  EXPECT_EQ(own_media_path("http://127.0.0.1:8080/uploads/a.jpg", own), "/uploads/a.jpg");
  EXPECT_EQ(own_media_path("HTTPS://Marine.Example/uploads/x/b.webp", own), "/uploads/x/b.webp");
  for (const auto* other : {"http://127.0.0.1:80800/uploads/a.jpg", "http://127.0.0.1:8080/admin/a.jpg",
                            "http://127.0.0.1:8080/uploads/", "https://marine.example.evil/uploads/a.jpg",
                            "http://evil.example/uploads/a.jpg", "/uploads/a.jpg", ""}) {
    EXPECT_FALSE(own_media_path(other, own)) << other;
  }
  EXPECT_FALSE(own_media_path("http://127.0.0.1:8080/uploads/a.jpg", std::vector<std::string>{}));
  std::string url = "http://127.0.0.1:8080/uploads/a.jpg";
  use_own_media_path(url, own);
  EXPECT_EQ(url, "/uploads/a.jpg");
}

}  // namespace
}  // namespace marine::domain
