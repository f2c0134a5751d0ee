// The public catalogue feeds (docs/catalogue-io.md, "Feeds"): built once per catalogue
// change and answered from the read cache like the product lists they are made of.
#include "api/controllers/controllers.hpp"
#include "api/feeds/catalogue_feeds.hpp"

namespace marine::api {

void add_feed_routes(router& routes, domain::catalogue_service& catalogue, public_read_cache* cache, std::string site_url)
{
  using feed_writer = std::string (*)(const std::string&, const std::vector<domain::product>&);
  auto add = [&](std::string_view path, feed_writer write, const char* content_type) {
    cached_read read = [&catalogue, site_url, write](request_context&) -> awaitable<domain::result<std::string>> {
      co_return write(site_url, co_await catalogue.list_products(domain::viewer{}));
    };
    routes.add(http::verb::get, path,
               cache ? cache->cached(read_scope::kind::product_lists, std::move(read), content_type)
                     : uncached(std::move(read), content_type));
  };
  add("/feeds/meta.csv", meta_feed_csv, "text/csv; charset=utf-8");
  add("/feeds/meta-ar.csv", meta_arabic_override_csv, "text/csv; charset=utf-8");
  add("/feeds/google.xml", google_feed_xml, "application/xml; charset=utf-8");
}

}  // namespace marine::api
