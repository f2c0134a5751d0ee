#include "api/controllers/controllers.hpp"
#include "api/controllers/respond.hpp"
#include "api/http/query_string.hpp"
#include "api/http/responses.hpp"
#include "api/json/search_json.hpp"

namespace marine::api {
namespace {

// More than the search has (docs/search.md) is a malformed query.
constexpr std::size_t max_search_parameters = 20;

}  // namespace

void add_catalogue_routes(router& routes, domain::catalogue_service& catalogue, const auth_guard& guard,
                          public_read_cache* cache)
{
  using kind = read_scope::kind;
  auto cached = [cache](kind what, cached_read read) {
    return cache ? cache->cached(what, std::move(read)) : uncached(std::move(read));
  };

  // Staff see invisible products too: these two routes recognise a session if there is one
  // (and then get the staff's own cached answers).
  routes.add(http::verb::get, "/api/products",
             guard(access::visitor_or_staff,
                   cached(kind::product_lists, [&catalogue](request_context& ctx) -> awaitable<domain::result<std::string>> {
                     co_return json_of(co_await catalogue.list_products(ctx.viewer));
                   })));

  routes.add(http::verb::get, "/api/products/recent/:n",
             cached(kind::product_lists, [&catalogue](request_context& ctx) -> awaitable<domain::result<std::string>> {
               co_return json_text(co_await catalogue.recent_products(ctx.param("n")));
             }));

  routes.add(http::verb::get, "/api/products/category/:category",
             cached(kind::product_lists, [&catalogue](request_context& ctx) -> awaitable<domain::result<std::string>> {
               co_return json_text(co_await catalogue.products_in_category(ctx.param("category")));
             }));

  // Never through the read cache: its key is the path alone, and each query is its own answer.
  routes.add(http::verb::get, "/api/products/search",
             guard(access::visitor_or_staff, [&catalogue](request_context& ctx) -> awaitable<response> {
               const auto params = query_parameters_of(ctx.query, max_search_parameters, true);
               if (!params) co_return failure_response(ctx.req, domain::invalid_input("Malformed query string"));
               const auto page = co_await catalogue.search_products(*params, ctx.viewer);
               if (!page) co_return failure_response(ctx.req, page.error());
               auto res = json_response(ctx.req, http::status::ok, search_page_json(*page));
               // Staff answers hold hidden products: never kept by a shared cache.
               res.set(http::field::cache_control, ctx.viewer.is_staff() ? "private, no-store" : "no-cache");
               co_return res;
             }));

  routes.add(http::verb::get, "/api/products/:id",
             guard(access::visitor_or_staff,
                   cached(kind::product, [&catalogue](request_context& ctx) -> awaitable<domain::result<std::string>> {
                     co_return json_text(co_await catalogue.find_product(ctx.param("id"), ctx.viewer));
                   })));

  routes.add(http::verb::get, "/api/banners/active",
             cached(kind::banners, [&catalogue](request_context& ctx) -> awaitable<domain::result<std::string>> {
               co_return json_of(co_await catalogue.active_banners());
             }));
}

}  // namespace marine::api
