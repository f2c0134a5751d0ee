// The Stripe adapter's pure parts (docs/payments.md, "The gateway" and "Stripe adapter"): the
// signature held to vectors made by Stripe's own library (tests/fixtures/stripe/signatures.json,
// from make-vectors.mjs), the events read, the session's form and Stripe's answers.
#include "payments/stripe_gateway.hpp"
#include "payments/stripe_wire.hpp"

#include "fixture_json.hpp"

#include <boost/asio/thread_pool.hpp>

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

namespace {

using namespace marine;
using marine::testing::str;

const boost::json::value& vectors()
{
  static const auto doc = marine::testing::read_fixture("stripe/signatures.json");
  return doc;
}

std::chrono::sys_seconds at(long long unix_seconds) { return std::chrono::sys_seconds(std::chrono::seconds(unix_seconds)); }

struct stripe_webhook : ::testing::Test {
  boost::asio::thread_pool threads{1};
  payments::stripe_gateway gateway{threads, "http://127.0.0.1:9", "sk_test_unit", str(vectors().at("secret"))};
};

TEST_F(stripe_webhook, signature_vectors_are_judged_as_stripe_judges_them)
{
  const auto& cases = vectors().at("cases").as_array();
  ASSERT_GE(cases.size(), 8u);
  for (const auto& c : cases) {
    const auto event = gateway.verify_event(str(c.at("header")), str(c.at("body")), at(c.at("now").as_int64()));
    EXPECT_EQ(event.has_value(), c.at("valid").as_bool()) << str(c.at("name"));
  }
}

TEST_F(stripe_webhook, a_timestamp_more_than_300_s_ahead_is_refused_too)
{
  const auto& valid = vectors().at("cases").at(0);
  const long long t = valid.at("now").as_int64();
  const auto header = str(valid.at("header")), body = str(valid.at("body"));
  EXPECT_TRUE(gateway.verify_event(header, body, at(t - 300)));
  EXPECT_FALSE(gateway.verify_event(header, body, at(t - 301)));
}

TEST_F(stripe_webhook, events_are_read_into_what_the_booking_rules_use)
{
  for (const auto& e : vectors().at("events").as_array()) {
    const auto event = gateway.verify_event(str(e.at("header")), str(e.at("body")), at(e.at("now").as_int64()));
    ASSERT_TRUE(event) << str(e.at("name"));
    const auto& want = e.at("expected");
    EXPECT_EQ(event->id, str(want.at("id")));
    EXPECT_EQ(event->type, str(want.at("type")));
    EXPECT_EQ(event->session_id, str(want.at("session_id")));
    EXPECT_EQ(event->payment_intent, str(want.at("payment_intent")));
    EXPECT_EQ(event->payment_status, str(want.at("payment_status")));
    EXPECT_EQ(event->amount_fils, want.at("amount_fils").as_int64());
    EXPECT_EQ(event->currency, str(want.at("currency")));
    EXPECT_EQ(event->ref, str(want.at("ref")));
  }
}

TEST_F(stripe_webhook, a_signed_body_that_is_not_an_event_is_nothing)
{
  const std::string secret = str(vectors().at("secret"));
  const long long t = 1765100000;
  const std::vector<std::string> bodies{
      "", "{", "[]", "null", "\"evt\"", "{\"id\":\"evt_1\"}", "{\"id\":\"evt_1\",\"type\":7}",
      "{\"id\":\"evt_1\",\"type\":\"checkout.session.completed\"}",
      "{\"id\":\"evt_1\",\"type\":\"x\",\"data\":{\"object\":[]}}", std::string(100000, '['),
      "{\"id\":\"evt_1\",\"type\":\"x\",\"data\":{\"object\":{}}} trailing"};
  for (const auto& body : bodies) {
    const auto header = "t=" + std::to_string(t) + ",v1=" + payments::expected_signature(secret, t, body);
    EXPECT_NO_THROW(EXPECT_FALSE(gateway.verify_event(header, body, at(t))) << body.substr(0, 60));
  }
  // The same check holds a body that is an event: the cases above fail for their bodies only.
  const std::string event = R"({"id":"evt_1","type":"payment_intent.created","data":{"object":{"id":"pi_1"}}})";
  const auto header = "t=" + std::to_string(t) + ",v1=" + payments::expected_signature(secret, t, event);
  const auto read = gateway.verify_event(header, event, at(t));
  ASSERT_TRUE(read);
  EXPECT_EQ(read->type, "payment_intent.created");
  EXPECT_EQ(read->session_id, "");
}

TEST_F(stripe_webhook, hostile_headers_are_refused_without_throwing)
{
  const auto& valid = vectors().at("cases").at(0);
  const auto body = str(valid.at("body"));
  const auto now = at(valid.at("now").as_int64());
  const auto v1 = payments::expected_signature(str(vectors().at("secret")), 1765100000, body);
  for (const std::string& header : std::vector<std::string>{
           std::string(), std::string(","), std::string("t="), "v1=" + v1, "t=abc,v1=" + v1, "t=-1765100000,v1=" + v1,
        "t=1765100000", "t=1765100000,v1=", "t=99999999999999999999999,v1=" + v1, "t=1765100000,t=1765100000,v1=" + v1,
        "t=1765100000,v1=" + v1.substr(0, 63), "t=1765100000,v1=" + v1 + "00", "t=1765100000,v1=" + v1 + std::string(5000, ','),
        std::string("t=1765100000,v1=\0", 17) + v1}) {
    EXPECT_NO_THROW(EXPECT_FALSE(gateway.verify_event(header, body, now)) << header.substr(0, 80));
  }
  // Spaces after the commas, as some proxies rewrite the header, still verify.
  EXPECT_TRUE(gateway.verify_event("t=1765100000, v1=" + v1, body, now));
}

TEST(stripe_gateway_without_secret, verifies_nothing)
{
  boost::asio::thread_pool threads{1};
  const payments::stripe_gateway gateway{threads, "http://127.0.0.1:9", "sk_test_unit", ""};
  const std::string body = "{}";
  const auto header = "t=1765100000,v1=" + payments::expected_signature("", 1765100000, body);
  EXPECT_FALSE(gateway.verify_event(header, body, at(1765100000)));
}

domain::checkout_request a_request()
{
  domain::checkout_request r;
  r.ref = "ENQ-2026-0042";
  r.token = "0123456789abcdef0123456789abcdef";
  r.kind = domain::payment_kind::balance;
  r.amount_fils = 350050;
  r.description = "Balance: Azimut 60 & crew, 12/12/2026";
  r.lang = "ar";
  r.success_url = "https://example.ae/ar/booking/0123?paid=1&kind=balance";
  r.cancel_url = "https://example.ae/ar/booking/0123";
  r.expires_at = at(1765103600);
  r.idempotency_key = "checkout-ENQ-2026-0042-balance-1";
  return r;
}

TEST(stripe_form, holds_the_fields_the_contract_lists)
{
  std::map<std::string, std::string> fields;
  for (const auto& [key, value] : payments::checkout_form(a_request())) EXPECT_TRUE(fields.emplace(key, value).second) << key;
  const std::map<std::string, std::string> want{
      {"mode", "payment"},
      {"line_items[0][price_data][currency]", "aed"},
      {"line_items[0][price_data][unit_amount]", "350050"},
      {"line_items[0][price_data][product_data][name]", "Balance: Azimut 60 & crew, 12/12/2026"},
      {"line_items[0][quantity]", "1"},
      {"client_reference_id", "ENQ-2026-0042"},
      {"metadata[ref]", "ENQ-2026-0042"},
      {"metadata[kind]", "balance"},
      {"metadata[token]", "0123456789abcdef0123456789abcdef"},
      {"locale", "auto"},
      {"success_url", "https://example.ae/ar/booking/0123?paid=1&kind=balance"},
      {"cancel_url", "https://example.ae/ar/booking/0123"},
      {"expires_at", "1765103600"},
  };
  EXPECT_EQ(fields, want);
}

TEST(stripe_form, locale_is_english_or_the_browsers)
{
  EXPECT_EQ(payments::stripe_locale("en"), "en");
  EXPECT_EQ(payments::stripe_locale("ar"), "auto");  // Stripe's Checkout has no Arabic page
  EXPECT_EQ(payments::stripe_locale(""), "auto");
}

TEST(stripe_form, is_percent_encoded_with_the_brackets_of_keys_kept)
{
  EXPECT_EQ(payments::form_encode({{"a", "b"}, {"metadata[ref]", "x y&z=1+2/3"}}), "a=b&metadata[ref]=x%20y%26z%3D1%2B2%2F3");
  EXPECT_EQ(payments::form_encode({{"name", "[\xD9\x8A]"}}), "name=%5B%D9%8A%5D");  // a value's brackets are encoded
  EXPECT_EQ(payments::form_encode({{"k", "A-z_0.9~"}}), "k=A-z_0.9~");
  EXPECT_EQ(payments::form_encode({}), "");
  const auto body = payments::form_encode(payments::checkout_form(a_request()));
  EXPECT_NE(body.find("&line_items[0][price_data][unit_amount]=350050&"), std::string::npos) << body;
  EXPECT_NE(body.find("&success_url=https%3A%2F%2Fexample.ae%2Far%2Fbooking%2F0123%3Fpaid%3D1%26kind%3Dbalance&"),
            std::string::npos)
      << body;
}

TEST(stripe_api_base, the_key_goes_in_clear_to_this_machine_only)
{
  for (const char* base : {"https://api.stripe.com", "http://127.0.0.1:4010", "http://127.1.2.3", "http://localhost:9",
                           "http://localhost", "http://stripe.localhost:80/", "http://[::1]:4010"})
    EXPECT_TRUE(payments::api_base_allowed(base)) << base;
  for (const char* base : {"http://api.stripe.com", "http://127.0.0.1.example.com", "http://127.0.0.1@example.com",
                           "http://user@127.0.0.1", "http://10.0.0.5:4010", "http://localhost.example.com", "http://[::1].x",
                           "http://.localhost", "ftp://127.0.0.1", "api.stripe.com", ""})
    EXPECT_FALSE(payments::api_base_allowed(base)) << base;
}

TEST(stripe_answer, a_session_is_read)
{
  domain::gateway_failure failure;
  const auto session = payments::read_session_answer(
      200, R"({"id":"cs_test_1","object":"checkout.session","url":"https://checkout.stripe.com/c/pay/cs_test_1","expires_at":1765103600})",
      failure);
  ASSERT_TRUE(session) << failure.message;
  EXPECT_EQ(session->id, "cs_test_1");
  EXPECT_EQ(session->url, "https://checkout.stripe.com/c/pay/cs_test_1");
  EXPECT_EQ(session->expires_at, at(1765103600));
}

TEST(stripe_answer, errors_become_a_short_message_without_a_key)
{
  domain::gateway_failure failure;
  EXPECT_FALSE(payments::read_session_answer(
      400, R"({"error":{"type":"invalid_request_error","code":"parameter_invalid_integer","param":"expires_at","message":"Bad\nexpiry"}})",
      failure));
  EXPECT_EQ(failure.message, "Stripe answered 400 (invalid_request_error/parameter_invalid_integer on expires_at): Bad expiry");
  EXPECT_FALSE(payments::read_session_answer(
      401, R"({"error":{"type":"invalid_request_error","message":"Invalid API Key provided: sk_test_abc123xyz"}})", failure));
  EXPECT_EQ(failure.message.find("sk_test_abc"), std::string::npos) << failure.message;
  EXPECT_NE(failure.message.find("[redacted]"), std::string::npos) << failure.message;
  EXPECT_FALSE(
      payments::read_session_answer(400, R"({"error":{"type":"invalid_request_error","message":"No such task_x"}})", failure));
  EXPECT_EQ(failure.message, "Stripe answered 400 (invalid_request_error): No such task_x");
  EXPECT_FALSE(payments::read_session_answer(502, "<html>Bad gateway</html>", failure));
  EXPECT_EQ(failure.message, "Stripe answered 502");
  EXPECT_FALSE(payments::read_session_answer(200, R"({"id":"cs_test_1","expires_at":1})", failure));
  EXPECT_EQ(failure.message, "Stripe answered 200 without a checkout session");
  EXPECT_FALSE(payments::read_session_answer(
      400, R"({"error":{"type":"api_error","message":")" + std::string(1000, 'x') + R"("}})", failure));
  EXPECT_LE(failure.message.size(), 320u);
}

}  // namespace
