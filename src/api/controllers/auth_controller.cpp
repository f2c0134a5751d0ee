#include "api/controllers/controllers.hpp"
#include "api/json/body.hpp"
#include "api/json/mapping.hpp"
#include "api/http/responses.hpp"

namespace marine::api {
namespace {

// Answers about a session must never be cached by a browser or proxy.
response private_json(const request& req, http::status status, const boost::json::value& body)
{
  auto res = json_response(req, status, body);
  res.set(http::field::cache_control, "no-store");
  return res;
}

}  // namespace

void add_auth_routes(router& routes, domain::auth_service& auth, const auth_guard& guard, cookie_options cookies)
{
  routes.add(http::verb::post, "/api/admin/login", [&auth, cookies](request_context& ctx) -> awaitable<response> {
    auto body = parse_json_object(ctx.req);
    if (!body) co_return failure_response(ctx.req, body.error());
    json_fields fields(*body);
    auto username = fields.string("username");
    auto password = fields.string("password");
    if (!fields.ok()) co_return failure_response(ctx.req, fields.failure());

    auto result = co_await auth.login(username.value_or(""), password.value_or(""), std::string(ctx.client_address));
    if (!result) co_return failure_response(ctx.req, result.error());
    auto res = private_json(ctx.req, http::status::ok, boost::json::object{{"user", session_user_json(result->account)}});
    res.set(http::field::set_cookie, session_cookie(result->token, auth.sessions().absolute, cookies));
    co_return res;
  });

  routes.add(http::verb::post, "/api/admin/logout", [&auth, cookies](request_context& ctx) -> awaitable<response> {
    if (auto token = find_cookie(ctx.req[http::field::cookie], session_cookie_name)) co_await auth.logout(*token);
    auto res = no_content(ctx.req);
    res.set(http::field::set_cookie, cleared_session_cookie(cookies));
    res.set(http::field::cache_control, "no-store");
    co_return res;
  });

  routes.add(http::verb::get, "/api/admin/session", guard(access::staff, [](request_context& ctx) -> awaitable<response> {
               co_return private_json(ctx.req, http::status::ok,
                                      boost::json::object{{"user", session_user_json(*ctx.account)}});
             }));
}

}  // namespace marine::api
