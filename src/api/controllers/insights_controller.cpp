#include "api/controllers/controllers.hpp"
#include "api/http/event_requests.hpp"
#include "api/http/responses.hpp"
#include "api/json/insights_json.hpp"

#include <chrono>

namespace marine::api {
namespace {

// The value of `name` in a raw query string ("from=2026-01-01&to=…"), undecoded: the
// dates it carries need no decoding, and an encoded one is simply refused as malformed.
std::string_view query_value(std::string_view query, std::string_view name)
{
  while (!query.empty()) {
    const auto amp = query.find('&');
    const auto pair = query.substr(0, amp);
    if (pair.size() > name.size() && pair.starts_with(name) && pair[name.size()] == '=')
      return pair.substr(name.size() + 1);
    if (amp == std::string_view::npos) break;
    query.remove_prefix(amp + 1);
  }
  return {};
}


}  // namespace

void add_insights_routes(router& routes, domain::insights_service& insights, const auth_guard& guard)
{
  routes.add(
      http::verb::post, "/api/events",
      [&insights](request_context& ctx) -> awaitable<response> {
        if (opted_out(ctx.req)) co_return event_taken(ctx.req);
        if (!insights.allow(ctx.client_address))
          co_return failure_response(ctx.req, {domain::error_code::too_many_requests, "Too many events", {}, 60});
        auto in = read_event_input(ctx.req);
        if (!in) co_return failure_response(ctx.req, in.error());
        auto event = domain::validated_event(*in);
        if (!event) co_return failure_response(ctx.req, event.error());
        if (not_counted(ctx.req)) co_return event_taken(ctx.req);
        const auto recorded = co_await insights.record(std::move(*event), std::chrono::system_clock::now(), ctx.client_address);
        if (!recorded) co_return failure_response(ctx.req, recorded.error());
        co_return event_taken(ctx.req);
      },
      event_body_limit);

  routes.add(http::verb::get, "/api/admin/insights",
             guard(access::admin, [&insights](request_context& ctx) -> awaitable<response> {
               const auto report = co_await insights.report(query_value(ctx.query, "from"), query_value(ctx.query, "to"));
               if (!report) co_return failure_response(ctx.req, report.error());
               co_return no_store(json_response(ctx.req, http::status::ok, report_json(*report)));
             }));

  routes.add(http::verb::get, "/api/admin/insights.csv",
             guard(access::admin, [&insights](request_context& ctx) -> awaitable<response> {
               const auto from = query_value(ctx.query, "from"), to = query_value(ctx.query, "to");
               const auto rows = co_await insights.detail(from, to);
               if (!rows) co_return failure_response(ctx.req, rows.error());
               response res{http::status::ok, ctx.req.version()};
               res.set(http::field::content_type, "text/csv; charset=utf-8");
               // from and to are valid dates here: safe in the header.
               res.set(http::field::content_disposition,
                       "attachment; filename=\"insights-" + std::string(from) + "-to-" + std::string(to) + ".csv\"");
               res.keep_alive(ctx.req.keep_alive());
               res.body() = detail_csv(*rows);
               co_return no_store(std::move(res));
             }));
}

}  // namespace marine::api
