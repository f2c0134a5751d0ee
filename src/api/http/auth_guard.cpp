#include "api/http/auth_guard.hpp"

#include "api/http/cookies.hpp"
#include "api/http/responses.hpp"

namespace marine::api {

handler auth_guard::operator()(access who, handler inner) const
{
  return [&auth = auth_, who, inner = std::move(inner)](request_context& ctx) -> awaitable<response> {
    const auto token = find_cookie(ctx.req[http::field::cookie], session_cookie_name);
    if (token) ctx.account = co_await auth.authenticate(*token);
    if (ctx.account) ctx.viewer = domain::viewer{ctx.account->who};

    if (who != access::visitor_or_staff && !ctx.account)
      co_return failure_response(ctx.req, domain::unauthenticated());
    if (who == access::admin && ctx.viewer.who != domain::role::admin)
      co_return failure_response(ctx.req, domain::forbidden());
    co_return co_await inner(ctx);
  };
}

}  // namespace marine::api
