#pragma once
// The site's public addresses as the sitemap, robots.txt and the feeds name them: each page
// in English and under /ar in Arabic (docs/arabic.md). The pages themselves are the page
// server's (docs/first-paint.md); these name them only.

#include <array>
#include <string>
#include <string_view>

namespace marine::api {

// The Arabic page's path: "/" → "/ar", "/contact" → "/ar/contact".
std::string arabic_path(std::string_view english_path);

// A page in one language, as hreflang names it: "en", "ar", or "x-default" (the page for
// everyone else, the English one).
struct alternate {
  std::string_view hreflang;
  std::string path;
};
std::array<alternate, 3> alternates_of(std::string_view english_path);

// robots.txt: the staff area stays out of search engines; the sitemap is named.
std::string robots_txt(std::string_view site_url);

}  // namespace marine::api
