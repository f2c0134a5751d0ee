// Fuzz target: request-target parsing and route matching, as every request goes through
// them before anything else. Input: one byte choosing the method, then the target.
#include "api/http/request_target.hpp"
#include "api/http/router.hpp"

#include <cstddef>
#include <cstdint>

namespace {

using namespace marine::api;

// The application's route patterns (src/api/*_controller.cpp); handlers never run here.
const router& routes()
{
  static const router table = [] {
    router r;
    const handler none = [](request_context&) -> awaitable<response> { co_return response{}; };
    const std::pair<http::verb, const char*> patterns[] = {
        {http::verb::get, "/api/products"},           {http::verb::get, "/api/products/recent/:n"},
        {http::verb::get, "/api/products/category/:category"}, {http::verb::get, "/api/products/:id"},
        {http::verb::post, "/api/products"},          {http::verb::patch, "/api/products/:id"},
        {http::verb::delete_, "/api/products/:id"},   {http::verb::get, "/api/banners/active"},
        {http::verb::get, "/api/banners"},            {http::verb::post, "/api/banners"},
        {http::verb::patch, "/api/banners/:id"},      {http::verb::delete_, "/api/banners/:id"},
        {http::verb::post, "/api/admin/login"},       {http::verb::post, "/api/admin/logout"},
        {http::verb::get, "/api/admin/session"},      {http::verb::get, "/api/admin/sub-users"},
        {http::verb::post, "/api/admin/sub-users"},   {http::verb::patch, "/api/admin/sub-users/:id"},
        {http::verb::delete_, "/api/admin/sub-users/:id"}, {http::verb::get, "/healthz"},
        {http::verb::get, "/readyz"},                 {http::verb::get, "/uploads/*path"},
    };
    for (const auto& [method, pattern] : patterns) r.add(method, pattern, none);
    r.add_streamed(http::verb::post, "/api/upload", none, 1 << 20);
    r.add_streamed(http::verb::post, "/api/upload/banner", none, 1 << 20);
    return r;
  }();
  return table;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  if (size == 0) return 0;
  constexpr http::verb methods[] = {http::verb::get, http::verb::head, http::verb::post,
                                    http::verb::patch, http::verb::delete_, http::verb::options};
  const auto method = methods[data[0] % std::size(methods)];
  const std::string_view target(reinterpret_cast<const char*>(data + 1), size - 1);
  const auto parsed = parse_target(target);
  if (!parsed) return 0;
  const auto m = routes().match(method, parsed->segments);
  // What a match promises: a route when found, captures that are whole segments.
  if (m.result == route_match::outcome::found && !m.matched) __builtin_trap();
  if (m.result == route_match::outcome::method_not_allowed && m.allow.empty()) __builtin_trap();
  for (const auto& [name, value] : m.params)
    if (value.empty()) __builtin_trap();
  return 0;
}
