#include "api/controllers/controllers.hpp"
#include "api/http/responses.hpp"

#include <fmt/format.h>

namespace marine::api {

// The page server asks it to know which directory of pages is current (docs/operations.md,
// "The site's data generation"); never stored, as it changes with every write.
void add_site_routes(router& routes, const site_generation* generation)
{
  routes.add(http::verb::get, "/api/site/generation", [generation](request_context& ctx) -> awaitable<response> {
    const auto n = generation ? generation->current() : std::nullopt;
    if (!n) {
      domain::failure f{domain::error_code::unavailable, "The site's changes cannot be heard"};
      f.retry_after_seconds = 1;
      co_return no_store(failure_response(ctx.req, f));
    }
    co_return no_store(json_response(ctx.req, http::status::ok, fmt::format(R"({{"generation":{}}})", *n)));
  });
}

}  // namespace marine::api
