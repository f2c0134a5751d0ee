#include "api/controllers/controllers.hpp"
#include "api/feeds/site_paths.hpp"
#include "api/feeds/xml_text.hpp"

#include <map>

namespace marine::api {
namespace {

// "2026-06-01T08:00:00.250Z" → "2026-06-01T08:00:00Z" (sitemaps take W3C datetimes).
std::string w3c_time(std::string_view iso)
{
  const auto dot = iso.find('.');
  return dot == std::string_view::npos ? std::string(iso) : std::string(iso.substr(0, dot)) + "Z";
}

// One <url> per page and language, each naming the page in every language (and x-default,
// the English page) as xhtml:link alternates, as search engines read them.
std::string sitemap(const std::string& site_url, const std::vector<domain::product>& visible)
{
  std::string newest;
  std::map<std::string, std::string> newest_in;  // category slug → newest product time
  for (const auto& p : visible) {
    newest = std::max(newest, p.timestamp);
    auto& n = newest_in[p.category];
    n = std::max(n, p.timestamp);
  }
  std::string xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                    "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                    "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n";
  auto url = [&](const std::string& english_path, const std::string& modified) {
    std::string alternates;
    for (const auto& [hreflang, path] : alternates_of(english_path))
      alternates += "<xhtml:link rel=\"alternate\" hreflang=\"" + std::string(hreflang) + "\" href=\"" +
                    xml_text(site_url + path) + "\"/>";
    for (const auto& path : {english_path, arabic_path(english_path)}) {
      xml += "  <url><loc>" + xml_text(site_url + path) + "</loc>";
      if (!modified.empty()) xml += "<lastmod>" + w3c_time(modified) + "</lastmod>";
      xml += alternates + "</url>\n";
    }
  };
  url("/", newest);
  url("/contact", "");
  for (const auto c : domain::all_categories) {
    const std::string slug(domain::slug(c));
    url("/category/" + slug, newest_in[slug]);
  }
  for (const auto& p : visible) url("/product/" + p.id, p.timestamp);
  return xml + "</urlset>\n";
}

}  // namespace

void add_sitemap_routes(router& routes, domain::catalogue_service& catalogue, public_read_cache* cache,
                        std::string site_url)
{
  routes.add(http::verb::get, "/robots.txt", [url = site_url](request_context& ctx) -> awaitable<response> {
    response res{http::status::ok, ctx.req.version()};
    res.set(http::field::content_type, "text/plain; charset=utf-8");
    res.set(http::field::cache_control, "public, max-age=3600");
    res.keep_alive(ctx.req.keep_alive());
    res.body() = robots_txt(url);
    co_return res;
  });

  // Built once per catalogue change, like the product lists it is made of (a crawler's
  // visits, or anyone's, cost a lookup, not a read of every product: docs/security.md,
  // "The read cache").
  cached_read read = [&catalogue, url = std::move(site_url)](request_context&) -> awaitable<domain::result<std::string>> {
    co_return sitemap(url, co_await catalogue.list_products(domain::viewer{}));
  };
  constexpr auto xml = "application/xml; charset=utf-8";
  routes.add(http::verb::get, "/sitemap.xml",
             cache ? cache->cached(read_scope::kind::product_lists, std::move(read), xml) : uncached(std::move(read), xml));
}

}  // namespace marine::api
