#include "api/controllers/controllers.hpp"
#include "api/http/responses.hpp"
#include "api/json/body.hpp"
#include "api/json/booking_json.hpp"

namespace marine::api {
namespace {

constexpr std::size_t checkout_body_limit = 1024;
constexpr std::size_t payment_body_limit = 4 * 1024;
// docs/payments.md: a gateway's event is at most 64 KiB.
constexpr std::size_t webhook_body_limit = 64 * 1024;

}  // namespace

void add_booking_routes(router& routes, domain::booking_service& bookings, const auth_guard& guard)
{
  // Public, by the token only: an unknown one says nothing but "not found".
  routes.add(http::verb::get, "/api/bookings/:token", [&bookings](request_context& ctx) -> awaitable<response> {
    if (!bookings.allow(ctx.client_address))
      co_return failure_response(ctx.req, {domain::error_code::too_many_requests, "Too many requests", {}, 60});
    const auto v = co_await bookings.view(std::string(ctx.param("token")));
    if (!v) co_return no_store(failure_response(ctx.req, v.error()));
    co_return no_store(json_response(ctx.req, http::status::ok, booking_view_json(*v)));
  });

  routes.add(http::verb::get, "/api/bookings/:token/calendar.ics", [&bookings](request_context& ctx) -> awaitable<response> {
    if (!bookings.allow(ctx.client_address))
      co_return failure_response(ctx.req, {domain::error_code::too_many_requests, "Too many requests", {}, 60});
    auto text = co_await bookings.ics(std::string(ctx.param("token")));
    if (!text) co_return no_store(failure_response(ctx.req, text.error()));
    response res{http::status::ok, ctx.req.version()};
    res.set(http::field::content_type, "text/calendar; charset=utf-8");
    res.keep_alive(ctx.req.keep_alive());
    res.body() = std::move(*text);
    co_return no_store(std::move(res));
  });

  routes.add(
      http::verb::post, "/api/bookings/:token/checkout",
      [&bookings](request_context& ctx) -> awaitable<response> {
        if (!bookings.online()) co_return failure_response(ctx.req, domain::not_found("Not found"));
        if (!bookings.allow(ctx.client_address))
          co_return failure_response(ctx.req, {domain::error_code::too_many_requests, "Too many requests", {}, 60});
        auto body = parse_json_object(ctx.req);
        if (!body) co_return failure_response(ctx.req, body.error());
        json_fields fields(*body);
        auto kind = fields.string("kind").value_or("");
        auto lang = fields.string("lang").value_or("en");
        fields.refuse_unknown();
        if (!fields.ok()) co_return failure_response(ctx.req, fields.failure());
        const auto url = co_await bookings.checkout(std::string(ctx.param("token")), std::move(kind), std::move(lang));
        if (!url) co_return no_store(failure_response(ctx.req, url.error()));
        co_return no_store(json_response(ctx.req, http::status::ok, boost::json::object{{"url", *url}}));
      },
      checkout_body_limit);

  // The raw body is what the signature covers: it is verified before anything reads it.
  routes.add(
      http::verb::post, "/api/payments/stripe/webhook",
      [&bookings](request_context& ctx) -> awaitable<response> {
        if (!bookings.online()) co_return failure_response(ctx.req, domain::not_found("Not found"));
        const auto handled = co_await bookings.webhook(std::string(ctx.req["Stripe-Signature"]), ctx.req.body());
        if (!handled) co_return failure_response(ctx.req, handled.error());
        if (!*handled) co_return message_response(ctx.req, http::status::bad_request, "Invalid signature");
        co_return no_store(json_response(ctx.req, http::status::ok, boost::json::object{{"received", true}}));
      },
      webhook_body_limit);

  routes.add(
      http::verb::post, "/api/admin/enquiries/:ref/payments",
      guard(access::staff, [&bookings](request_context& ctx) -> awaitable<response> {
        auto body = parse_json_object(ctx.req);
        if (!body) co_return failure_response(ctx.req, body.error());
        json_fields fields(*body);
        auto kind = fields.string("kind");
        auto amount = fields.string("amount");
        auto method = fields.string("method");
        auto note = fields.string("note").value_or("");
        fields.refuse_unknown();
        if (!fields.ok()) co_return failure_response(ctx.req, fields.failure());
        const auto p = co_await bookings.record_payment(std::string(ctx.param("ref")), std::move(kind), std::move(amount),
                                                        std::move(method), std::move(note), ctx.actor());
        if (!p) co_return charter_failure(ctx.req, p.error());
        co_return no_store(json_response(ctx.req, http::status::created, payment_json(*p)));
      }),
      payment_body_limit);

  // Only the administrator removes a payment (docs/payments.md).
  routes.add(http::verb::delete_, "/api/admin/enquiries/:ref/payments/:id",
             guard(access::admin, [&bookings](request_context& ctx) -> awaitable<response> {
               const auto removed = co_await bookings.remove_payment(std::string(ctx.param("ref")), std::string(ctx.param("id")), ctx.actor());
               co_return removed ? no_content(ctx.req) : failure_response(ctx.req, removed.error());
             }));
}

}  // namespace marine::api
