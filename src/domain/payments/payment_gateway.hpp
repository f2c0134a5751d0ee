#pragma once
// The payment provider's hosted checkout, as the booking rules see it (docs/payments.md,
// "The gateway"): no card data ever reaches us. Stripe Checkout is the first adapter
// (src/payments/); another provider is another adapter, the rules unchanged.

#include "domain/rules/awaitable.hpp"

#include <chrono>
#include <optional>
#include <string>

namespace marine::domain {

enum class payment_kind { deposit, balance };

struct checkout_request {
  std::string ref;    // the lead's reference: client_reference_id and metadata
  std::string token;  // the booking's token (metadata), for the return URLs
  payment_kind kind = payment_kind::deposit;
  long long amount_fils = 0;  // > 0
  std::string currency = "aed";
  std::string description;  // the line's name: "Deposit: <vessel>, <date>"
  std::string lang = "en";  // the hosted page's locale
  std::string success_url, cancel_url;
  std::chrono::sys_seconds expires_at;  // the session's end (30 min to 24 h from now)
  std::string idempotency_key;
};

struct checkout_session {
  std::string id;   // "cs_…"
  std::string url;  // the hosted page
  std::chrono::sys_seconds expires_at;
};

// A webhook's event, verified and read: only what the booking rules use.
struct gateway_event {
  std::string id;    // "evt_…": each is handled once
  std::string type;  // "checkout.session.completed", "checkout.session.expired", "charge.refunded", …
  std::string session_id;  // the checkout session it is about (refunds: found by payment_intent)
  std::string payment_intent;
  std::string payment_status;  // "paid", "unpaid", …
  long long amount_fils = 0;   // amount_total (sessions) or amount_refunded (charges)
  std::string currency;
  std::string ref;  // client_reference_id / metadata[ref]
};

struct gateway_failure {
  std::string message;  // for the log and staff; never holds a key
};

class payment_gateway {
 public:
  virtual ~payment_gateway() = default;
  // Creates a hosted checkout session (with the request's Idempotency-Key).
  virtual awaitable<std::optional<checkout_session>> create_session(checkout_request request, gateway_failure& failure) = 0;
  // The event of a webhook whose signature header is valid for `body` now, else nothing.
  virtual std::optional<gateway_event> verify_event(std::string_view signature_header, std::string_view body,
                                                    std::chrono::sys_seconds now) const = 0;
};

}  // namespace marine::domain
