#include "api/feeds/site_paths.hpp"

namespace marine::api {

std::string arabic_path(std::string_view english_path)
{
  return english_path == "/" ? std::string("/ar") : "/ar" + std::string(english_path);
}

std::array<alternate, 3> alternates_of(std::string_view english_path)
{
  return {{{"en", std::string(english_path)}, {"ar", arabic_path(english_path)}, {"x-default", std::string(english_path)}}};
}

std::string robots_txt(std::string_view site_url)
{
  // /_page/ was nginx's internal address of the same pages (duplicates for a crawler).
  std::string text = "User-agent: *\nDisallow: /admin\nDisallow: /sub-user\nDisallow: /_page\n";
  if (!site_url.empty()) text += "\nSitemap: " + std::string(site_url) + "/sitemap.xml\n";
  return text;
}

}  // namespace marine::api
