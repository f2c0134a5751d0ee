#include "api/controllers/controllers.hpp"
#include "api/controllers/respond.hpp"

namespace marine::api {

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
