#pragma once
// What the Stripe adapter sends and reads, as pure functions (docs/payments.md, "The gateway"
// and "Stripe adapter"): the checkout session's form, the answer to it, the Stripe-Signature
// header and the webhook's event. No I/O here, so the unit tests reach all of it.

#include "domain/payments/payment_gateway.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace marine::payments {

// Stripe refuses a signature whose timestamp is further than this from now (docs/payments.md).
inline constexpr std::chrono::seconds signature_tolerance{300};

using form_fields = std::vector<std::pair<std::string, std::string>>;

// The fields of POST /v1/checkout/sessions, in order, nested keys flat
// ("line_items[0][price_data][unit_amount]").
form_fields checkout_form(const domain::checkout_request& request);

// application/x-www-form-urlencoded: every byte but A-Z a-z 0-9 - . _ ~ percent-encoded,
// except the brackets of nested keys, which Stripe's own libraries send as they are.
std::string form_encode(const form_fields& fields);

// Whether the secret key may be sent to `api_base`: https, or http to this machine only (the
// tests' fake Stripe: 127.x.x.x, [::1], localhost and *.localhost), never in clear across a network.
bool api_base_allowed(std::string_view api_base);

// Stripe's Checkout has no Arabic page (its locale list): "ar" asks it to follow the browser.
std::string stripe_locale(std::string_view lang);

// The answer to POST /v1/checkout/sessions: the session, or a short message in `failure`
// (Stripe's error type, code and message, cut to a line; never the request's key).
std::optional<domain::checkout_session> read_session_answer(long status, std::string_view body,
                                                            domain::gateway_failure& failure);

// Stripe-Signature: "t=<unix>,v1=<hex>[,v1=<hex>…][,v0=…]".
struct signature_header {
  long long timestamp = 0;
  std::vector<std::string> v1;
};
std::optional<signature_header> parse_signature_header(std::string_view header);

// Lowercase hex of HMAC-SHA256(secret, "<t>.<body>").
std::string expected_signature(std::string_view secret, long long timestamp, std::string_view body);

// True when one of the header's v1 signatures is the body's (constant time) and its timestamp
// is within the tolerance of `now`.
bool signature_valid(std::string_view secret, std::string_view header, std::string_view body,
                     std::chrono::sys_seconds now);

// The event a webhook's body holds, read into what the booking rules use; nothing for a body
// that is not an event (never throws).
std::optional<domain::gateway_event> read_event(std::string_view body);

}  // namespace marine::payments
