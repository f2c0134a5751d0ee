#include "api/controllers/controllers.hpp"
#include "api/controllers/respond.hpp"

namespace marine::api {

void add_catalogue_routes(router& routes, domain::catalogue_service& catalogue, const auth_guard& guard,
                          public_read_cache* cache)
{
  auto cached = [cache](handler h) { return cache ? cache->cached(std::move(h)) : h; };

  // Staff see invisible products too: these two routes recognise a session if there is one
  // (and then bypass the cache).
  routes.add(http::verb::get, "/api/products",
             guard(access::visitor_or_staff, cached([&catalogue](request_context& ctx) -> awaitable<response> {
               co_return json_response(ctx.req, http::status::ok, serialize_list(co_await catalogue.list_products(ctx.viewer)));
             })));

  routes.add(http::verb::get, "/api/products/recent/:n", cached([&catalogue](request_context& ctx) -> awaitable<response> {
    co_return respond(ctx.req, co_await catalogue.recent_products(ctx.param("n")));
  }));

  routes.add(http::verb::get, "/api/products/category/:category",
             cached([&catalogue](request_context& ctx) -> awaitable<response> {
               co_return respond(ctx.req, co_await catalogue.products_in_category(ctx.param("category")));
             }));

  routes.add(http::verb::get, "/api/products/:id",
             guard(access::visitor_or_staff, cached([&catalogue](request_context& ctx) -> awaitable<response> {
               co_return respond(ctx.req, co_await catalogue.find_product(ctx.param("id"), ctx.viewer));
             })));

  routes.add(http::verb::get, "/api/banners/active", cached([&catalogue](request_context& ctx) -> awaitable<response> {
    co_return json_response(ctx.req, http::status::ok, serialize_list(co_await catalogue.active_banners()));
  }));
}

}  // namespace marine::api
