// The link rule and the image-URL rule (domain/url_rules.hpp); the SPA's copy
// (frontend/src/lib/url-rules.test.ts) is held to the same cases.
#include "domain/url_rules.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace marine::domain {
namespace {

TEST(link_rule, accepts_our_paths_and_https_urls)
{
  for (auto ok : {"/", "/contact", "/category/marine-spares", "/category/vessel-chartering?sort=newest#list",
                  "/product/product_1779171000000", "/contact/", "/%D8%B9%D8%B1%D8%A8%D9%8A", "/عربي",
                  "https://example.com", "https://example.com/offer?x=1", "https://www.example.ae:8443/a",
                  "/?q=anchor%20chain"})
    EXPECT_TRUE(is_valid_link(ok)) << ok;
}

// Each of these is taken by a browser (or React Router) to another host, runs script,
// or carries credentials.
TEST(link_rule, refuses_what_a_browser_resolves_elsewhere)
{
  for (auto bad : {"", "//evil.example", "/\\evil.example", "/\\/evil.example", "/%5Cevil.example", "/%5cevil.example",
                   "/%2F%2Fevil.example", "/%2fevil.example/", "/./\\evil", "/a/../..//evil", "/../evil", "/.",
                   "/javascript:alert(1)", "/javascript%3Aalert(1)", "javascript:alert(1)", "JAVASCRIPT:alert(1)",
                   "data:text/html,x", "http://example.com", "https://user:pass@example.com/",
                   "https://user@example.com/", "https://", "https:///path", "https://exa mple.com", "https:example.com",
                   "ftp://example.com", "not a url", "/a b", "/a\tb", "/a\nb", "/%0aevil", "/%00", "/%", "/%zz",
                   "/a//b", "\\\\evil.example", "https://evil.example\\@good.example", "https://%65vil.example/",
                   "https://HTTPS:%fer", "https://example.com:8a/"})
    EXPECT_FALSE(is_valid_link(bad)) << bad;
  EXPECT_FALSE(is_valid_link(std::string("/a\0b", 4)));
  EXPECT_FALSE(is_valid_link("https://example.com/" + std::string(2100, 'a')));
}

TEST(image_rule, accepts_our_media_files_and_https_urls)
{
  for (auto ok : {"/uploads/demo/a.svg", "/uploads/placeholder.jpg", "/uploads/2026/11/x-y_z.webp",
                  "https://cdn.example.com/a.jpg", "https://cdn.example.com/image?id=7"})
    EXPECT_TRUE(is_valid_image_url(ok)) << ok;
}

TEST(image_rule, refuses_mixed_content_credentials_traversal_and_scripts)
{
  for (auto bad : {"", "http://example.com/a.png", "https://user:pass@host/a.png", "javascript:alert(1)",
                   "data:image/png;base64,AA", "ftp://x.com/a.png", "images/a.png", "/etc/passwd", "/uploads/",
                   "/uploads/../x.png", "/uploads/%2e%2e/x.png", "/uploads/%2E%2E/%2e%2e/etc/passwd",
                   "/uploads/a/%2e%2e/%2e%2e/x.png", "/uploads/.hidden.png", "/uploads/a%2fb/../c.png",
                   "/uploads/a%5Cb.png", "/uploads/a%00.png", "/uploads/x.html", "/uploads/x.png?v=1",
                   "/uploads//x.png", "https://", "https:///a.png", "http://a b.com/x", "https://x.com/a\n.png",
                   "//cdn.example.com/a.png", "/\\cdn.example.com/a.png"})
    EXPECT_FALSE(is_valid_image_url(bad)) << bad;
  EXPECT_FALSE(is_valid_image_url("https://x.com/" + std::string(2100, 'a')));
}

TEST(percent_decode, decodes_pairs_of_hex_digits_only)
{
  EXPECT_EQ(percent_decode("%41b%2f%2F"), "Ab//");
  EXPECT_EQ(percent_decode("plain"), "plain");
  EXPECT_FALSE(percent_decode("%"));
  EXPECT_FALSE(percent_decode("%4"));
  EXPECT_FALSE(percent_decode("a%g1"));
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
