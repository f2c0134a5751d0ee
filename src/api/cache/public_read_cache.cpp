#include "api/cache/public_read_cache.hpp"

#include "domain/error.hpp"
#include "support/log.hpp"

namespace marine::api {
namespace {

// The keys a change makes stale (the routes of catalogue_controller.cpp). A product may
// enter or leave any list (a new product, visibility, a category move), so every product
// list goes, and the product's own page; products of other ids stay.
bool stale_after(const domain::catalogue_change& change, std::string_view key)
{
  if (change.what == domain::catalogue_change::subject::banner) return key == "/api/banners/active";
  if (change.what == domain::catalogue_change::subject::settings) return key == "/api/settings";
  constexpr std::string_view product_prefix = "/api/products/";
  return key == "/api/products" || key.starts_with("/api/products/recent/") ||
         key.starts_with("/api/products/category/") ||
         (key.starts_with(product_prefix) && key.substr(product_prefix.size()) == change.id);
}

}  // namespace

bool is_cacheable_target(std::string_view target) noexcept
{
  return !target.empty() && target.front() == '/' && target.find_first_of("?%#") == std::string_view::npos;
}

handler public_read_cache::cached(handler inner)
{
  return [this, inner = std::move(inner)](request_context& ctx) -> awaitable<response> {
    if (ctx.viewer.is_staff()) {
      auto res = co_await inner(ctx);
      res.set(http::field::cache_control, private_cache_control);
      co_return res;
    }
    const auto target = ctx.req.target();
    const bool storable = is_cacheable_target(target);
    if (storable) {
      if (auto hit = store_.find(target)) {
        if (metrics_) metrics_->cache_hit();
        co_return cached_response(ctx.req, *hit, choose_variant(ctx.req, *hit));
      }
    }
    if (metrics_) metrics_->cache_miss();
    const auto seen = store_.generation();  // before the database is asked
    response res;
    try {
      res = co_await inner(ctx);
    } catch (const domain::unavailable_error&) {
      // The database is down: what was cached before it went is still what it holds.
      auto fallback = storable ? store_.find_fallback(target) : nullptr;
      if (!fallback) throw;
      log::warn("msg=read_cache_stale_if_error path={}", log::quote(target));
      co_return cached_response(ctx.req, *fallback, choose_variant(ctx.req, *fallback));
    }
    if (res.result() != http::status::ok) co_return res;
    auto entry = make_cached_entry(std::move(res.body()), ctx.route_index);
    if (storable) store_.insert(std::string(target), entry, seen);
    co_return cached_response(ctx.req, *entry, choose_variant(ctx.req, *entry));
  };
}

bool public_read_cache::answer_prebuilt(const request& head, prebuilt_answer& out) const
{
  const auto method = head.method();
  if ((method != http::verb::get && method != http::verb::head) || head.version() != 11 || !head.keep_alive())
    return false;
  // A cookie may be a staff session (who see invisible products); an allowed Origin needs
  // its CORS headers. Both go the long way, through the route table.
  if (head.count(http::field::cookie) > 0) return false;
  if (const auto origin = head[http::field::origin]; !origin.empty() && cors_.allows(origin)) return false;
  auto entry = store_.find(head.target());
  if (!entry) return false;
  if (metrics_) metrics_->cache_hit();
  out.route = entry->route;
  const std::string* header = &entry->head_identity;
  const std::string* body = &entry->body;
  out.status = 200;
  switch (choose_variant(head, *entry)) {
    case cached_variant::not_modified:
      header = &entry->head_not_modified;
      body = nullptr;
      out.status = 304;
      break;
    case cached_variant::gzip:
      header = &entry->head_gzip;
      body = &entry->gzip_body;
      break;
    case cached_variant::identity: break;
  }
  if (header == &entry->head_identity && entry->identity_file >= 0 && method == http::verb::get) {
    out.file = entry->identity_file;
    out.file_size = entry->body.size();
    out.head = boost::asio::buffer(entry->head_identity);
    out.owner = std::move(entry);
    return true;
  }
  out.head = boost::asio::buffer(*header);
  out.body = body && method == http::verb::get ? boost::asio::buffer(*body) : boost::asio::const_buffer{};
  out.owner = std::move(entry);
  return true;
}

void public_read_cache::changed(const domain::catalogue_change& change)
{
  store_.invalidate_if([&change](std::string_view key) { return stale_after(change, key); });
}

void public_read_cache::listener_ready()
{
  store_.set_bypass(false);
  log::info("msg=read_cache_on reason=\"change listener connected\"");
}

void public_read_cache::listener_lost()
{
  store_.set_bypass(true);
  log::warn("msg=read_cache_bypassed reason=\"change listener lost; other processes' writes cannot be heard; "
            "cached answers kept for when the database cannot be reached\"");
}

}  // namespace marine::api
