#include "api/controllers/controllers.hpp"
#include "api/http/query_string.hpp"
#include "api/http/responses.hpp"
#include "api/json/booking_json.hpp"
#include "api/json/enquiry_json.hpp"

#include <boost/json/array.hpp>

namespace marine::api {
namespace {

// An enquiry of 30 items, 100 missing lines of 200 characters (each written as a JSON
// escape, at worst) and its note fit in this (docs/enquiries.md).
constexpr std::size_t enquiry_body_limit = 160 * 1024;
constexpr std::size_t max_parameters = 16;

// A lead read whole, with its booking's token, status, payments and dues (docs/payments.md).
awaitable<boost::json::value> whole_lead(const domain::enquiry& lead, domain::booking_service* bookings)
{
  auto out = lead_json(lead, true);
  auto* booking = out.as_object().if_contains("booking");
  if (!bookings || !booking || !booking->is_object()) co_return out;
  if (const auto state = co_await bookings->for_lead(lead.ref)) add_lead_booking_state(booking->as_object(), *state);
  co_return out;
}

}  // namespace

void add_enquiry_routes(router& routes, domain::enquiry_service& enquiries, const auth_guard& guard,
                        domain::channel_calendar_service* calendars, domain::booking_service* bookings)
{
  routes.add(
      http::verb::post, "/api/enquiries",
      [&enquiries](request_context& ctx) -> awaitable<response> {
        if (!enquiries.allow(ctx.client_address))
          co_return failure_response(ctx.req, {domain::error_code::too_many_requests, "Too many enquiries", {}, 60});
        auto in = read_enquiry_request(ctx.req);
        if (!in) co_return failure_response(ctx.req, in.error());
        const auto receipt = co_await enquiries.submit(std::move(*in));
        if (!receipt) co_return failure_response(ctx.req, receipt.error());
        co_return no_store(json_response(ctx.req, http::status::created, receipt_json(*receipt)));
      },
      enquiry_body_limit);

  routes.add(http::verb::get, "/api/admin/enquiries",
             guard(access::staff, [&enquiries, bookings](request_context& ctx) -> awaitable<response> {
               const auto params = query_parameters_of(ctx.query, max_parameters);
               if (!params) co_return failure_response(ctx.req, domain::invalid_input("Malformed query string"));
               const auto page = co_await enquiries.list(*params);
               if (!page) co_return failure_response(ctx.req, page.error());
               boost::json::array items;
               // A lead with a flagged payment says so (docs/payments.md).
               std::vector<std::pair<std::string, domain::payment_flag>> flags;
               if (bookings) {
                 std::vector<std::string> refs;
                 for (const auto& e : page->items) refs.push_back(e.ref);
                 flags = co_await bookings->flags(std::move(refs));
               }
               for (const auto& e : page->items) {
                 auto item = lead_json(e, false);
                 boost::json::value flag = nullptr;
                 for (const auto& [ref, f] : flags)
                   if (ref == e.ref) flag = domain::flag_name(f);
                 item.as_object()["flag"] = std::move(flag);
                 items.push_back(std::move(item));
               }
               boost::json::value next = nullptr;
               if (page->next) next = *page->next;
               co_return no_store(json_response(ctx.req, http::status::ok,
                                                boost::json::object{{"items", std::move(items)}, {"nextCursor", std::move(next)}}));
             }));

  // The staff headers' badge: how many leads no one has opened yet, and the channel
  // calendars' events that met a booking of ours (docs/charter.md, "Channel calendars").
  routes.add(http::verb::get, "/api/admin/enquiries/new-count",
             guard(access::staff, [&enquiries, calendars](request_context& ctx) -> awaitable<response> {
               const auto n = co_await enquiries.count_new();
               const auto conflicts = calendars ? co_await calendars->conflict_count() : 0;
               co_return no_store(json_response(ctx.req, http::status::ok,
                                                boost::json::object{{"new", n}, {"calendarConflicts", conflicts}}));
             }));

  routes.add(http::verb::get, "/api/admin/enquiries/:ref",
             guard(access::staff, [&enquiries, bookings](request_context& ctx) -> awaitable<response> {
               const auto lead = co_await enquiries.open(ctx.param("ref"), ctx.actor());
               if (!lead) co_return failure_response(ctx.req, lead.error());
               co_return no_store(json_response(ctx.req, http::status::ok, co_await whole_lead(*lead, bookings)));
             }));

  routes.add(http::verb::patch, "/api/admin/enquiries/:ref",
             guard(access::staff, [&enquiries, bookings](request_context& ctx) -> awaitable<response> {
               auto change = read_enquiry_update(ctx.req);
               if (!change) co_return failure_response(ctx.req, change.error());
               const auto lead = co_await enquiries.update(ctx.param("ref"), std::move(*change), ctx.actor());
               if (!lead) co_return failure_response(ctx.req, lead.error());
               co_return no_store(json_response(ctx.req, http::status::ok, co_await whole_lead(*lead, bookings)));
             }));

  // Only the administrator deletes a lead (docs/enquiries.md, "Who may do what").
  routes.add(http::verb::delete_, "/api/admin/enquiries/:ref",
             guard(access::admin, [&enquiries](request_context& ctx) -> awaitable<response> {
               const auto removed = co_await enquiries.remove(ctx.param("ref"), ctx.actor());
               co_return removed ? no_content(ctx.req) : failure_response(ctx.req, removed.error());
             }));
}

}  // namespace marine::api
