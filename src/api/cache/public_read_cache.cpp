#include "api/cache/public_read_cache.hpp"

#include "api/http/responses.hpp"
#include "domain/rules/url_rules.hpp"
#include "support/log.hpp"

#include <algorithm>

namespace marine::api {
namespace {

// The answers a change makes stale. A product may enter or leave any list (a new product,
// visibility, a category move), so every product list goes, and the product's own answer;
// products of other ids stay.
bool stale_after(const domain::catalogue_change& change, const read_scope& scope)
{
  using subject = domain::catalogue_change::subject;
  using kind = read_scope::kind;
  switch (change.what) {
    case subject::banner: return scope.what == kind::banners;
    case subject::settings: return scope.what == kind::settings;
    case subject::charter: return scope.what == kind::availability && scope.product_id == change.id;
    case subject::product:
      return scope.what == kind::product_lists ||
             ((scope.what == kind::product || scope.what == kind::availability) &&
              (scope.product_id == change.id || change.id == domain::all_products));
  }
  return true;
}

// A read's text as a fresh answer (staff, no cache), or its failure.
response fresh_answer(const request& req, const domain::result<expiring_text>& text, const std::string& content_type)
{
  if (!text) return failure_response(req, text.error());
  auto res = json_response(req, http::status::ok, text->text);
  res.set(http::field::content_type, content_type);
  return res;
}

// The bytes from before the outage, marked so that they can be told from a fresh answer
// (RFC 9111: Age, and the older Warning 110 that some clients still show).
response stale_response(const request& req, const cached_entry& entry)
{
  auto res = cached_response(req, entry, choose_variant(req, entry));
  const auto age = std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - entry.built);
  res.set(http::field::age, std::to_string(age.count()));
  res.set(http::field::warning, "110 - \"Response is Stale\"");
  return res;
}

// A read's text as an entry, with what it was read from (how a change finds it stale).
std::shared_ptr<const cached_entry> entry_of(const request_context& ctx, read_scope::kind what, expiring_text text,
                                             const std::string& content_type)
{
  read_scope scope{.what = what};
  if (what == read_scope::kind::product || what == read_scope::kind::availability) scope.product_id = ctx.param("id");
  return make_cached_entry(std::move(text.text), std::move(scope), ctx.route_index, content_type, text.expires);
}

// A read whose answer only a write changes.
expiring_read never_expiring(cached_read read)
{
  return [read = std::move(read)](request_context& ctx) -> awaitable<domain::result<expiring_text>> {
    auto text = co_await read(ctx);
    if (!text) co_return text.error();
    co_return expiring_text{.text = std::move(*text)};
  };
}

bool is_unreserved(char c) noexcept
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '.' ||
         c == '_' || c == '~';
}

std::string_view path_of(std::string_view target) noexcept { return target.substr(0, target.find('?')); }

}  // namespace

std::optional<std::string_view> plain_cache_key_of(std::string_view target) noexcept
{
  const auto path = path_of(target);
  if (path.empty() || path.front() != '/' || path.find_first_of("%#") != std::string_view::npos) return std::nullopt;
  return path;
}

std::optional<std::string> cache_key_of(std::string_view target)
{
  const auto path = path_of(target);
  if (path.empty() || path.front() != '/') return std::nullopt;
  auto key = domain::percent_decode(path);
  // Only escapes of what needs none decode into the key: an escaped '/' (a separator more),
  // '%' or byte beyond ASCII is a path of its own, never stored.
  if (!key || std::count(key->begin(), key->end(), '/') != std::count(path.begin(), path.end(), '/') ||
      !std::all_of(key->begin(), key->end(), [](char c) { return c == '/' || is_unreserved(c); }))
    return std::nullopt;
  return key;
}

handler uncached(cached_read read, std::string content_type)
{
  return uncached(never_expiring(std::move(read)), std::move(content_type));
}

handler uncached(expiring_read read, std::string content_type)
{
  return [read = std::move(read), type = std::move(content_type)](request_context& ctx) -> awaitable<response> {
    co_return fresh_answer(ctx.req, co_await read(ctx), type);
  };
}

// The availability's key keeps its query, `month=YYYY-MM` exactly (one spelling per month:
// docs/security.md, "The read cache"), else the answer is not stored. Its key is never a
// bare path, so the answer before routing (which looks a target up by its path) never finds it.
static std::optional<std::string> query_cache_key_of(std::string_view target)
{
  auto key = cache_key_of(target);
  const auto q = target.find('?');
  if (!key || q == std::string_view::npos) return std::nullopt;
  const auto query = target.substr(q + 1);
  constexpr std::string_view name = "month=";
  if (query.size() != name.size() + 7 || !query.starts_with(name) ||
      !std::all_of(query.begin() + name.size(), query.end(), [](char c) { return (c >= '0' && c <= '9') || c == '-'; }))
    return std::nullopt;
  *key += '?';
  *key += query;
  return key;
}

handler public_read_cache::cached(read_scope::kind what, cached_read read, std::string content_type)
{
  return cached(what, never_expiring(std::move(read)), std::move(content_type));
}

handler public_read_cache::cached(read_scope::kind what, expiring_read read, std::string content_type)
{
  return [this, what, read = std::move(read), type = std::move(content_type)](request_context& ctx) -> awaitable<response> {
    if (ctx.viewer.is_staff()) co_return co_await staff_answer(ctx, what, read, type);
    const auto key = what == read_scope::kind::availability ? query_cache_key_of(ctx.req.target()) : cache_key_of(ctx.req.target());
    const bool storable = key.has_value();
    if (storable) {
      if (auto hit = store_.find(*key)) {
        if (metrics_) metrics_->cache_hit();
        co_return cached_response(ctx.req, *hit, choose_variant(ctx.req, *hit));
      }
    }
    if (metrics_) metrics_->cache_miss();
    const auto seen = store_.generation();  // before the database is asked
    std::optional<domain::result<expiring_text>> json;
    try {
      json = co_await read(ctx);
    } catch (const domain::unavailable_error&) {
      // The database is down: what was cached before it went is still what it holds.
      auto fallback = storable ? store_.find_fallback(*key) : nullptr;
      if (!fallback) throw;
      // One line per request would flood the log during an outage: debug only (the lost
      // listener and the database errors are logged as warnings already).
      log::debug("msg=read_cache_stale_if_error path={}", log::quote(*key));
      co_return stale_response(ctx.req, *fallback);
    }
    if (!*json) co_return failure_response(ctx.req, json->error());
    auto entry = entry_of(ctx, what, std::move(**json), type);
    if (storable) store_.insert(*key, entry, seen);
    co_return cached_response(ctx.req, *entry, choose_variant(ctx.req, *entry));
  };
}

// Staff see invisible products too (every staff member the same: docs/architecture.md), so
// their answers are stored apart, under the key with a '#' appended, which no request's
// key can hold (cache_key_of), and never answered before routing. The same changes
// make them stale. At thousands of products the staff list is the back office's longest
// read: its database query, JSON and gzip took 180-480 ms a request at 10,000 products.
// Sent private and not to be stored, as before; not counted in the public hit and miss
// metrics. A failed read (the database down) is answered as before, not from an old copy.
awaitable<response> public_read_cache::staff_answer(request_context& ctx, read_scope::kind what, const expiring_read& read,
                                                    const std::string& content_type)
{
  const auto plain_key =
      what == read_scope::kind::availability ? query_cache_key_of(ctx.req.target()) : cache_key_of(ctx.req.target());
  const bool storable = plain_key.has_value();
  const auto key = storable ? *plain_key + '#' : std::string();
  std::shared_ptr<const cached_entry> entry = storable ? store_.find(key) : nullptr;
  if (!entry) {
    const auto seen = store_.generation();  // before the database is asked
    auto json = co_await read(ctx);
    if (!json) co_return failure_response(ctx.req, json.error());
    entry = entry_of(ctx, what, std::move(*json), content_type);
    if (storable) store_.insert(key, entry, seen);
  }
  auto res = cached_response(ctx.req, *entry, choose_variant(ctx.req, *entry));
  res.set(http::field::cache_control, private_cache_control);
  co_return res;
}

bool public_read_cache::answer_prebuilt(const request& head, prebuilt_answer& out) const
{
  const auto method = head.method();
  if ((method != http::verb::get && method != http::verb::head) || head.version() != 11 || !head.keep_alive())
    return false;
  // A cookie may be a staff session (who see invisible products); an allowed Origin needs
  // its CORS headers. Both go the long way, through the route table.
  if (head.count(http::field::cookie) > 0) return false;
  // Only a key the route table would store (no '#': the staff's own entries end with one).
  const auto key = plain_cache_key_of(head.target());
  if (!key) return false;
  if (const auto origin = head[http::field::origin]; !origin.empty() && cors_.allows(origin)) return false;
  auto entry = store_.find(*key);
  // A charter month is stored under its path and query (query_cache_key_of); a query on
  // the other reads still finds their path's entry first.
  if (!entry && head.target().find('?') != std::string_view::npos && head.target().find('%') == std::string_view::npos)
    if (const auto with_query = query_cache_key_of(head.target())) entry = store_.find(*with_query);
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
  store_.invalidate_if([&change](const cached_entry& e) { return stale_after(change, e.scope); });
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
