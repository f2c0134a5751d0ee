// Channel calendars (docs/charter.md, "Channel calendars"): a vessel's secret iCalendar feed,
// and the staff's feeds of other channels. Staff read; the administrator writes.
#include "api/controllers/controllers.hpp"
#include "api/http/responses.hpp"
#include "api/json/body.hpp"
#include "api/json/charter_json.hpp"
#include "domain/rules/validation.hpp"

#include <boost/json/serialize.hpp>

namespace marine::api {
namespace {

constexpr std::size_t feed_body_limit = 8 * 1024;
// The export is kept at most this long: the window moves and options lapse by themselves.
constexpr std::chrono::minutes export_kept{15};
constexpr std::string_view calendar_content_type = "text/calendar; charset=utf-8";

boost::json::value text_or_null(const std::optional<std::string>& s) { return s ? boost::json::value(*s) : boost::json::value(nullptr); }

boost::json::object feed_json(const domain::calendar_feed& f)
{
  return {{"id", f.id},
          {"label", f.label},
          {"url", f.url},
          {"allowHttp", f.allow_http},
          {"lastSyncAt", text_or_null(f.last_sync_at)},
          {"lastError", text_or_null(f.last_error)},
          {"events", f.events}};
}

std::string_view outcome_name(domain::fetch_answer::outcome o)
{
  using outcome = domain::fetch_answer::outcome;
  return o == outcome::fetched ? "fetched" : o == outcome::not_modified ? "not_modified" : "failed";
}

boost::json::object calendar_json(const domain::calendar_view& v)
{
  boost::json::array feeds, conflicts;
  for (const auto& f : v.calendar.feeds) feeds.push_back(feed_json(f));
  for (const auto& c : v.calendar.conflicts)
    conflicts.push_back(boost::json::object{
        {"feedId", c.feed_id}, {"uid", c.uid}, {"start", c.start}, {"end", c.end}, {"blockId", text_or_null(c.block_id)}});
  return {{"exportUrl", v.export_url}, {"feeds", std::move(feeds)}, {"conflicts", std::move(conflicts)}};
}

boost::json::object sync_json(const std::vector<domain::feed_sync>& synced)
{
  boost::json::array feeds;
  for (const auto& s : synced)
    feeds.push_back(boost::json::object{{"id", s.id},
                                        {"label", s.label},
                                        {"outcome", outcome_name(s.outcome)},
                                        {"added", s.changes.added},
                                        {"moved", s.changes.moved},
                                        {"removed", s.changes.removed},
                                        {"conflicts", s.changes.conflicts},
                                        {"error", text_or_null(s.error)}});
  return {{"feeds", std::move(feeds)}};
}

domain::result<domain::feed_input> feed_body(const request& req)
{
  auto body = parse_json_object(req);
  if (!body) return body.error();
  std::vector<domain::field_error> errors;
  json_reader in(errors);
  domain::feed_input out;
  out.label = in.optional_text(*body, "label", "").value_or("");
  out.url = in.optional_text(*body, "url", "").value_or("");
  if (const auto* v = body->if_contains("allowHttp")) {
    if (v->is_bool()) out.allow_http = v->as_bool();
    else errors.push_back({"allowHttp", "allowHttp must be true or false"});
  }
  in.refuse_unknown(*body, {"label", "url", "allowHttp"}, "");
  if (!errors.empty()) return domain::validation_failure(std::move(errors));
  return out;
}

}  // namespace

void add_calendar_routes(router& routes, domain::channel_calendar_service& calendars, const auth_guard& guard, public_read_cache* cache)
{
  // The secret link: "<token>.ics". A wrong or rotated token is a 404, like a missing vessel.
  expiring_read feed = [&calendars](request_context& ctx) -> awaitable<domain::result<expiring_text>> {
    auto file = std::string(ctx.param("file"));
    if (file.size() < 5 || !file.ends_with(".ics")) co_return domain::not_found("Calendar not found");
    file.resize(file.size() - 4);
    auto text = co_await calendars.export_text(std::string(ctx.param("id")), std::move(file));
    if (!text) co_return domain::not_found("Calendar not found");
    co_return expiring_text{.text = std::move(*text), .expires = std::chrono::system_clock::now() + export_kept};
  };
  const std::string type(calendar_content_type);
  routes.add(http::verb::get, "/calendars/:id/:file",
             cache ? cache->cached(read_scope::kind::availability, feed, type) : uncached(feed, type));

  routes.add(http::verb::get, "/api/admin/charters/:id/calendar",
             guard(access::staff, [&calendars](request_context& ctx) -> awaitable<response> {
               const auto v = co_await calendars.calendar(std::string(ctx.param("id")));
               if (!v) co_return charter_failure(ctx.req, v.error());
               co_return no_store(json_response(ctx.req, http::status::ok, calendar_json(*v)));
             }));

  routes.add(
      http::verb::post, "/api/admin/charters/:id/calendar/feeds",
      guard(access::admin, [&calendars](request_context& ctx) -> awaitable<response> {
        auto in = feed_body(ctx.req);
        if (!in) co_return charter_failure(ctx.req, in.error());
        const auto f = co_await calendars.add_feed(std::string(ctx.param("id")), std::move(*in), ctx.actor());
        if (!f) co_return charter_failure(ctx.req, f.error());
        co_return no_store(json_response(ctx.req, http::status::created, feed_json(*f)));
      }),
      feed_body_limit);

  routes.add(http::verb::delete_, "/api/admin/charters/:id/calendar/feeds/:feedId",
             guard(access::admin, [&calendars](request_context& ctx) -> awaitable<response> {
               const auto r = co_await calendars.remove_feed(std::string(ctx.param("id")), std::string(ctx.param("feedId")),
                                                             ctx.actor());
               co_return r ? no_content(ctx.req) : charter_failure(ctx.req, r.error());
             }));

  routes.add(http::verb::post, "/api/admin/charters/:id/calendar/sync",
             guard(access::admin, [&calendars](request_context& ctx) -> awaitable<response> {
               const auto r = co_await calendars.sync_vessel(std::string(ctx.param("id")));
               if (!r) co_return charter_failure(ctx.req, r.error());
               co_return no_store(json_response(ctx.req, http::status::ok, sync_json(*r)));
             }));

  routes.add(http::verb::post, "/api/admin/charters/:id/calendar/token",
             guard(access::admin, [&calendars](request_context& ctx) -> awaitable<response> {
               const auto r = co_await calendars.rotate_token(std::string(ctx.param("id")), ctx.actor());
               if (!r) co_return charter_failure(ctx.req, r.error());
               co_return no_store(json_response(ctx.req, http::status::ok, boost::json::object{{"exportUrl", *r}}));
             }));
}

}  // namespace marine::api
