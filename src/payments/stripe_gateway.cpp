// Scaffolding for issue #57: the adapter lands in the branch that implements it; until then
// no session is created and no webhook verifies (online payment cannot be switched on).
#include "payments/stripe_gateway.hpp"

namespace marine::payments {

stripe_gateway::stripe_gateway(boost::asio::thread_pool& threads, std::string api_base, std::string secret_key,
                               std::string webhook_secret)
    : threads_(threads), api_base_(std::move(api_base)), secret_key_(std::move(secret_key)),
      webhook_secret_(std::move(webhook_secret))
{
}

domain::awaitable<std::optional<domain::checkout_session>> stripe_gateway::create_session(domain::checkout_request,
                                                                                          domain::gateway_failure& failure)
{
  failure.message = "online payment is not built yet";
  co_return std::nullopt;
}

std::optional<domain::gateway_event> stripe_gateway::verify_event(std::string_view, std::string_view, std::chrono::sys_seconds) const
{
  return std::nullopt;
}

}  // namespace marine::payments
