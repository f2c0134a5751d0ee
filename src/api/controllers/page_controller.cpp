#include "api/cache/public_read_cache.hpp"
#include "api/controllers/controllers.hpp"
#include "api/controllers/respond.hpp"
#include "api/pages/page_cache.hpp"
#include "api/pages/page_meta.hpp"
#include "api/pages/render_input.hpp"
#include "api/render/page_renderer.hpp"

#include <boost/json/parse.hpp>

#include <filesystem>
#include <functional>
#include <fstream>
#include <iterator>
#include <map>
#include <mutex>

namespace marine::api {
namespace {

namespace fs = std::filesystem;

// The built SPA's index.html, read again when the file changes (a new deployment), with a
// version that grows with each reading (the page cache's pages are of one version).
struct page_template {
  std::string html;
  std::uint64_t version = 0;
};

class index_template {
 public:
  explicit index_template(std::string path) : path_(std::move(path)) {}

  std::optional<page_template> get()
  {
    if (path_.empty()) return std::nullopt;
    std::error_code ec;
    const auto modified = fs::last_write_time(path_, ec);
    if (ec) return std::nullopt;
    std::lock_guard lock(mutex_);
    if (!html_ || modified != modified_) {
      std::ifstream in(path_, std::ios::binary);
      std::string html{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
      if (!in.good() && !in.eof()) return std::nullopt;
      html_ = std::move(html);
      modified_ = modified;
      ++version_;
    }
    return page_template{*html_, version_};
  }

 private:
  std::string path_;
  std::mutex mutex_;
  std::optional<std::string> html_;
  fs::file_time_type modified_{};
  std::uint64_t version_ = 0;
};

response html_response(const request& req, const std::string& html, const site_info& site, const page_meta& meta)
{
  response res{meta.status == 404 ? http::status::not_found : http::status::ok, req.version()};
  res.set(http::field::content_type, "text/html; charset=utf-8");
  // The tags follow the catalogue: revalidate every time (the page itself is small).
  res.set(http::field::cache_control, "no-cache");
  res.keep_alive(req.keep_alive());
  res.body() = render_page(html, site, meta);
  return res;
}

// The home page's 'Recently Added' (frontend/src/config/site.ts, RECENT_PRODUCTS).
constexpr int home_recent_products = 6;
// The image of the first banner the carousel shows, from the banners' embedded answer.
std::string first_banner_image(const first_screen& screen)
{
  for (const auto& [path, json] : screen.answers) {
    if (path != "/api/banners/active") continue;
    boost::system::error_code ec;
    const auto banners = boost::json::parse(json, ec);
    if (ec || !banners.is_array() || banners.as_array().empty()) return {};
    const auto* image = banners.as_array().front().is_object() ? banners.as_array().front().as_object().if_contains("image") : nullptr;
    return image && image->is_string() ? std::string(image->as_string()) : std::string();
  }
  return {};
}

// A visitor's answer to GET `path`, for the page to embed: the read cache's entry when it
// holds one (the same bytes the API answers, invalidated with them), else `read` afresh.
// Only the API routes store entries. Nothing when the read fails or the database cannot be
// reached: the page then comes without data, and the SPA asks for it.
template <class Read>
awaitable<void> embed(first_screen& screen, const public_read_cache* cache, std::string path, Read read)
{
  if (const auto entry = cache ? cache->store().find(path) : nullptr) {
    embed_answer(screen, std::move(path), entry->body);
    co_return;
  }
  try {
    auto json = json_text(co_await read());
    if (json) embed_answer(screen, std::move(path), std::move(*json));
  } catch (const domain::unavailable_error&) {
    screen.complete = false;
  }
}

}  // namespace

namespace {

using page_maker = std::function<awaitable<response>(request_context&)>;

// nginx asks for /_page/<path> when a browser or a link preview asks for <path>, and
// serves the plain index.html when this answers anything but 200 or 404. The settings
// are read for every page: a change shows on the next page load, on every instance.
// With a renderer, the page's `#root` holds the SPA's own rendering of it (the browser
// hydrates it); a page rendered so is kept (page_cache.hpp) unless its URL has a query. A
// page whose rendering failed or took too long goes without it (the browser renders it), and
// is not kept: the next visit asks again. Nor is one whose data the database did not give in
// time (a cold start's first search at 100,000 products took longer): rendered without it,
// kept, it would be every visitor's until the catalogue next changed.
struct page_factory {
  std::shared_ptr<index_template> index;
  std::shared_ptr<const std::string> url;
  domain::settings_service& settings;
  std::shared_ptr<page_renderer> renderer;  // null: no rendering (RENDER_URL unset)
  std::shared_ptr<page_cache> pages;

  template <class MakeMeta>
  page_maker operator()(language lang, MakeMeta make_meta) const
  {
    return [index = index, url = url, &settings = settings, renderer = renderer, pages = pages, lang,
            make_meta](request_context& ctx) -> awaitable<response> {
      const auto page = index->get();
      // 503, not 404: nginx then serves its own index.html (a 404 would reach the visitor).
      if (!page) co_return failure_response(ctx.req, {domain::error_code::unavailable, "No page template (SPA_INDEX)"});
      const auto target = page_target(ctx.req.target());
      // Kept: plain paths only. A query (a search, a sort, a filter) renders another page.
      const auto plain = plain_cache_key_of(target);
      const bool keep = renderer && plain && *plain == target;
      const auto version = pages->current(page->version);
      if (keep) {
        if (const auto kept = pages->find(target, version)) co_return page_response(ctx.req, *kept);
      }
      const site_info site{*url, co_await settings.get(), lang};
      auto meta = co_await make_meta(ctx, site);
      if (renderer) {
        if (auto markup = co_await renderer->render(render_request(target, site, meta))) meta.screen.markup = std::move(*markup);
      }
      if (keep && meta.status == 200 && !meta.screen.markup.empty() && meta.screen.complete)
        co_return page_response(ctx.req, *pages->insert(target, render_page(page->html, site, meta), version));
      co_return html_response(ctx.req, page->html, site, meta);
    };
  }
};

// The pages of one language under `prefix` ("/_page" for English, "/_page/ar" for Arabic;
// docs/arabic.md): the same pages, reads and embeds in both.
void add_language_pages(router& routes, const page_factory& page, language lang, const std::string& prefix,
                        domain::catalogue_service& catalogue, const public_read_cache* cache)
{
  routes.add(http::verb::get, prefix, page(lang, [&catalogue, cache](request_context&, const site_info& s) -> awaitable<page_meta> {
               auto meta = home_page(s);
               const auto recent = std::to_string(home_recent_products);
               co_await embed(meta.screen, cache, "/api/products/recent/" + recent,
                              [&] { return catalogue.recent_products(recent); });
               co_await embed(meta.screen, cache, "/api/banners/active",
                              [&] { return catalogue.active_banners(); });
               meta.screen.largest_image = preload_of(first_banner_image(meta.screen));
               co_return meta;
             }));
  routes.add(http::verb::get, prefix + "/contact", page(lang, [](request_context&, const site_info& s) -> awaitable<page_meta> {
               co_return contact_page(s);
             }));
  routes.add(http::verb::get, prefix + "/search", page(lang, [](request_context&, const site_info& s) -> awaitable<page_meta> {
               co_return search_page(s);
             }));
  routes.add(http::verb::get, prefix + "/enquiry", page(lang, [](request_context&, const site_info& s) -> awaitable<page_meta> {
               co_return enquiry_page(s);
             }));
  routes.add(http::verb::get, prefix + "/category/:category",
             page(lang, [&catalogue, cache](request_context& ctx, const site_info& s) -> awaitable<page_meta> {
               const auto slug = ctx.param("category");
               auto meta = category_page(s, slug);
               if (meta.status != 200) co_return meta;
               // The first page of the category's search list, as a visitor's GET answers it
               // (docs/search.md): 24 products at any catalogue size.
               const auto path = "/api/products/search?category=" + std::string(slug);
               co_await embed(meta.screen, cache, path, [&] {
                 return catalogue.search_products({{"category", std::string(slug)}}, domain::viewer{});
               });
               co_return meta;
             }));
  routes.add(http::verb::get, prefix + "/product/:id",
             page(lang, [&catalogue](request_context& ctx, const site_info& s) -> awaitable<page_meta> {
               // Always as a visitor: a preview must never show an invisible product.
               const auto found = co_await catalogue.find_product(ctx.param("id"), domain::viewer{});
               if (!found) co_return not_found_page(s, path_in(s.lang, "/product/" + std::string(ctx.param("id"))));
               auto meta = product_page(s, *found);
               // The product read above is the API's answer: no second read.
               embed_answer(meta.screen, "/api/products/" + found->id, json_of(*found));
               // The gallery's first image: `image`, else the first of `images`
               // (frontend/src/features/product/components/product-details.tsx).
               const auto& main = !found->image.empty() || found->images.empty() ? found->image : found->images.front();
               meta.screen.largest_image = preload_of(main);
               co_return meta;
             }));
}

}  // namespace

void add_page_routes(router& routes, domain::catalogue_service& catalogue, domain::settings_service& settings,
                     const public_read_cache* cache, std::string site_url, std::string index_file,
                     std::shared_ptr<page_renderer> renderer)
{
  const page_factory page{std::make_shared<index_template>(std::move(index_file)),
                          std::make_shared<const std::string>(std::move(site_url)), settings, std::move(renderer),
                          std::make_shared<page_cache>(cache)};
  add_language_pages(routes, page, language::en, "/_page", catalogue, cache);
  add_language_pages(routes, page, language::ar, "/_page/ar", catalogue, cache);

  // Any other page path (/category/a/b, /product/x/y, /category/, /ar/x, /ar/): the site's
  // 404 page in the path's language, never the API's JSON (docs/security.md).
  auto not_found = [](request_context& ctx, const site_info& s) -> awaitable<page_meta> {
    co_return not_found_page(s, "/" + std::string(ctx.param("path")));
  };
  routes.add(http::verb::get, "/_page/*path",
             [english = page(language::en, not_found), arabic = page(language::ar, not_found)](request_context& ctx) {
               return ctx.param("path").starts_with("ar/") ? arabic(ctx) : english(ctx);
             });
}

}  // namespace marine::api
