#include "payments/stripe_gateway.hpp"

#include "payments/stripe_wire.hpp"
#include "support/log.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <curl/curl.h>
#include <fmt/format.h>

#include <algorithm>
#include <memory>

namespace marine::payments {
namespace {

// The whole request, connection included: the customer waits on it (docs/payments.md).
constexpr long total_timeout_ms = 15'000;
constexpr long connect_timeout_ms = 5'000;
// A session is about 2 KB; more is not Stripe's answer.
constexpr std::size_t max_answer = 1 << 20;
// Stripe's limit on an Idempotency-Key.
constexpr std::size_t max_idempotency_key = 255;

struct answer {
  std::string body;
  bool too_large = false;
};

std::size_t on_body(char* data, std::size_t size, std::size_t count, void* user)
{
  auto* a = static_cast<answer*>(user);
  const std::size_t n = size * count;
  if (a->body.size() + n > max_answer) {
    a->too_large = true;
    return 0;
  }
  a->body.append(data, n);
  return n;
}

// Safe as a header value: one line of printable ASCII (a CR or LF would add a header).
bool header_safe(std::string_view value)
{
  return !value.empty() && std::all_of(value.begin(), value.end(), [](char c) { return c > 0x20 && c < 0x7F; });
}

std::string curl_failure(CURLcode rc)
{
  switch (rc) {
    case CURLE_OPERATION_TIMEDOUT: return "Stripe did not answer within 15 seconds";
    case CURLE_COULDNT_RESOLVE_HOST: return "Stripe's host could not be resolved";
    case CURLE_COULDNT_CONNECT: return "Stripe did not accept a connection";
    case CURLE_PEER_FAILED_VERIFICATION: return "Stripe's certificate is not valid for its host";
    default: return fmt::format("Stripe could not be reached ({})", curl_easy_strerror(rc));
  }
}

std::optional<domain::checkout_session> create_now(const std::string& url, const std::string& secret_key,
                                                   const domain::checkout_request& request, domain::gateway_failure& failure)
{
  if (!api_base_allowed(url)) {
    failure.message = "STRIPE_API_BASE must be an https:// address (http:// only to this machine)";
    return std::nullopt;
  }
  if (!header_safe(request.idempotency_key) || request.idempotency_key.size() > max_idempotency_key) {
    failure.message = "The checkout's idempotency key is not a valid header value";
    return std::nullopt;
  }
  const std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), curl_easy_cleanup);
  if (!curl) {
    failure.message = "curl_easy_init failed";
    return std::nullopt;
  }
  curl_slist* list = nullptr;
  const auto add = [&](const std::string& header) {
    if (auto* longer = curl_slist_append(list, header.c_str())) list = longer;
  };
  add("Authorization: Bearer " + secret_key);
  add("Idempotency-Key: " + request.idempotency_key);
  add("Content-Type: application/x-www-form-urlencoded");
  add("Accept: application/json");
  add("Expect:");  // no 100-continue round trip before the body
  const std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> headers(list, curl_slist_free_all);
  const std::string form = form_encode(checkout_form(request));
  answer a;

  CURL* c = curl.get();
  curl_easy_setopt(c, CURLOPT_URL, url.c_str());
  curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "http,https");
  curl_easy_setopt(c, CURLOPT_FOLLOWLOCATION, 0L);
  // "" turns off the proxies the environment may name: the key goes to Stripe only.
  curl_easy_setopt(c, CURLOPT_PROXY, "");
  curl_easy_setopt(c, CURLOPT_NOPROXY, "*");
  curl_easy_setopt(c, CURLOPT_NETRC, static_cast<long>(CURL_NETRC_IGNORED));
  curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, total_timeout_ms);
  curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT_MS, connect_timeout_ms);
  curl_easy_setopt(c, CURLOPT_HTTPHEADER, headers.get());
  curl_easy_setopt(c, CURLOPT_POST, 1L);
  curl_easy_setopt(c, CURLOPT_POSTFIELDS, form.c_str());
  curl_easy_setopt(c, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(form.size()));
  curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, on_body);
  curl_easy_setopt(c, CURLOPT_WRITEDATA, &a);
  const CURLcode rc = curl_easy_perform(c);
  if (a.too_large) {
    failure.message = "Stripe's answer was larger than 1 MB";
    return std::nullopt;
  }
  if (rc != CURLE_OK) {
    failure.message = curl_failure(rc);
    return std::nullopt;
  }
  long status = 0;
  curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
  return read_session_answer(status, a.body, failure);
}

}  // namespace

stripe_gateway::stripe_gateway(boost::asio::thread_pool& threads, std::string api_base, std::string secret_key,
                               std::string webhook_secret)
    : threads_(threads), api_base_(std::move(api_base)), secret_key_(std::move(secret_key)),
      webhook_secret_(std::move(webhook_secret))
{
  while (api_base_.ends_with('/')) api_base_.pop_back();
  curl_global_init(CURL_GLOBAL_DEFAULT);
}

domain::awaitable<std::optional<domain::checkout_session>> stripe_gateway::create_session(domain::checkout_request request,
                                                                                          domain::gateway_failure& failure)
{
  // The failure is filled on the pool's thread and read here after the co_await: one writer at a time.
  auto session = co_await boost::asio::co_spawn(
      threads_,
      [this, r = std::move(request), &failure]() -> domain::awaitable<std::optional<domain::checkout_session>> {
        co_return create_now(api_base_ + "/v1/checkout/sessions", secret_key_, r, failure);
      },
      boost::asio::use_awaitable);
  if (!session) log::warn("stripe checkout session failed error={}", log::quote(failure.message));
  co_return session;
}

std::optional<domain::gateway_event> stripe_gateway::verify_event(std::string_view signature_header, std::string_view body,
                                                                  std::chrono::sys_seconds now) const
{
  if (!signature_valid(webhook_secret_, signature_header, body, now)) return std::nullopt;
  return read_event(body);
}

}  // namespace marine::payments
