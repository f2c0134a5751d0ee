#pragma once
// Stripe Checkout as the payment gateway (docs/payments.md, "The gateway" and "Stripe
// adapter"): sessions created over its REST API with libcurl (form-encoded, Idempotency-Key)
// on `threads`, never on an I/O thread; webhooks verified from the Stripe-Signature header
// (HMAC-SHA256, constant time, 300 s of tolerance). `api_base` is Stripe's, or the tests'
// local server. What is sent and read is in payments/stripe_wire.hpp.

#include "domain/payments/payment_gateway.hpp"

#include <boost/asio/thread_pool.hpp>

#include <string>

namespace marine::payments {

class stripe_gateway final : public domain::payment_gateway {
 public:
  stripe_gateway(boost::asio::thread_pool& threads, std::string api_base, std::string secret_key, std::string webhook_secret);

  domain::awaitable<std::optional<domain::checkout_session>> create_session(domain::checkout_request request,
                                                                            domain::gateway_failure& failure) override;
  std::optional<domain::gateway_event> verify_event(std::string_view signature_header, std::string_view body,
                                                    std::chrono::sys_seconds now) const override;

 private:
  boost::asio::thread_pool& threads_;
  std::string api_base_, secret_key_, webhook_secret_;
};

}  // namespace marine::payments
